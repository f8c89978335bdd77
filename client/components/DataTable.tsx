// The bordered small table every list uses, so its header and empty row are written once. Below md (phones) it
// is a list of stacked rows: each cell on its own line, labelled with its column's header, so nothing scrolls
// sideways (issue 16). Screen readers keep the table semantics (roles are set explicitly). Amount columns
// (endColumns) align header and cells at the end.
import { Table } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface DataTableProps {
  /** One per column; "" or null gives an empty header (e.g. an actions column). */
  headers: ReactNode[];
  /** With emptyText, shows one full-width row saying so. */
  isEmpty?: boolean;
  emptyText?: string;
  interactive?: boolean;
  /** Indexes of the columns aligned at the end, header and cells alike (amounts, counts, row actions). */
  endColumns?: number[];
  /** The body rows. */
  children: ReactNode;
  /** Forwarded to the table (tests find tables by it). */
  "data-testid"?: string;
}

const PHONE = "@media screen and (max-width: 47.99em)";
const WIDER = "@media screen and (min-width: 48em)";

/** The stacked layout below md: each row a block, each cell a line with its column's label on the left and
 * the value on the right (labels from the headers). The label floats, so a cell's several parts (a name and
 * an email, a description and its kind) stack on the right instead of squeezing into one line, and long
 * words wrap. From md up, the columns in `endColumns` (amounts, counts) align their headers with their cells
 * at the end. */
function tableCss(headers: ReactNode[], endColumns: number[]) {
  const labels: Record<string, object> = {};
  headers.forEach((h, i) => {
    labels[`& tbody td:not([colspan]):nth-of-type(${i + 1})::before`] = { content: JSON.stringify(typeof h === "string" ? h : "") };
  });
  const ends: Record<string, object> = {};
  for (const i of endColumns) {
    ends[`& thead th:nth-of-type(${i + 1}), & tbody td:nth-of-type(${i + 1}):not([colspan])`] = { textAlign: "end" };
    ends[`& tbody td:nth-of-type(${i + 1}):not([colspan]) > .chakra-stack`] = { justifyContent: "flex-end" };
  }
  return {
    // Chakra's scroll area keeps every cell on one line, which pushes a wide table's last columns (its row
    // actions) out of sight: cells wrap instead, and the area scrolls only when words alone do not fit.
    whiteSpace: "normal",
    [WIDER]: ends,
    [PHONE]: {
      "& table, & tbody, & tr": { display: "block", width: "100%" },
      "& thead": { position: "absolute", width: "1px", height: "1px", overflow: "hidden", clip: "rect(0 0 0 0)", whiteSpace: "nowrap" },
      "& tbody tr": { py: "2", borderBottomWidth: "1px" },
      "& tbody tr:last-of-type": { borderBottomWidth: "0" },
      "& tbody td": {
        display: "flow-root",
        width: "100%",
        borderBottomWidth: "0",
        py: "1",
        textAlign: "end !important",
        overflowWrap: "anywhere",
        whiteSpace: "normal !important",
      },
      "& tbody td > .chakra-stack": { justifyContent: "flex-end", flexWrap: "wrap" },
      "& tbody td::before": { float: "inline-start", marginEnd: "3", maxW: "45%", color: "fg.muted", fontWeight: "medium", textAlign: "start" },
      "& tbody td[colspan]": { textAlign: "start !important" },
      ...labels,
    },
  };
}

export function DataTable({ headers, isEmpty, emptyText, interactive, endColumns = [], children, ...rest }: DataTableProps) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" css={tableCss(headers, endColumns)}>
      <Table.Root size="sm" interactive={interactive} role="table" {...rest}>
        <Table.Header role="rowgroup">
          <Table.Row role="row">
            {headers.map((header, i) => (
              <Table.ColumnHeader key={i} role="columnheader">
                {header}
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body role="rowgroup">
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
