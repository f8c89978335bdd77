// The action-plan texts and limits both sides use, without zod: the home page's check-in card imports them,
// and zod would ride along into its first load (issue 13). shared/schemas/plans.ts re-exports them.
import type { PlanOutcome } from "./schemas/statuses.js";

/** How the outcome buttons and the admin table name each outcome (in PLAN_OUTCOMES' order). */
export const PLAN_OUTCOME_LABELS: Record<PlanOutcome, string> = { worked: "It worked", partly: "Partly", didnt: "It didn't" };

export const MAX_OUTCOME_NOTE = 1000;

export const PLAN_TEXTS = {
  checkInTitle: "Did it work?",
  outcomeThanks: "Thanks — your answer helps rank approaches for people in a similar situation.",
} as const;
