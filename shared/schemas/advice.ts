import { z } from "zod";
import { zId } from "./common.js";

// Texts verbatim from SPEC §5 / §8 where the spec gives them.
export const ADVICE_TEXTS = {
  questionRequired: "Please enter a question",
  errorTitle: "Error generating response",
  errorFallback: "Please try again later.",
} as const;

export const MAX_QUESTION = 2000;
export const MAX_APPROACH_TITLE = 200;
export const MAX_APPROACH_CONTENT = 8000;
/** How many approaches one user may keep. */
export const MAX_SAVED_APPROACHES = 200;

export const ADVICE_FORMATS = ["text", "audio", "both", "mentor"] as const;
export type AdviceResponseFormat = (typeof ADVICE_FORMATS)[number];
/** SPEC §9: default question mode 'both'. */
export const DEFAULT_ADVICE_FORMAT: AdviceResponseFormat = "both";

export const zAdviceAskInput = z.strictObject({
  question: z
    .string({ error: (issue) => (issue.input === undefined ? ADVICE_TEXTS.questionRequired : "Question must be text") })
    .trim()
    .min(1, ADVICE_TEXTS.questionRequired)
    .max(MAX_QUESTION, `Please keep your question under ${MAX_QUESTION.toLocaleString("en-US")} characters`),
  responseFormat: z
    .enum(ADVICE_FORMATS, { error: "Response format must be one of: text, audio, both, mentor" })
    .default(DEFAULT_ADVICE_FORMAT),
});
export type AdviceAskInput = z.input<typeof zAdviceAskInput>;

export const zSaveApproachInput = z.strictObject({
  title: z
    .string({ error: (issue) => (issue.input === undefined ? "Title is required" : "Title must be text") })
    .trim()
    .min(1, "Title is required")
    .max(MAX_APPROACH_TITLE, `Title must be at most ${MAX_APPROACH_TITLE} characters`),
  content: z
    .string({ error: (issue) => (issue.input === undefined ? "Content is required" : "Content must be text") })
    .trim()
    .min(1, "Content is required")
    .max(MAX_APPROACH_CONTENT, `Content must be at most ${MAX_APPROACH_CONTENT} characters`),
});
export type SaveApproachInput = z.infer<typeof zSaveApproachInput>;

export const zDeleteSavedApproachInput = z.strictObject({ id: zId });
