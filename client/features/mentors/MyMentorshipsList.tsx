// The signed-in user's mentorships with their status (shown on /account). Owned by the mentors work.
import { Avatar, Badge, Card, HStack, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link as RouterLink } from "react-router";
import { cents, formatUsd } from "../../../shared/money.js";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { PayMentorshipDialog, type MentorshipToPay } from "../billing/PayMentorshipDialog.js";
import { ReviewForm, Stars } from "./ReviewForm.js";
import type { MyMentorship } from "./types.js";
import { formatDay } from "../../../shared/dates.js";

export const STATUS_BADGE: Record<MyMentorship["status"], { label: string; palette: string }> = {
  pending_payment: { label: "Payment pending", palette: "warning" },
  active: { label: "Active", palette: "success" },
  cancelled: { label: "Cancelled", palette: "neutral" },
  ended: { label: "Ended", palette: "info" },
};

const FREQUENCY: Record<MyMentorship["paymentFrequency"], string> = { free: "Free", monthly: "Monthly", yearly: "Yearly" };

function MentorshipRow({ m, onPay }: { m: MyMentorship; onPay: (payment: MentorshipToPay) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [reviewing, setReviewing] = useState(false);
  const cancel = useMutation(
    trpc.mentorships.cancel.mutationOptions({
      onSuccess: async (res) => {
        notify("success", "Mentorship cancelled", res.cancelAtPeriodEnd && res.currentPeriodEnd ? `It stays active until ${formatDay(res.currentPeriodEnd)}.` : undefined);
        await queryClient.invalidateQueries({ queryKey: trpc.mentorships.mine.queryKey() });
      },
      onError: (err) => notify("error", "Cancellation failed", err.message || "Please try again."),
    }),
  );
  const badge = STATUS_BADGE[m.status];
  return (
    <Card.Root size="sm" variant="outline" data-testid="my-mentorship">
      <Card.Body gap="3">
        <HStack gap="3" align="start" wrap="wrap">
          <Avatar.Root size="md" colorPalette="brand">
            {m.mentor.imageUrl && <Avatar.Image src={m.mentor.imageUrl} alt="" />}
            <Avatar.Fallback>{m.mentor.name.slice(0, 1)}</Avatar.Fallback>
          </Avatar.Root>
          <Stack gap="0.5" flex="1" minW="40">
            <Link asChild fontWeight="semibold">
              <RouterLink to={`/mentors/${m.mentor.id}`}>{m.mentor.name}</RouterLink>
            </Link>
            <Text fontSize="sm" color="fg.muted">
              {m.mentor.specialty} · {FREQUENCY[m.paymentFrequency]}
              {m.paymentAmountCents !== null ? ` · ${formatUsd(m.paymentAmountCents)}${m.paymentFrequency === "yearly" ? "/yr" : "/mo"}` : ""}
            </Text>
            {m.currentPeriodEnd && m.status === "active" && m.cancelAtPeriodEnd && (
              <Text fontSize="xs" color="fg.muted" data-testid="mentorship-ends-on">
                Ends on {formatDay(m.currentPeriodEnd)}
              </Text>
            )}
            {m.currentPeriodEnd && m.status === "active" && !m.cancelAtPeriodEnd && !m.renewalGraceEnd && (
              <Text fontSize="xs" color="fg.muted">
                Paid until {formatDay(m.currentPeriodEnd)} · renews automatically
              </Text>
            )}
            {m.status === "active" && m.renewalGraceEnd && (
              <Text fontSize="xs" color="fg.error" data-testid="mentorship-renewal-failed">
                The renewal payment failed. Pay by {formatDay(m.renewalGraceEnd)} to keep this mentorship.
                {m.renewalRetryAt && ` We will try your default card again on ${formatDay(m.renewalRetryAt)}.`}
              </Text>
            )}
          </Stack>
          <Badge colorPalette={badge.palette} data-testid="mentorship-status">
            {badge.label}
          </Badge>
        </HStack>
        {m.review && !reviewing && (
          <HStack gap="2" fontSize="sm">
            <Stars value={m.review.rating} />
            <Text color="fg.muted" lineClamp={1}>
              {m.review.text}
            </Text>
          </HStack>
        )}
        {reviewing && <ReviewForm mentorshipId={m.id} mentorId={m.mentorId} initial={m.review} onDone={() => setReviewing(false)} />}
        <HStack gap="2" wrap="wrap">
          {(m.status === "pending_payment" || (m.status === "active" && m.renewalGraceEnd)) && (
            <Button variant="primary" size="xs" onClick={() => onPay(mentorshipToPay(m))}>
              Pay now
            </Button>
          )}
          {m.canReview && !reviewing && (
            <Button size="xs" variant="secondary" onClick={() => setReviewing(true)}>
              {m.review ? "Edit review" : "Write a review"}
            </Button>
          )}
          {m.canCancel && (
            <Button size="xs" variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate({ mentorshipId: m.id })}>
              Cancel mentorship
            </Button>
          )}
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

/** The pay dialog's view of a pending mentorship (the server fixed its amount when it was created). */
export function mentorshipToPay(m: Pick<MyMentorship, "id" | "paymentAmountCents" | "paymentFrequency">, mentorName?: string): MentorshipToPay {
  const mentor = mentorName ?? (m as Partial<MyMentorship>).mentor?.name ?? "your mentor";
  return { mentorshipId: m.id, amountCents: m.paymentAmountCents ?? cents(0), label: `${FREQUENCY[m.paymentFrequency]} mentorship with ${mentor}` };
}

export function MyMentorshipsList() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.mentorships.mine.queryOptions());
  const [payFor, setPayFor] = useState<MentorshipToPay | null>(null);
  return (
    <Stack gap="3" data-testid="my-mentorships">
      <Text fontSize="lg" fontWeight="semibold">
        My Mentorships
      </Text>
      {list.isPending ? (
        <Spinner color="brand.solid" aria-label="Loading mentorships" />
      ) : list.isError ? (
        <Text color="fg.error">Could not load your mentorships.</Text>
      ) : list.data.length === 0 ? (
        <Text color="fg.muted">You have no mentorships yet. Choose "Mentor coaching" on the home page to find a mentor.</Text>
      ) : (
        list.data.map((m) => <MentorshipRow key={m.id} m={m} onPay={setPayFor} />)
      )}
      <PayMentorshipDialog
        payment={payFor}
        onClose={() => setPayFor(null)}
        onPaid={() => {
          setPayFor(null);
          void queryClient.invalidateQueries({ queryKey: trpc.mentorships.mine.queryKey() });
        }}
      />
    </Stack>
  );
}
