// The bordered, scrollable small table every list page uses, so its header and empty row are written once.
import { Table } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface DataTableProps {
  /** One per column; "" or null gives an empty header (e.g. an actions column). */
  headers: ReactNode[];
  /** With emptyText, shows one full-width row saying so. */
  isEmpty?: boolean;
  emptyText?: string;
  interactive?: boolean;
  /** The body rows. */
  children: ReactNode;
}

export function DataTable({ headers, isEmpty, emptyText, interactive, children }: DataTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" interactive={interactive}>
        <Table.Header>
          <Table.Row>
            {headers.map((header, i) => (
              <Table.ColumnHeader key={i}>{header}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {isEmpty && emptyText && (
            <Table.Row>
              <Table.Cell colSpan={headers.length}>{emptyText}</Table.Cell>
            </Table.Row>
          )}
          {children}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
