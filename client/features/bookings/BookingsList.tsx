// My sessions (as mentee on Account, as mentor in the Mentor Panel): status, time in my own zone,
// what I can do next (confirm/decline, reschedule, cancel, mark a no-show), the meeting link from
// 10 minutes before the start, and the conversation with the other side.
import { Badge, Card, HStack, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatSessionStart, formatSessionTime, viewerTimeZone } from "../../../shared/dates.js";
import type { BookingOutput, BookingStatus } from "../../../shared/schemas/bookings.js";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { ThreadDialog } from "../messages/Messages.js";
import { SlotPicker } from "./SlotPicker.js";

type Booking = BookingOutput;

export const BOOKING_BADGE: Record<BookingStatus, { label: string; palette: string }> = {
  awaiting_payment: { label: "Awaiting payment", palette: "warning" },
  pending: { label: "Awaiting confirmation", palette: "warning" },
  confirmed: { label: "Confirmed", palette: "success" },
  declined: { label: "Declined", palette: "danger" },
  cancelled: { label: "Cancelled", palette: "neutral" },
  no_show: { label: "No-show", palette: "neutral" },
};

function BookingCard({ b }: { b: Booking }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const tz = viewerTimeZone();
  const [moving, setMoving] = useState(false);
  const [talking, setTalking] = useState<string | null>(null);
  const done = (title: string) => ({
    onSuccess: async () => {
      notify("success", title);
      await queryClient.invalidateQueries({ queryKey: trpc.bookings.pathKey() });
      await queryClient.invalidateQueries({ queryKey: trpc.billing.subscription.queryKey() });
    },
    onError: (err: { message: string }) => notify("error", "That did not work", err.message),
  });
  const confirm = useMutation(trpc.bookings.confirm.mutationOptions(done("Session confirmed")));
  const decline = useMutation(trpc.bookings.decline.mutationOptions(done("Session declined")));
  const cancel = useMutation(trpc.bookings.cancel.mutationOptions(done("Session cancelled")));
  const noShow = useMutation(trpc.bookings.noShow.mutationOptions(done("No-show recorded")));
  const reschedule = useMutation(trpc.bookings.reschedule.mutationOptions({ ...done("Session moved"), onSettled: () => setMoving(false) }));
  const open = useMutation(trpc.messages.open.mutationOptions({ onSuccess: (r) => setTalking(r.threadId), onError: (err) => notify("error", "Could not open the conversation", err.message) }));
  const other = b.role === "mentee" ? b.mentor.name : b.mentee.name;
  const badge = BOOKING_BADGE[b.status];
  const cancelText = b.cancelReturns
    ? "Cancel"
    : b.funding === "mentorship"
      ? "Cancel (counts as used)"
      : "Cancel (no refund)";
  return (
    <Card.Root size="sm" variant="outline" data-testid="booking">
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" wrap="wrap" gap="2">
          <Stack gap="0.5">
            <Text fontWeight="semibold" data-testid="booking-time">
              {formatSessionStart(b.startsAt, tz)} – {formatSessionTime(b.endsAt, tz)}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {b.role === "mentee" ? "with" : "mentee:"} {other} · {b.funding === "mentorship" ? "mentorship session" : b.funding === "credit" ? "1 credit" : "single session"}
            </Text>
          </Stack>
          <Badge colorPalette={badge.palette}>{badge.label}</Badge>
        </HStack>
        {b.topic && (
          <Text fontSize="sm" whiteSpace="pre-line">
            <Text as="span" fontWeight="medium">Topic: </Text>
            {b.topic}
          </Text>
        )}
        {b.meetingUrl ? (
          <Link href={b.meetingUrl} target="_blank" rel="noopener noreferrer" color="brand.fg" fontWeight="semibold" data-testid="meeting-link">
            Join the meeting
          </Link>
        ) : b.status === "confirmed" && new Date(b.endsAt) > new Date() ? (
          <Text fontSize="xs" color="fg.muted">
            The meeting link appears here 10 minutes before the start.
          </Text>
        ) : null}
        <HStack gap="2" wrap="wrap">
          {b.canConfirm && (
            <>
              <Button variant="primary" size="xs" onClick={() => confirm.mutate({ bookingId: b.id })} loading={confirm.isPending}>
                Confirm
              </Button>
              <Button size="xs" variant="secondary" onClick={() => decline.mutate({ bookingId: b.id })} loading={decline.isPending}>
                Decline
              </Button>
            </>
          )}
          {b.canReschedule && (
            <Button size="xs" variant="secondary" onClick={() => setMoving(true)}>
              Reschedule
            </Button>
          )}
          {b.canCancel && (
            <Button size="xs" variant="danger" onClick={() => cancel.mutate({ bookingId: b.id })} loading={cancel.isPending}>
              {cancelText}
            </Button>
          )}
          {b.canMarkNoShow && (
            <Button size="xs" variant="ghost" onClick={() => noShow.mutate({ bookingId: b.id })} loading={noShow.isPending}>
              {b.role === "mentee" ? "Mentor did not come" : "Mentee did not come"}
            </Button>
          )}
          <Button size="xs" variant="ghost" onClick={() => open.mutate(b.role === "mentee" ? { mentorId: b.mentorId } : { menteeId: b.menteeId })} loading={open.isPending}>
            Message {other.split(" ")[0]}
          </Button>
        </HStack>
      </Card.Body>
      {moving && (
        <SimpleDialog open onClose={() => setMoving(false)} title="Pick a new time" description={`Your session with ${other}`}>
          <SlotPicker mentorId={b.mentorId} onPick={(s) => reschedule.mutate({ bookingId: b.id, startsAt: s.startsAt })} busyLabel={reschedule.isPending ? reschedule.variables?.startsAt : null} />
        </SimpleDialog>
      )}
      {talking && <ThreadDialog threadId={talking} onClose={() => setTalking(null)} />}
    </Card.Root>
  );
}

export function BookingsList({ as }: { as: "mentee" | "mentor" }) {
  const trpc = useTRPC();
  const q = useQuery({ ...trpc.bookings.mine.queryOptions(), refetchInterval: 60_000 });
  if (q.isPending) return <Spinner size="sm" color="brand.solid" aria-label="Loading sessions" />;
  if (q.isError) return <Text color="fg.error">{q.error.message}</Text>;
  const mine = q.data.bookings.filter((b) => b.role === as);
  if (mine.length === 0) {
    return <Text color="fg.muted" fontSize="sm">{as === "mentee" ? "No sessions yet. Open a mentor's profile to book one." : "No sessions booked with you yet."}</Text>;
  }
  return (
    <Stack gap="3" data-testid={`bookings-${as}`}>
      {mine.map((b) => (
        <BookingCard key={b.id} b={b} />
      ))}
    </Stack>
  );
}
