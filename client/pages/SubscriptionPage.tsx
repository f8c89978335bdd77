// /subscription — 'Subscription Plans': Free, Basic, Premium; monthly/yearly ('Save 20%'); pay with a
// saved or new card, then /payment-success.
import { Alert, Badge, Box, ButtonGroup, Heading, List, SimpleGrid, Spinner, Stack, Text } from "@chakra-ui/react";
import { Button } from "../components/ui/button.js";
import { formatDay } from "../../shared/dates.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { BillingInterval, PlanId } from "../../shared/billing.js";
import { formatCents } from "../../shared/money.js";
import { SimpleDialog } from "../components/SimpleDialog.js";
import { notify } from "../components/toaster.js";
import { useTRPC } from "../trpc.js";
import { PayWithPicker, payWithInput, usePayWith } from "../features/billing/CardForm.js";
import { useIdempotencyKey } from "../features/billing/useIdempotencyKey.js";

export default function SubscriptionPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [interval, setInterval] = useState<BillingInterval>("monthly");
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const plans = useQuery(trpc.billing.plans.queryOptions());
  const sub = useQuery(trpc.billing.subscription.queryOptions());
  // One Idempotency-Key per action: a double click or a retry is charged once.
  const idem = useIdempotencyKey(chosen);
  const subscribe = useMutation(
    trpc.billing.subscribe.mutationOptions({
      ...idem.trpc,
      onSettled: (_data, error) => idem.answered(error),
      onSuccess: (res) => {
        void queryClient.invalidateQueries();
        setChosen(null);
        if (res.effective === "now" && res.paymentId) navigate(`/payment-success?invoice=${encodeURIComponent(res.invoiceNumber ?? "")}`);
        else notify("success", "Plan change scheduled", "Your plan changes at the end of your current billing period.");
      },
      onError: (err) => notify("error", "Subscription failed", err.message || "Failed to create subscription"),
    }),
  );
  const current = sub.data;
  const highlight = params.get("plan");
  return (
    <Stack gap="8">
      <Stack gap="2" align="center" textAlign="center">
        <Heading as="h1" size="2xl">
          Subscription Plans
        </Heading>
        <Text color="fg.muted">Choose the plan that fits how you lead. Cancel any time.</Text>
        <ButtonGroup size="sm" attached mt="2">
          <Button aria-pressed={interval === "monthly"} variant={interval === "monthly" ? "primary" : "secondary"} onClick={() => setInterval("monthly")}>
            Monthly
          </Button>
          <Button aria-pressed={interval === "yearly"} variant={interval === "yearly" ? "primary" : "secondary"} onClick={() => setInterval("yearly")}>
            Yearly <Badge colorPalette="success" ms="2">Save 20%</Badge>
          </Button>
        </ButtonGroup>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {(plans.data ?? []).map((p) => {
          const price = interval === "yearly" ? p.yearlyPrice : p.monthlyPrice;
          const isCurrent = current?.tier === p.id && (p.id === "free" || current?.interval === interval);
          return (
            // A highlighted card doubles its border with an outline (which takes no room), so every card's
            // content starts at the same height; the list grows so the cards' buttons line up at the bottom.
            <Box
              key={p.id}
              data-testid={`plan-${p.id}`}
              bg="bg.panel"
              borderWidth="1px"
              borderColor={p.id === "premium" ? "brand.solid" : undefined}
              outline={highlight === p.id || p.id === "premium" ? "1px solid" : undefined}
              outlineColor={p.id === "premium" ? "brand.solid" : "border.emphasized"}
              rounded="xl"
              p="6"
              display="flex"
            >
              <Stack gap="3" flex="1">
                <Heading as="h2" size="lg">
                  {p.name}
                </Heading>
                <Text fontSize="3xl" fontWeight="bold">
                  {formatCents(price)}
                  <Text as="span" fontSize="md" fontWeight="normal">
                    /{interval === "yearly" ? "year" : "month"}
                  </Text>
                </Text>
                {interval === "yearly" && p.id !== "free" && <Text fontSize="sm" color="fg.muted">{formatCents(Math.round(p.yearlyPrice / 12))}/month billed yearly</Text>}
                <List.Root ps="5" gap="1" flex="1">
                  {p.features.map((f) => (
                    <List.Item key={f}>{f}</List.Item>
                  ))}
                </List.Root>
                {isCurrent ? (
                  <Button disabled variant="secondary">
                    Current plan
                  </Button>
                ) : p.id === "free" ? (
                  <Button variant="secondary" disabled={current?.tier === "free"} onClick={() => navigate("/account")}>
                    Manage on your account page
                  </Button>
                ) : (
                  <Button variant="primary"
                    onClick={() => {
                      subscribe.reset();
                      setChosen(p.id);
                    }}
                  >
                    {current?.tier === "free" ? `Subscribe to ${p.name}` : `Switch to ${p.name}`}
                  </Button>
                )}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
      <SimpleDialog open={chosen !== null} onClose={() => setChosen(null)} title={`Subscribe to ${chosen ? chosen[0]!.toUpperCase() + chosen.slice(1) : ""} (${interval})`}>
        {chosen && <PlanCheckout plan={chosen} interval={interval} pending={subscribe.isPending} error={subscribe.error?.message ?? null} onPay={(payWith) => subscribe.mutate({ plan: chosen, interval, ...payWith })} />}
      </SimpleDialog>
    </Stack>
  );
}

const per = (interval: BillingInterval) => (interval === "yearly" ? "a year" : "a month");

/** The exact charge, computed by the server (proration included), then pay: the button's amount is the invoice's total. */
function PlanCheckout({ plan, interval, pending, error, onPay }: { plan: PlanId; interval: BillingInterval; pending: boolean; error: string | null; onPay: (payWith: Partial<ReturnType<typeof payWithInput>>) => void }) {
  const trpc = useTRPC();
  const { value: payWith, setValue: setPayWith } = usePayWith();
  const quote = useQuery({ ...trpc.billing.quotePlanChange.queryOptions({ plan, interval }), staleTime: 0 });
  if (quote.isPending) return <Spinner color="brand.solid" aria-label="Pricing your plan" />;
  if (quote.isError) return <Text color="fg.error">{quote.error.message}</Text>;
  const q = quote.data;
  if (q.effective !== "now") {
    return (
      <Stack gap="4" data-testid="plan-quote">
        <Text>
          Nothing to pay today. {q.effective === "same" ? "This is your current plan." : `Your plan changes on ${q.effectiveAt ? formatDay(q.effectiveAt) : "the end of your paid period"}, then costs ${formatCents(q.recurringPrice)} ${per(q.interval)}.`}
        </Text>
        {q.effective === "period_end" && (
          <Button variant="primary" loading={pending} onClick={() => onPay({})}>
            Schedule the change
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      <Stack gap="1" data-testid="plan-quote">
        <Text fontSize="lg">
          <b>{formatCents(q.amountDue)} today</b>, then {formatCents(q.recurringPrice)} {per(q.interval)}
        </Text>
        {q.credit > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {q.lines.map((l) => `${l.description}: ${formatCents(l.amount)}`).join(" · ")}
          </Text>
        )}
      </Stack>
      <PayWithPicker value={payWith} onChange={setPayWith} />
      {error && (
        <Alert.Root status="error" size="sm" data-testid="payment-error">
          <Alert.Indicator />
          <Alert.Title>{error}</Alert.Title>
        </Alert.Root>
      )}
      <Button variant="primary" loading={pending} onClick={() => onPay(payWithInput(payWith))}>
        Pay {formatCents(q.amountDue)} and subscribe
      </Button>
    </Stack>
  );
}
