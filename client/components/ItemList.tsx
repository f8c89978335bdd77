// The layout the account page's lists share (My plans, Saved approaches): a titled section that shows a
// spinner while loading, an error or empty line, or a list of bordered items, each with a title, a muted line
// under it and its actions on the right. Written once so the lists look and behave alike.
import { Box, Heading, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

interface ItemListSectionProps<T> {
  /** The section's heading (its id labels the section). */
  heading: string;
  headingId: string;
  query: UseQueryResult<T[], unknown>;
  errorText: string;
  emptyText: string;
  children: (item: T) => ReactNode;
}

export function ItemListSection<T>({ heading, headingId, query, errorText, emptyText, children }: ItemListSectionProps<T>) {
  return (
    <Stack gap="3" as="section" aria-labelledby={headingId}>
      <Heading as="h2" size="md" id={headingId}>
        {heading}
      </Heading>
      {query.isPending ? (
        <Spinner size="sm" />
      ) : query.isError ? (
        <Text color="fg.error" fontSize="sm">
          {errorText}
        </Text>
      ) : query.data.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {emptyText}
        </Text>
      ) : (
        <Stack as="ul" gap="2" ps="0">
          {query.data.map(children)}
        </Stack>
      )}
    </Stack>
  );
}

interface ItemCardProps {
  title: ReactNode;
  /** The muted line under the title (dates, state). */
  meta: ReactNode;
  /** Badges and buttons on the right of the title. */
  actions?: ReactNode;
  /** The item's body under its header row. */
  children?: ReactNode;
  "data-testid"?: string;
}

export function ItemCard({ title, meta, actions, children, ...rest }: ItemCardProps) {
  return (
    <Box as="li" borderWidth="1px" rounded="card" p="4" listStyleType="none" {...rest}>
      <HStack align="flex-start" gap="3">
        <Stack gap="0.5" flex="1" minW="0">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {title}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {meta}
          </Text>
        </Stack>
        {actions}
      </HStack>
      {children}
    </Box>
  );
}
