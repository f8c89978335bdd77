// Pieces the admin pages share: money in dollars, the admin sub-navigation, a pager, a select.
import { Button, Card, HStack, Heading, Link, NativeSelect, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { useAuth } from "../auth/useAuth.js";

export const dollars = (cents: number) => (cents / 100).toLocaleString("en-US", { style: "currency", currency: "USD" });
export const dateTime = (d: Date | string | null | undefined) => (d ? new Date(d).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" }) : "—");
export const date = (d: Date | string | null | undefined) => (d ? new Date(d).toLocaleDateString("en-US", { dateStyle: "medium" }) : "—");
/** Dollars typed in a form → cents (null when not a valid amount). */
export const toCents = (text: string): number | null => {
  if (!/^\s*\d+(\.\d{0,2})?\s*$/.test(text)) return null;
  return Math.round(Number(text) * 100);
};
export const toDollarsText = (cents: number) => (cents / 100).toFixed(2);

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
        <Button size="xs" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="xs" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
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
