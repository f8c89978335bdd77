// /subscription — 'Subscription Plans': Free, Basic, Premium; monthly/yearly ('Save 20%'); pay with a
// saved or new card, then /payment-success.
import { Badge, Box, Button, ButtonGroup, Heading, List, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import type { BillingInterval, PlanId } from "../../shared/billing.js";
import { formatCents } from "../../shared/money.js";
import { SimpleDialog } from "../components/SimpleDialog.js";
import { notify } from "../components/toaster.js";
import { useTRPC } from "../trpc.js";
import { PayWithPicker, payWithInput, emptyCard, type PayWithValue } from "../features/billing/CardForm.js";

export default function SubscriptionPage() {
  const trpc = useTRPC();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const [interval, setInterval] = useState<BillingInterval>("monthly");
  const [chosen, setChosen] = useState<PlanId | null>(null);
  const [payWith, setPayWith] = useState<PayWithValue>({ kind: "new", card: emptyCard });
  const plans = useQuery(trpc.billing.plans.queryOptions());
  const sub = useQuery(trpc.billing.subscription.queryOptions());
  const subscribe = useMutation(
    trpc.billing.subscribe.mutationOptions({
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
        <ButtonGroup size="sm" attached variant="outline" mt="2">
          <Button aria-pressed={interval === "monthly"} variant={interval === "monthly" ? "solid" : "outline"} onClick={() => setInterval("monthly")}>
            Monthly
          </Button>
          <Button aria-pressed={interval === "yearly"} variant={interval === "yearly" ? "solid" : "outline"} onClick={() => setInterval("yearly")}>
            Yearly <Badge colorPalette="green" ms="2">Save 20%</Badge>
          </Button>
        </ButtonGroup>
      </Stack>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {(plans.data ?? []).map((p) => {
          const price = interval === "yearly" ? p.yearlyPrice : p.monthlyPrice;
          const isCurrent = current?.tier === p.id && (p.id === "free" || current?.interval === interval);
          return (
            <Box key={p.id} data-testid={`plan-${p.id}`} bg="white" borderWidth={highlight === p.id || p.id === "premium" ? "2px" : "1px"} borderColor={p.id === "premium" ? "blue.400" : undefined} rounded="xl" p="6">
              <Stack gap="3">
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
                <List.Root ps="5" gap="1">
                  {p.features.map((f) => (
                    <List.Item key={f}>{f}</List.Item>
                  ))}
                </List.Root>
                {isCurrent ? (
                  <Button disabled variant="outline">
                    Current plan
                  </Button>
                ) : p.id === "free" ? (
                  <Button variant="outline" disabled={current?.tier === "free"} onClick={() => navigate("/account")}>
                    Manage on your account page
                  </Button>
                ) : (
                  <Button colorPalette="blue" onClick={() => setChosen(p.id)}>
                    {current?.tier === "free" ? `Subscribe to ${p.name}` : `Switch to ${p.name}`}
                  </Button>
                )}
              </Stack>
            </Box>
          );
        })}
      </SimpleGrid>
      <SimpleDialog open={chosen !== null} onClose={() => setChosen(null)} title={`Subscribe to ${chosen ? chosen[0]!.toUpperCase() + chosen.slice(1) : ""} (${interval})`}>
        <Stack gap="4">
          {chosen && plans.data && (
            <Text>
              Total: <b>{formatCents(plans.data.find((p) => p.id === chosen)![interval === "yearly" ? "yearlyPrice" : "monthlyPrice"])}</b> per {interval === "yearly" ? "year" : "month"}
              {current && current.tier !== "free" ? " (unused time on your current plan is credited)" : ""}
            </Text>
          )}
          <PayWithPicker value={payWith} onChange={setPayWith} />
          <Button colorPalette="blue" loading={subscribe.isPending} onClick={() => chosen && subscribe.mutate({ plan: chosen, interval, ...payWithInput(payWith) })}>
            Pay and subscribe
          </Button>
        </Stack>
      </SimpleDialog>
    </Stack>
  );
}
