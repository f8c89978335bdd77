// "Try this approach": the approach's steps as a checklist to work through. For a library practice it
// starts a plan on the server (practice, situation category and the library's steps — never the
// question): ticks are kept, the plan shows on My Account and in a week Home asks "Did it work?". The
// dialog shows the answer's own tailored wording, which stays in the browser. An approach written by
// the AI model starts the plan of the library practice closest to it and shows that plan's steps (the
// model's own steps may carry details of the question, so they are not stored); when no practice is
// close, the dialog says why there is no plan and the checklist stays in this window.
import { Checkbox, Link, Progress, Spinner, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Link as RouterLink } from "react-router";
import { SimpleDialog } from "../../components/SimpleDialog.js";
import { useTRPC } from "../../trpc.js";
import type { AdviceResponse } from "./types.js";

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  steps: string[];
  /** The library practice (null for a model-written approach: a checklist in this dialog only). */
  practiceId: string | null;
  situation: AdviceResponse["situation"];
  /** Written by the AI model: the plan follows the closest library practice, in the library's words. */
  writtenByModel?: boolean;
}

export function TryApproachDialog({ open, onClose, title, steps: answerSteps, practiceId, situation, writtenByModel = false }: Props) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<boolean[]>(() => answerSteps.map(() => false));
  // The ticks as last set here, so ticks made while the plan was still starting are not lost.
  const ticks = useRef<boolean[]>(done);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: trpc.actionPlans.list.queryKey() });
  const setStep = useMutation(trpc.actionPlans.setStep.mutationOptions({ onSuccess: refresh }));
  const start = useMutation(
    trpc.actionPlans.start.mutationOptions({
      onSuccess: (plan) => {
        // A model-written approach shows the plan's own (library) steps from here on.
        const merged = writtenByModel ? plan.steps.map((st) => st.done) : answerSteps.map((_, i) => (ticks.current[i] ?? false) || (plan.steps[i]?.done ?? false));
        merged.forEach((d, i) => {
          if (d && i < plan.steps.length && !plan.steps[i]!.done) setStep.mutate({ id: plan.id, index: i, done: true });
        });
        ticks.current = merged;
        setDone(merged);
        refresh();
      },
    }),
  );
  const plan = start.data;
  const steps = writtenByModel && plan ? plan.steps.map((st) => st.text) : answerSteps;
  // A model-written approach waits for its plan's steps rather than showing steps it will replace.
  const waiting = writtenByModel && Boolean(practiceId) && !plan && !start.isError;

  useEffect(() => {
    if (!open) return;
    ticks.current = answerSteps.map(() => false);
    setDone(ticks.current);
    if (practiceId) start.mutate({ practiceId, situation });
    // Once per opening (the server returns the open plan for this practice rather than a second one).
  }, [open, answerSteps, practiceId, situation]);

  const tick = (i: number, checked: boolean) => {
    ticks.current = ticks.current.map((x, j) => (j === i ? checked : x));
    setDone(ticks.current);
    if (plan && i < plan.steps.length) setStep.mutate({ id: plan.id, index: i, done: checked });
  };

  const count = done.filter(Boolean).length;
  return (
    <SimpleDialog open={open} onClose={onClose} title="Try this approach" size="lg" scrollBehavior="inside">
      <Stack gap="4">
        <Text fontWeight="semibold">{title}</Text>
        {practiceId &&
          (start.isPending ? (
            <Spinner size="sm" aria-label="Starting your plan" />
          ) : start.isError ? (
            <Text fontSize="sm" color="fg.error">
              Could not save this plan ({start.error.message}). You can still work through the steps here.
            </Text>
          ) : plan ? (
            <Text fontSize="sm" color="fg.muted" data-testid="plan-started">
              {writtenByModel && (
                <>
                  Our AI coach wrote this approach. Your plan follows the closest practice in our library, “{plan.title}”, in the library's own words, so nothing from your question is stored.{" "}
                </>
              )}
              Saved as a plan on{" "}
              <Link asChild color="brand.fg">
                <RouterLink to="/account">My Account</RouterLink>
              </Link>
              . In a week we will ask whether it worked.
            </Text>
          ) : null)}
        {!practiceId && writtenByModel && (
          <Text fontSize="sm" color="fg.muted" data-testid="plan-not-started">
            Our AI coach wrote this approach and it is not close to any practice in our library, so it is not saved as a plan: a plan keeps a library practice's steps, never the words of your question. You can work through the steps here.
          </Text>
        )}
        {!waiting && (
          <>
        <Progress.Root value={steps.length ? (100 * count) / steps.length : 0} size="sm" colorPalette="brand" aria-label="Steps done">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" color="fg.muted">
          {count} of {steps.length} steps done
        </Text>
        <Stack gap="3" as="ul" listStyleType="none">
          {steps.map((step, i) => (
            <li key={i}>
              <Checkbox.Root checked={done[i] ?? false} onCheckedChange={(e) => tick(i, e.checked === true)} alignItems="flex-start" colorPalette="brand">
                <Checkbox.HiddenInput />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label fontWeight="normal" textDecoration={done[i] ? "line-through" : undefined} color={done[i] ? "fg.muted" : undefined}>
                  {step}
                </Checkbox.Label>
              </Checkbox.Root>
            </li>
          ))}
        </Stack>
        {count === steps.length && steps.length > 0 && <Text color="fg.success" fontWeight="medium">All steps done. Note what worked and what you would change next time.</Text>}
          </>
        )}
      </Stack>
    </SimpleDialog>
  );
}
