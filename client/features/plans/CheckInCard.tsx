// Home: "Did it work?" for plans started a week ago or more. The answer (worked / partly / didn't) and
// an optional note are kept with the plan; counted with other people's answers they help rank
// approaches for similar situations.
import { Box, Field, Heading, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import { MAX_OUTCOME_NOTE, PLAN_OUTCOME_LABELS, PLAN_TEXTS } from "../../../shared/plans.js";
import type { PlanOutcome } from "../../../shared/schemas/statuses.js";

// The outcomes in their order, from the labels (PLAN_OUTCOMES lives beside its zod schema).
const PLAN_OUTCOMES = Object.keys(PLAN_OUTCOME_LABELS) as PlanOutcome[];
import type { ActionPlan } from "./PlansList.js";

function CheckIn({ plan }: { plan: ActionPlan }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [note, setNote] = useState("");
  const record = useMutation(
    trpc.actionPlans.recordOutcome.mutationOptions({
      onSuccess: () => {
        notify("success", PLAN_TEXTS.outcomeThanks);
        void queryClient.invalidateQueries({ queryKey: trpc.actionPlans.checkIns.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.actionPlans.list.queryKey() });
      },
      onError: (error) => notify("error", "Could not save your answer", error.message || "Please try again later."),
    }),
  );
  const answer = (outcome: PlanOutcome) => record.mutate({ id: plan.id, outcome, ...(note.trim() ? { note: note.trim() } : {}) });
  const done = plan.steps.filter((s) => s.done).length;
  return (
    <Box as="section" aria-label={`${PLAN_TEXTS.checkInTitle} ${plan.title}`} borderWidth="1px" borderColor="brand.200" bg="brand.50" _dark={{ bg: "brand.950", borderColor: "brand.800" }} rounded="xl" p={{ base: "4", md: "5" }} data-testid="check-in-card">
      <Stack gap="3">
        <Heading as="h2" size="md">
          {PLAN_TEXTS.checkInTitle}
        </Heading>
        <Text fontSize="sm">
          A week ago you started <strong>{plan.title}</strong> ({done} of {plan.steps.length} steps ticked). How did it go?
        </Text>
        <Field.Root>
          <Field.Label fontSize="sm">A note for yourself (optional)</Field.Label>
          <Textarea value={note} onChange={(e) => setNote(e.target.value)} maxLength={MAX_OUTCOME_NOTE} rows={2} bg="bg" placeholder="What helped, what you would change" />
        </Field.Root>
        <HStack gap="2" wrap="wrap">
          {PLAN_OUTCOMES.map((outcome) => (
            <Button key={outcome} size="sm" variant={outcome === "worked" ? "primary" : "secondary"} disabled={record.isPending} onClick={() => answer(outcome)}>
              {PLAN_OUTCOME_LABELS[outcome]}
            </Button>
          ))}
        </HStack>
      </Stack>
    </Box>
  );
}

/** Shown on Home to signed-in users with a plan waiting for its check-in (the oldest first). */
export function CheckInCard() {
  const trpc = useTRPC();
  const due = useQuery({ ...trpc.actionPlans.checkIns.queryOptions(), staleTime: 60_000 });
  const plan = due.data?.[0];
  if (!plan) return null;
  return <CheckIn key={plan.id} plan={plan} />;
}
