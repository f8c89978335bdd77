// Pieces the admin pages share: date formats, the admin sub-navigation, a pager, a select.
import { Card, HStack, Heading, Link, NativeSelect, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useState, type ReactNode } from "react";
import { NavLink } from "react-router";
import { useAuth } from "../auth/useAuth.js";
import { formatDateTimeOrDash, formatDayOrDash } from "../../../shared/dates.js";
import { formatCount } from "../../../shared/numbers.js";

// Dates in the app's one format (shared/dates.ts); money is formatted and parsed by shared/money.ts.
export const dateTime = formatDateTimeOrDash;
export const date = formatDayOrDash;

const LINKS = [
  { to: "/admin/dashboard", label: "Dashboard" },
  { to: "/admin/users", label: "Users" },
  { to: "/admin/mentors", label: "Mentors" },
  { to: "/admin/payments", label: "Payments" },
  { to: "/admin/settings", label: "Settings" },
];

export function AdminPage({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  const { user } = useAuth();
  const links = user?.isMainAdmin ? [...LINKS, { to: "/admin/manage-admins", label: "Manage Admins" }] : LINKS;
  return (
    <Stack gap="6">
      <HStack as="nav" aria-label="Admin" gap="4" wrap="wrap" borderBottomWidth="1px" pb="2">
        {links.map((l) => (
          <Link key={l.to} asChild fontSize="sm" color="fg.muted" _currentPage={{ color: "brand.fg", fontWeight: "semibold" }}>
            <NavLink to={l.to}>{l.label}</NavLink>
          </Link>
        ))}
      </HStack>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        {actions}
      </HStack>
      {children}
    </Stack>
  );
}

export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack justify="space-between">
      <Text fontSize="sm" color="fg.muted">
        {total} result{total === 1 ? "" : "s"} · page {page} of {pages}
      </Text>
      <HStack>
        <Button size="xs" variant="secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="xs" variant="secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}

/**
 * Next/Previous over a keyset-paged list (issue 13): the server hands the cursor of the next page and
 * the pages seen so far are kept here, so Previous goes back without offsets. Filters reset it.
 */
export function useKeysetPages() {
  const [cursors, setCursors] = useState<string[]>([]);
  return {
    cursor: cursors.at(-1),
    page: cursors.length + 1,
    next: (cursor: string) => setCursors((c) => [...c, cursor]),
    previous: () => setCursors((c) => c.slice(0, -1)),
    reset: () => setCursors([]),
  };
}

export function KeysetPager({ pages, pageSize, total, totalCapped, nextCursor }: { pages: ReturnType<typeof useKeysetPages>; pageSize: number; total: number; totalCapped: boolean; nextCursor: string | null }) {
  const count = Math.max(1, Math.ceil(total / pageSize));
  return (
    <HStack justify="space-between">
      <Text fontSize="sm" color="fg.muted">
        {totalCapped ? `More than ${formatCount(total)} results · page ${pages.page}` : `${total} result${total === 1 ? "" : "s"} · page ${pages.page} of ${count}`}
      </Text>
      <HStack>
        <Button size="xs" variant="secondary" disabled={pages.page <= 1} onClick={pages.previous}>
          Previous
        </Button>
        <Button size="xs" variant="secondary" disabled={!nextCursor} onClick={() => nextCursor && pages.next(nextCursor)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}

export function Select<T extends string>({ label, value, options, onChange }: { label: string; value: T; options: ReadonlyArray<{ value: T; label: string }>; onChange: (v: T) => void }) {
  return (
    <NativeSelect.Root size="sm" width="auto" minW="36">
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function StatCard({ label, value, hint }: { label: string; value: ReactNode; hint?: ReactNode }) {
  return (
    <Card.Root size="sm">
      <Card.Body>
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text fontSize="2xl" fontWeight="bold" data-testid={`stat-${label}`}>
          {value}
        </Text>
        {hint && (
          <Text fontSize="xs" color="fg.muted">
            {hint}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}

export function QueryState({ isPending, error }: { isPending: boolean; error: unknown }) {
  if (isPending) return <Text color="fg.muted">Loading…</Text>;
  if (error) return <Text color="fg.error">{error instanceof Error ? error.message : "Something went wrong. Please try again."}</Text>;
  return null;
}
