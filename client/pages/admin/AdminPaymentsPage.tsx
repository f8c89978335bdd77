import { Badge, Box, HStack, Input, Stack, Table, Tabs, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { ConfirmDialog } from "../../components/ConfirmDialog.js";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { AdminPage, KeysetPager, Pager, QueryState, Select, dateTime, useKeysetPages } from "../../features/admin/common.js";

import { errorMessage } from "../../features/auth/useAuth.js";
import { DataTable } from "../../components/DataTable.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { SessionsTab } from "../../features/admin/SessionsTab.js";
import { formatPeriod } from "../../../shared/dates.js";
import { useIdempotencyKey } from "../../features/billing/useIdempotencyKey.js";
import type { OutboxStatus, OverageChargeStatus, PaymentKind, PaymentStatus } from "../../../shared/schemas/statuses.js";
import { formatCents } from "../../../shared/money.js";
import { formatCount } from "../../../shared/numbers.js";

type PayStatus = "all" | Exclude<PaymentStatus, "processing">;
type Kind = "all" | PaymentKind;
const statusColor: Partial<Record<PaymentStatus | OverageChargeStatus | OutboxStatus, string>> = { succeeded: "success", failed: "danger", refunded: "warning", pending: "warning", paid: "success", declined: "neutral", queued: "warning", sent: "success", logged: "info" };

function PaymentsTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<PayStatus>("all");
  const [kind, setKind] = useState<Kind>("all");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const [user, setUser] = useState("");
  const pages = useKeysetPages();
  const [confirm, setConfirm] = useState<{ id: string; label: string } | null>(null);
  const q = useQuery({
    ...trpc.admin.payments.queryOptions({ status, kind, from: from || undefined, to: to || undefined, user: user.trim() || undefined, cursor: pages.cursor, pageSize: 20 }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  // One Idempotency-Key per action: a double click or a retry is charged once.
  const idem = useIdempotencyKey(confirm);
  const refund = useMutation(
    trpc.admin.refundPayment.mutationOptions({
      ...idem.trpc,
      onSettled: (_data, error) => idem.answered(error),
      onSuccess: () => {
        notify("success", "Payment refunded", "The invoice, the mentor's earning and any referral reward were adjusted.");
        setConfirm(null);
        void queryClient.invalidateQueries({ queryKey: trpc.admin.payments.queryKey() });
      },
      onError: (err) => notify("error", "Refund failed", errorMessage(err) ?? "Something went wrong. Please try again."),
    }),
  );
  const reset = (fn: () => void) => (fn(), pages.reset());

  return (
    <Stack gap="4">
      <HStack wrap="wrap" gap="2">
        <Select label="Payment status" value={status} onChange={(v) => reset(() => setStatus(v))} options={[{ value: "all", label: "Any status" }, { value: "succeeded", label: "Succeeded" }, { value: "failed", label: "Failed" }, { value: "refunded", label: "Refunded" }] as const} />
        <Select label="Payment kind" value={kind} onChange={(v) => reset(() => setKind(v))} options={[{ value: "all", label: "Any kind" }, { value: "subscription", label: "Subscription" }, { value: "mentorship", label: "Mentorship" }, { value: "session", label: "Single session" }, { value: "credits", label: "Credits" }, { value: "overage", label: "Overage" }] as const} />
        <Input size="sm" type="date" maxW="40" aria-label="From date" value={from} onChange={(e) => reset(() => setFrom(e.target.value))} />
        <Input size="sm" type="date" maxW="40" aria-label="To date" value={to} onChange={(e) => reset(() => setTo(e.target.value))} />
        <Input size="sm" maxW="xs" placeholder="User name or email" aria-label="Filter by user" value={user} maxLength={200} onChange={(e) => reset(() => setUser(e.target.value))} />
      </HStack>
      <QueryState isPending={q.isPending} error={q.error} />
      {q.data && (
        <>
          <Text fontSize="sm" color="fg.muted">
            {q.data.totalAmount === null
              ? `More than ${formatCount(q.data.total)} payments match: narrow the filter to see their total.`
              : `Total of the matching payments: ${formatCents(q.data.totalAmount)}`}

          </Text>
          <DataTable headers={["Date", "User", "Description", "Amount", "Status", "Invoice", "Platform fee / referral", ""]} endColumns={[3, 6, 7]} isEmpty={q.data.items.length === 0} emptyText="No payments match.">
            {q.data.items.map((p) => (
              <Table.Row key={p.id}>
                <Table.Cell>{dateTime(p.createdAt)}</Table.Cell>
                <Table.Cell>{p.user.email}</Table.Cell>
                <Table.Cell>
                  {p.description}
                  <Text fontSize="xs" color="fg.muted">
                    {p.kind}
                    {p.failureCode ? ` · ${p.failureCode}` : ""}
                  </Text>
                </Table.Cell>
                <Table.Cell>{formatCents(p.amount)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={statusColor[p.status] ?? "neutral"}>{p.status}</Badge>
                </Table.Cell>
                <Table.Cell>{p.invoice ? `${p.invoice.number} (${p.invoice.status})` : "—"}</Table.Cell>
                <Table.Cell>
                  {p.mentorEarning ? formatCents(p.mentorEarning.platformFee) : "—"}
                  {p.referralRewards.length > 0 && ` / ${p.referralRewards.map((r) => formatCents(r.amount)).join(", ")}`}
                </Table.Cell>
                <Table.Cell>
                  {p.status === "succeeded" && (
                    <Button size="xs" variant="danger" onClick={() => setConfirm({ id: p.id, label: `${p.description} — ${formatCents(p.amount)} (${p.user.email})` })}>
                      Refund
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
          <KeysetPager pages={pages} pageSize={q.data.pageSize} total={q.data.total} totalCapped={q.data.totalCapped} nextCursor={q.data.nextCursor} />
        </>
      )}
      <ConfirmDialog open={confirm !== null} onCancel={() => setConfirm(null)} onConfirm={() => confirm && refund.mutate({ paymentId: confirm.id })} title="Refund this payment?" confirmLabel="Refund" loading={refund.isPending}>
        <Text>{confirm?.label}</Text>
        <Text fontSize="sm" color="fg.muted" mt="2">
          The full amount goes back to the card; the invoice is marked refunded, the mentor's earning and any referral reward are reversed.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}

function PendingChargesTab() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<"all" | OverageChargeStatus>("pending");
  const [page, setPage] = useState(1);
  const q = useQuery({ ...trpc.admin.pendingCharges.queryOptions({ status, page, pageSize: 20 }), placeholderData: keepPreviousData, staleTime: 0 });
  return (
    <Stack gap="4">
      <Select label="Charge status" value={status} onChange={(v) => (setStatus(v), setPage(1))} options={[{ value: "pending", label: "Pending" }, { value: "paid", label: "Paid" }, { value: "declined", label: "Declined" }, { value: "failed", label: "Failed" }, { value: "all", label: "All" }] as const} />
      <QueryState isPending={q.isPending} error={q.error} />
      {q.data && (
        <>
          <DataTable headers={["User", "Billing period", "Usage", "Overage", "Total", "Status"]} endColumns={[4]} isEmpty={q.data.items.length === 0} emptyText="No charges.">
            {q.data.items.map((c) => (
              <Table.Row key={c.id}>
                <Table.Cell>{c.user.email}</Table.Cell>
                <Table.Cell>
                  {formatPeriod(c.billingPeriodStart, c.billingPeriodEnd)}
                </Table.Cell>
                <Table.Cell>
                  {c.usageCount} of {c.allowedLimit}
                </Table.Cell>
                <Table.Cell>
                  {c.overageCount} × {formatCents(c.pricePerOverage)}
                </Table.Cell>
                <Table.Cell>{formatCents(c.totalAmount)}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={statusColor[c.status] ?? "neutral"}>{c.status}</Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
          <Pager page={page} pageSize={q.data.pageSize} total={q.data.total} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}

function OutboxTab() {
  const trpc = useTRPC();
  const [status, setStatus] = useState<"all" | Exclude<OutboxStatus, "sending">>("all");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const q = useQuery({ ...trpc.admin.outbox.queryOptions({ status, page, pageSize: 20 }), placeholderData: keepPreviousData, staleTime: 0 });
  return (
    <Stack gap="4">
      <Text fontSize="sm" color="fg.muted">
        Emails the product sends (invitations, mentor accounts). Without SMTP configured they are kept here with status “logged”.
      </Text>
      <Select label="Email status" value={status} onChange={(v) => (setStatus(v), setPage(1))} options={[{ value: "all", label: "All" }, { value: "queued", label: "Queued" }, { value: "sent", label: "Sent" }, { value: "logged", label: "Logged" }, { value: "failed", label: "Failed" }] as const} />
      <QueryState isPending={q.isPending} error={q.error} />
      {q.data && (
        <>
          <Stack gap="2">
            {q.data.items.length === 0 && <Text color="fg.muted">No emails.</Text>}
            {q.data.items.map((m) => (
              <Box key={m.id} borderWidth="1px" rounded="md" p="3" bg="bg.panel">
                <HStack justify="space-between" wrap="wrap">
                  <Box>
                    <Text fontWeight="medium">{m.subject}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      To {m.to} · {dateTime(m.createdAt)}
                      {m.error ? ` · ${m.error}` : ""}
                    </Text>
                  </Box>
                  <HStack>
                    <Badge colorPalette={statusColor[m.status] ?? "neutral"}>{m.status}</Badge>
                    <Button size="xs" variant="ghost" onClick={() => setOpen(open === m.id ? null : m.id)}>
                      {open === m.id ? "Hide" : "Show"}
                    </Button>
                  </HStack>
                </HStack>
                {open === m.id && (
                  <Text as="pre" whiteSpace="pre-wrap" fontSize="sm" mt="2">
                    {m.body}
                  </Text>
                )}
              </Box>
            ))}
          </Stack>
          <Pager page={page} pageSize={q.data.pageSize} total={q.data.total} onPage={setPage} />
        </>
      )}
    </Stack>
  );
}

export default function AdminPaymentsPage() {
  return (
    <AdminPage title="Payment Management">
      <Tabs.Root defaultValue="payments" lazyMount variant="line">
        <Tabs.List>
          <Tabs.Trigger value="payments">Payments & invoices</Tabs.Trigger>
          <Tabs.Trigger value="charges">Pending charges</Tabs.Trigger>
          <Tabs.Trigger value="sessions">Sessions</Tabs.Trigger>
          <Tabs.Trigger value="outbox">Email outbox</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="payments">
          <PaymentsTab />
        </Tabs.Content>
        <Tabs.Content value="charges">
          <PendingChargesTab />
        </Tabs.Content>
        <Tabs.Content value="sessions">
          <SessionsTab />
        </Tabs.Content>
        <Tabs.Content value="outbox">
          <OutboxTab />
        </Tabs.Content>
      </Tabs.Root>
    </AdminPage>
  );
}
