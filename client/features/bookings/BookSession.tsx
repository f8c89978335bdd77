// "Book a session" on the mentor profile (page and dialog): pick an open slot, say what to discuss,
// optionally send that topic to the mentor as a stored message, and book with the mentorship's
// allowance or a mentor-call credit.
import { Box, Checkbox, Field, RadioGroup, Stack, Text, Textarea } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { formatSessionStart, formatSessionTime, viewerTimeZone } from "../../../shared/dates.js";
import { MAX_TOPIC } from "../../../shared/schemas/bookings.js";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { useAuth } from "../auth/useAuth.js";
import { SlotPicker, type Slot } from "./SlotPicker.js";
import { PayWithPicker, emptyCard, payWithInput, type PayWithValue } from "../billing/CardForm.js";
import { formatCents } from "../../../shared/money.js";
import { useIdempotencyKey } from "../billing/useIdempotencyKey.js";

export function BookSessionSection({ mentor }: { mentor: { id: string; name: string; userId?: string } }) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [slot, setSlot] = useState<Slot | null>(null);
  const [price, setPrice] = useState(0);
  return (
    <Stack gap="2" data-testid="book-session">
      <Text fontWeight="semibold">Book a session</Text>
      <SlotPicker
        mentorId={mentor.id}
        onPrice={setPrice}
        onPick={(s) => {
          if (!user) {
            notify("error", "Authentication required", "Please sign in to book a session");
            navigate("/login");
            return;
          }
          setSlot(s);
        }}
      />
      {slot && <BookSessionDialog mentor={mentor} slot={slot} price={price} onClose={() => setSlot(null)} />}
    </Stack>
  );
}

function BookSessionDialog({ mentor, slot, price, onClose }: { mentor: { id: string; name: string }; slot: Slot; price: number; onClose: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [topic, setTopic] = useState("");
  const [asMessage, setAsMessage] = useState(false);
  const [pay, setPay] = useState<"credit" | "payment">("credit");
  const [payWith, setPayWith] = useState<PayWithValue>({ kind: "new", card: emptyCard });
  const mentorships = useQuery(trpc.mentorships.mine.queryOptions());
  const subscription = useQuery(trpc.billing.subscription.queryOptions());
  const within = (mentorships.data ?? []).some((m) => m.mentorId === mentor.id && m.status === "active");
  const credits = subscription.data?.mentorCallCredits ?? null;
  const tz = viewerTimeZone();
  // One Idempotency-Key per action: a double click or a retry is charged once.
  const idem = useIdempotencyKey(slot);
  const book = useMutation(
    trpc.bookings.create.mutationOptions({
      ...idem.trpc,
      onSettled: (_data, error) => idem.answered(error),
      onSuccess: async (b) => {
        notify("success", b.status === "confirmed" ? "Session booked" : "Session requested", b.status === "confirmed" ? `${mentor.name} will see you ${formatSessionStart(b.startsAt, tz)}.` : `${mentor.name} will confirm your session on ${formatSessionStart(b.startsAt, tz)}.`);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.bookings.pathKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.billing.subscription.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.messages.pathKey() }),
        ]);
        onClose();
      },
      onError: async (err) => {
        notify("error", "Booking failed", err.message);
        await queryClient.invalidateQueries({ queryKey: trpc.bookings.slots.pathKey() });
      },
    }),
  );
  const noCredits = !within && credits !== null && credits <= 0;
  const canBuy = !within && price > 0;
  const paying = canBuy && (pay === "payment" || noCredits);
  return (
    <SimpleDialog open onClose={onClose} title={`Session with ${mentor.name}`} description={`${formatSessionStart(slot.startsAt, tz)} – ${formatSessionTime(slot.endsAt, tz)} (${tz})`}>
      <Stack gap="4">
        <Box bg="bg.muted" rounded="md" p="3" fontSize="sm" data-testid="booking-funding">
          {within
            ? "Included in your mentorship with this mentor."
            : noCredits
              ? `You have no mentor-call credits left. Credits refill each month; a mentorship includes sessions.${canBuy ? ` You can buy this session for ${formatCents(price)}.` : ""}`
              : `Uses 1 mentor-call credit${credits !== null ? ` (you have ${credits})` : ""}. Cancel 24 hours or more ahead and you get it back.`}
        </Box>
        {canBuy && !noCredits && (
          <RadioGroup.Root value={pay} onValueChange={(e) => setPay(e.value as "credit" | "payment")} colorPalette="brand" size="sm">
            <Stack gap="2">
              <RadioGroup.Item value="credit">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Use 1 mentor-call credit</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="payment">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Buy this session for {formatCents(price)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
        )}
        {paying && (
          <Stack gap="2">
            <PayWithPicker value={payWith} onChange={setPayWith} />
            <Text fontSize="xs" color="fg.muted">Cancel 24 hours or more ahead (or if {mentor.name} declines) and the payment is refunded.</Text>
          </Stack>
        )}
        <Field.Root>
          <Field.Label>What would you like to discuss? (optional)</Field.Label>
          <Textarea value={topic} maxLength={MAX_TOPIC} onChange={(e) => setTopic(e.target.value)} rows={3} placeholder="e.g. Preparing a difficult conversation with a team member" />
          <Field.HelperText>Your topic is stored with the booking so your mentor can prepare.</Field.HelperText>
        </Field.Root>
        <Checkbox.Root checked={asMessage} onCheckedChange={(e) => setAsMessage(e.checked === true)} colorPalette="brand" disabled={!topic.trim()}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>Also send my topic to {mentor.name} as a message</Checkbox.Label>
        </Checkbox.Root>
        <Text fontSize="xs" color="fg.muted">
          Questions you ask LeadOne's advice are never stored. Booking topics and messages are different: they are stored so you and your mentor can read them later. If you tick the box, your topic becomes a message in your conversation, marked as sent from this booking.
        </Text>
        <Button variant="primary"
          onClick={() => book.mutate({ mentorId: mentor.id, startsAt: slot.startsAt, ...(topic.trim() ? { topic: topic.trim(), topicAsMessage: asMessage } : {}), ...(paying ? { payWith: "payment" as const, ...payWithInput(payWith) } : {}) })}
          loading={book.isPending}
          disabled={noCredits && !canBuy}
        >
          {within ? "Book session" : paying ? `Pay ${formatCents(price)} and book` : "Book with 1 credit"}
        </Button>
      </Stack>
    </SimpleDialog>
  );
}
