// My Account: the plans started with "Try this approach" — each approach's steps as a checklist to
// tick, when "Did it work?" comes, and the answer once given. Plans hold no part of the question.
import { Badge, Checkbox, Progress, Stack, Text } from "@chakra-ui/react";
import { ItemCard, ItemListSection } from "../../components/ItemList.js";
import { Button } from "../../components/ui/button.js";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterOutputs } from "@trpc/server";
import { FiTrash2 } from "react-icons/fi";
import { notify } from "../../components/toaster.js";
import { useTRPC } from "../../trpc.js";
import type { AppRouter } from "../../../server/trpc/router.js";
import { formatDay } from "../../../shared/dates.js";
import { PLAN_OUTCOME_LABELS } from "../../../shared/plans.js";

export type ActionPlan = inferRouterOutputs<AppRouter>["actionPlans"]["list"][number];

const OUTCOME_PALETTE = { worked: "success", partly: "warning", didnt: "danger" } as const;

function PlanItem({ plan }: { plan: ActionPlan }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.actionPlans.list.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.actionPlans.checkIns.queryKey() });
  };
  const setStep = useMutation(
    trpc.actionPlans.setStep.mutationOptions({
      onSuccess: (updated) => queryClient.setQueryData(trpc.actionPlans.list.queryKey(), (list) => list?.map((p) => (p.id === updated.id ? updated : p))),
      onError: (error) => notify("error", "Could not save the step", error.message || "Please try again later."),
    }),
  );
  const remove = useMutation(
    trpc.actionPlans.delete.mutationOptions({
      onSuccess: () => {
        notify("success", "Plan deleted");
        refresh();
      },
      onError: (error) => notify("error", "Could not delete the plan", error.message || "Please try again later."),
    }),
  );
  const done = plan.steps.filter((s) => s.done).length;
  return (
    <ItemCard
      data-testid="action-plan"
      title={plan.title}
      meta={`Started ${formatDay(plan.createdAt)} · ${plan.outcome ? "answered" : plan.checkInDue ? "Did it work? Tell us on Home" : `check-in ${formatDay(plan.checkInAt)}`}`}
      actions={
        <>
          {plan.outcome && <Badge colorPalette={OUTCOME_PALETTE[plan.outcome]}>{PLAN_OUTCOME_LABELS[plan.outcome]}</Badge>}
          <Button size="xs" variant="danger" loading={remove.isPending} onClick={() => remove.mutate({ id: plan.id })} aria-label={`Delete plan ${plan.title}`}>
            <FiTrash2 />
          </Button>
        </>
      }
    >
      <Progress.Root mt="3" value={(100 * done) / plan.steps.length} size="xs" colorPalette="brand" aria-label={`${plan.title}: steps done`} mb="1">
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" mb="3">
        {done} of {plan.steps.length} steps done
      </Text>
      <Stack as="ul" gap="2" listStyleType="none" ps="0">
        {plan.steps.map((step, i) => (
          <li key={i}>
            <Checkbox.Root checked={step.done} onCheckedChange={(e) => setStep.mutate({ id: plan.id, index: i, done: e.checked === true })} alignItems="flex-start" colorPalette="brand" size="sm">
              <Checkbox.HiddenInput />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal" fontSize="sm" textDecoration={step.done ? "line-through" : undefined} color={step.done ? "fg.muted" : undefined}>
                {step.text}
              </Checkbox.Label>
            </Checkbox.Root>
          </li>
        ))}
      </Stack>
      {plan.outcomeNote && (
        <Text fontSize="sm" mt="3" color="fg.muted" data-testid="plan-note">
          Your note: {plan.outcomeNote}
        </Text>
      )}
    </ItemCard>
  );
}

export function PlansList() {
  const trpc = useTRPC();
  const plans = useQuery(trpc.actionPlans.list.queryOptions());
  return (
    <ItemListSection
      heading="My plans"
      headingId="plans-heading"
      query={plans}
      errorText="Could not load your plans. Please try again later."
      emptyText="No plans yet. Use Try this approach on any answer to start one; a week later we ask whether it worked."
    >
      {(plan) => <PlanItem key={plan.id} plan={plan} />}
    </ItemListSection>
  );
}
