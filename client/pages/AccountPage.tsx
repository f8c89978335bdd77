// /account — plan info, credits, usage history by month (chart), cancel/resume, change plan, saved
// approaches and mentorships (pending ones can be paid there).
import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import { Link as RouterLink } from "react-router";
import { formatCents } from "../../shared/money.js";
import { notify } from "../components/toaster.js";
import { useTRPC } from "../trpc.js";
import { SuspensionBanner } from "../features/account/SuspensionBanner.js";
import { UsageStatusCard } from "../features/usage/UsageStatusCard.js";
import { SavedApproachesList } from "../features/advice/SavedApproachesList.js";
import { PlansList } from "../features/plans/PlansList.js";
import { MyMentorshipsList } from "../features/mentors/MyMentorshipsList.js";
import { BookingsList } from "../features/bookings/BookingsList.js";
import { MessagesPanel } from "../features/messages/Messages.js";
import { formatDay, formatMonthKey, formatPeriod } from "../../shared/dates.js";
import { useIdempotencyKey } from "../features/billing/useIdempotencyKey.js";


function Credit({ label, value, max }: { label: string; value: number; max: number | null }) {
  return (
    <Box borderWidth="1px" rounded="lg" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="xl" fontWeight="bold">
        {max === null ? "Unlimited" : `${value} of ${max}`}
      </Text>
    </Box>
  );
}

export default function AccountPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sub = useQuery(trpc.billing.subscription.queryOptions());
  const history = useQuery(trpc.usage.history.queryOptions({ months: 6 }));
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.billing.pathKey() });
  const cancel = useMutation(
    trpc.billing.cancel.mutationOptions({
      onSuccess: () => {
        notify("success", "Subscription cancelled", "Your plan stays active until the end of the paid period.");
        void refresh();
      },
      onError: (e) => notify("error", "Cancellation failed", e.message),
    }),
  );
  const resume = useMutation(trpc.billing.resume.mutationOptions({ onSuccess: () => void refresh(), onError: (e) => notify("error", "Could not resume", e.message) }));
  // One Idempotency-Key per action: a double click or a retry is charged once.
  const idem = useIdempotencyKey();
  const retry = useMutation(
    trpc.billing.retryPayment.mutationOptions({
      ...idem.trpc,
      onSettled: (_data, error) => idem.answered(error),
      onSuccess: () => {
        notify("success", "Payment successful");
        void queryClient.invalidateQueries();
      },
      onError: (e) => notify("error", "Payment failed", e.message),
    }),
  );
  const s = sub.data;
  return (
    <Stack gap="8">
      <SuspensionBanner />
      <Heading as="h1" size="2xl">
        My Account
      </Heading>
      {s && (
        <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="5" data-testid="plan-info">
          <Stack gap="4">
            <HStack justify="space-between" wrap="wrap">
              <Stack gap="1">
                <HStack>
                  <Heading as="h2" size="lg">
                    {s.planName} plan
                  </Heading>
                  {s.tier !== "free" && <Badge>{s.interval}</Badge>}
                  {s.status === "past_due" && <Badge colorPalette="danger">Payment overdue</Badge>}
                  {s.cancelAtPeriodEnd && <Badge colorPalette="warning">Cancels {s.paidThrough ? formatDay(s.paidThrough) : "at period end"}</Badge>}
                </HStack>
                <Text color="fg.muted">
                  {s.tier === "free"
                    ? "$0.00 — no card needed"
                    : `${formatCents(s.price)} per ${s.interval === "yearly" ? "year" : "month"} · ${s.cancelAtPeriodEnd ? "active until" : "renews"} ${s.paidThrough ? formatDay(s.paidThrough) : ""}`}
                </Text>
                {s.pendingPlan && (
                  <Text fontSize="sm" color="fg.warning">
                    Changes to {s.pendingPlan.plan} ({s.pendingPlan.interval}) on {s.paidThrough ? formatDay(s.paidThrough) : "period end"}.
                  </Text>
                )}
                <Text fontSize="sm" color="fg.muted">
                  Current billing period: {formatPeriod(s.billingPeriodStart, s.billingPeriodEnd)}
                </Text>
              </Stack>
              <HStack wrap="wrap">
                <Button asChild variant="secondary">
                  <RouterLink to="/subscription">{s.tier === "free" ? "Upgrade plan" : "Change plan"}</RouterLink>
                </Button>
                {s.status === "past_due" && (
                  <Button variant="primary" loading={retry.isPending} onClick={() => retry.mutate({})}>
                    Pay now
                  </Button>
                )}
                {s.tier !== "free" && !s.cancelAtPeriodEnd && (
                  <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
                    Cancel subscription
                  </Button>
                )}
                {(s.cancelAtPeriodEnd || s.pendingPlan) && (
                  <Button variant="primary" loading={resume.isPending} onClick={() => resume.mutate()}>
                    {s.cancelAtPeriodEnd ? "Resume subscription" : "Keep current plan"}
                  </Button>
                )}
              </HStack>
            </HStack>
            <Text fontSize="sm">Includes: {s.features.join(" · ")}</Text>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
              <Credit label="Text credits" value={s.textCredits} max={s.maxTextCredits} />
              <Credit label="Audio credits" value={s.audioCredits} max={s.maxAudioCredits} />
              <Credit label="Mentor call credits" value={s.mentorCallCredits} max={s.maxMentorCallCredits} />
            </SimpleGrid>
          </Stack>
        </Box>
      )}
      <UsageStatusCard />
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="5">
        <Heading as="h2" size="md" mb="3">
          Usage history
        </Heading>
        <Box h="220px" data-testid="usage-chart">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={(history.data ?? []).map((h) => ({ ...h, label: formatMonthKey(h.month) }))}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="label" />
              <YAxis allowDecimals={false} />
              <Tooltip />
              <Bar dataKey="requests" name="Requests" fill="var(--chakra-colors-chart-tertiary)" />
              <Bar dataKey="overage" name="Additional (overage)" fill="var(--chakra-colors-chart-danger)" />
            </BarChart>
          </ResponsiveContainer>
        </Box>
      </Box>
      <PlansList />
      <SavedApproachesList />
      <MyMentorshipsList />
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="5" id="sessions">
        <Heading as="h2" size="md" mb="3">
          My Sessions
        </Heading>
        <BookingsList as="mentee" />
      </Box>
      <Box bg="bg.panel" borderWidth="1px" rounded="xl" p="5" id="messages">
        <Heading as="h2" size="md" mb="3">
          Messages
        </Heading>
        <MessagesPanel />
      </Box>
    </Stack>
  );
}
