// Admin → Payments → Sessions: every booking with its mentee, mentor, funding and payment; an admin
// may cancel a pending or confirmed one (refund rules apply: 24 h or more ahead gives the credit back
// or refunds a paid session; the admin may decide otherwise), with a reason kept in the audit log.
import { Badge, Field, HStack, Input, Stack, Table, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { BookingStatus } from "../../../shared/schemas/bookings.js";
import { DataTable } from "../../components/DataTable.js";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { BOOKING_BADGE } from "../bookings/BookingsList.js";
import { Pager, QueryState, Select, dateTime } from "./common.js";
import { formatCents } from "../../../shared/money.js";

type Filter = BookingStatus | "all";
const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: "all", label: "All" },
  { value: "pending", label: "Awaiting confirmation" },
  { value: "confirmed", label: "Confirmed" },
  { value: "cancelled", label: "Cancelled" },
  { value: "declined", label: "Declined" },
  { value: "no_show", label: "No-show" },
];

export function SessionsTab() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<Filter>("all");
  const [page, setPage] = useState(1);
  const [cancelling, setCancelling] = useState<{ id: string; label: string; early: boolean } | null>(null);
  const [reason, setReason] = useState("");
  const q = useQuery({ ...trpc.bookings.adminList.queryOptions({ status, page, pageSize: 20 }), placeholderData: keepPreviousData, staleTime: 0 });
  const cancel = useMutation(
    trpc.bookings.adminCancel.mutationOptions({
      onSuccess: async () => {
        notify("success", "Session cancelled", "Both sides were emailed; the action is in the audit log.");
        setCancelling(null);
        setReason("");
        await queryClient.invalidateQueries({ queryKey: trpc.bookings.pathKey() });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      },
      onError: (err) => notify("error", "Cancellation failed", err.message),
    }),
  );
  return (
    <Stack gap="4">
      <Select label="Session status" value={status} onChange={(v) => (setStatus(v), setPage(1))} options={FILTERS} />
      <QueryState isPending={q.isPending} error={q.error} />
      {q.data && (
        <>
          <DataTable headers={["Session", "Mentee", "Mentor", "Paid with", "Status", ""]} endColumns={[5]}>
            {q.data.items.length === 0 && (
              <Table.Row>
                <Table.Cell colSpan={6}>
                  <Text color="fg.muted">No sessions.</Text>
                </Table.Cell>
              </Table.Row>
            )}
            {q.data.items.map((b) => (
              <Table.Row key={b.id} data-testid="admin-booking">
                <Table.Cell>{dateTime(b.startsAt)}</Table.Cell>
                <Table.Cell>
                  <Text>{b.menteeName}</Text>
                  <Text fontSize="xs" color="fg.muted">{b.menteeEmail}</Text>
                </Table.Cell>
                <Table.Cell>{b.mentorName}</Table.Cell>
                <Table.Cell>{b.funding === "payment" ? `${b.amountPaid === null ? "—" : formatCents(b.amountPaid)} (${b.paymentStatus ?? "—"})` : b.funding === "credit" ? "Credit" : "Mentorship"}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={BOOKING_BADGE[b.status].palette}>{BOOKING_BADGE[b.status].label}</Badge>
                </Table.Cell>
                <Table.Cell>
                  {(b.status === "pending" || b.status === "confirmed") && (
                    <Button size="xs" variant="danger" onClick={() => setCancelling({ id: b.id, label: `${b.menteeName} with ${b.mentorName}, ${dateTime(b.startsAt)}`, early: new Date(b.startsAt).getTime() - Date.now() >= 24 * 3_600_000 })}>
                      Cancel
                    </Button>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </DataTable>
          <Pager page={page} pageSize={q.data.pageSize} total={q.data.total} onPage={setPage} />
        </>
      )}
      {cancelling && (
        <SimpleDialog open onClose={() => setCancelling(null)} title="Cancel this session?" description={cancelling.label}>
          <Stack gap="3">
            <Text fontSize="sm">{cancelling.early ? "It is 24 hours or more away: the mentee gets their credit back, or a paid session is refunded." : "It is less than 24 hours away: by the rules the credit or payment is kept, unless you refund it."}</Text>
            <Field.Root required>
              <Field.Label>Reason (kept in the audit log)</Field.Label>
              <Input value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} />
            </Field.Root>
            <HStack gap="2" wrap="wrap">
              <Button variant="danger" disabled={!reason.trim()} loading={cancel.isPending} onClick={() => cancel.mutate({ bookingId: cancelling.id, reason: reason.trim() })}>
                Cancel session
              </Button>
              {!cancelling.early && (
                <Button variant="secondary" disabled={!reason.trim()} loading={cancel.isPending} onClick={() => cancel.mutate({ bookingId: cancelling.id, reason: reason.trim(), refund: true })}>
                  Cancel and give it back
                </Button>
              )}
            </HStack>
          </Stack>
        </SimpleDialog>
      )}
    </Stack>
  );
}
