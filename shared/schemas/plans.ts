// Action plans ("Try this approach", issue 14 item 5): an approach's steps as a checklist on My Account,
// and a week later "Did it work?". A plan holds the practice, the situation category the engine read and
// the steps — never the question.
import { z } from "zod";
import { zId } from "./common.js";
import { SITUATION_THEMES } from "./advice-library.js";

import { PLAN_OUTCOMES, zPlanOutcome, type PlanOutcome } from "./statuses.js";
export { PLAN_OUTCOMES, type PlanOutcome };
// The texts and limits live zod-free in shared/plans.ts (the home page's check-in card imports them).
import { MAX_OUTCOME_NOTE, PLAN_OUTCOME_LABELS, PLAN_TEXTS } from "../plans.js";
export { MAX_OUTCOME_NOTE, PLAN_OUTCOME_LABELS, PLAN_TEXTS };

export const MAX_PLAN_STEPS = 12;
/** How many plans one user may keep. */
export const MAX_PLANS = 100;
/** The check-in ("Did it work?") comes this long after a plan starts. */
export const PLAN_CHECK_IN_MS = 7 * 24 * 3_600_000;


export const zStartPlanInput = z.strictObject({
  /** The library practice behind the option (the option id's tail, e.g. "sbi-feedback"). */
  practiceId: z
    .string({ error: (issue) => (issue.input === undefined ? "Choose an approach first" : "Unknown practice") })
    .trim()
    .min(1, "Choose an approach first")
    .max(80, "Unknown practice")
    .regex(/^[a-z0-9-]+$/, "Unknown practice"),
  /** The situation category from the answer (its `situation`), never the question. */
  situation: z.enum(SITUATION_THEMES, { error: "Unknown situation" }).nullable().default(null),
});
export type StartPlanInput = z.output<typeof zStartPlanInput>;

export const zPlanIdInput = z.strictObject({ id: zId });

export const zSetPlanStepInput = z.strictObject({
  id: zId,
  index: z.coerce.number().int().min(0).max(MAX_PLAN_STEPS - 1),
  done: z.boolean({ error: "done must be true or false" }),
});

export const zRecordOutcomeInput = z.strictObject({
  id: zId,
  outcome: z.enum(PLAN_OUTCOMES, { error: "Outcome must be one of: worked, partly, didnt" }),
  note: z.string().trim().max(MAX_OUTCOME_NOTE, `A note must be at most ${MAX_OUTCOME_NOTE} characters`).optional(),
});

export const zPlan = z.object({
  id: z.string(),
  practiceId: z.string().nullable(),
  situation: z.string().nullable(),
  title: z.string(),
  steps: z.array(z.object({ text: z.string(), done: z.boolean() })),
  checkInAt: z.date(),
  /** The check-in time has come and no outcome is recorded yet: Home asks "Did it work?". */
  checkInDue: z.boolean(),
  outcome: zPlanOutcome.nullable(),
  outcomeNote: z.string().nullable(),
  createdAt: z.date(),
});
export type Plan = z.infer<typeof zPlan>;
