// The advice texts and limits both sides use, without zod: the home page's question form imports them, and
// zod would ride along into its first load (issue 13). shared/schemas/advice.ts builds its schemas on them.
import type { AdviceFormat } from "./schemas/statuses.js";

// Texts verbatim from SPEC §5 / §8 where the spec gives them.
export const ADVICE_TEXTS = {
  questionRequired: "Please enter a question",
  errorTitle: "Error generating response",
  errorFallback: "Please try again later.",
} as const;

export const MAX_QUESTION = 2000;
/** The longest follow-up question (issue 14 item 4). */
export const MAX_FOLLOW_UP = 1000;

export type AdviceResponseFormat = AdviceFormat;
/** SPEC §9: default question mode 'both'. */
export const DEFAULT_ADVICE_FORMAT: AdviceResponseFormat = "both";
