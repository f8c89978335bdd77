import { z } from "zod";
import { zId } from "./common.js";
import { zCents, zRestDollars } from "./money.js";
import { SITUATION_THEMES } from "./advice-library.js";
import { ADVICE_FORMATS, zAdviceFormat, type AdviceFormat } from "./statuses.js";

export { ADVICE_FORMATS };
// The texts and limits live zod-free in shared/advice.ts (the home page's first load imports them).
import { ADVICE_TEXTS, DEFAULT_ADVICE_FORMAT, MAX_FOLLOW_UP, MAX_QUESTION, type AdviceResponseFormat } from "../advice.js";
export { ADVICE_TEXTS, DEFAULT_ADVICE_FORMAT, MAX_FOLLOW_UP, MAX_QUESTION, type AdviceResponseFormat };

export const MAX_APPROACH_TITLE = 200;
export const MAX_APPROACH_CONTENT = 8000;
/** How many approaches one user may keep. */
export const MAX_SAVED_APPROACHES = 200;


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

// ───────────── follow-up turn (issue 14 item 4) ─────────────
// The thread lives only in the browser and is sent with each follow-up; the server keeps none of it.
export const MAX_THREAD_TURNS = 20;

export const zFollowUpTurn = z.strictObject({
  role: z.enum(["user", "coach"]),
  text: z.string().max(MAX_APPROACH_CONTENT, "A thread turn is too long"),
});

export const zAdviceFollowUpInput = z.strictObject({
  /** The first question, as the browser still holds it. */
  question: zAdviceAskInput.shape.question,
  /** The option the asker chose (its id from the answer, e.g. "option-1-sbi-feedback", and title). */
  approachId: z.string().trim().min(1, "Choose an approach first").max(120).regex(/^option-\d+-[a-z0-9-]+$/, "Unknown approach"),
  approachTitle: z.string().trim().min(1, "Choose an approach first").max(MAX_APPROACH_TITLE),
  thread: z.array(zFollowUpTurn).max(MAX_THREAD_TURNS, `A thread can hold at most ${MAX_THREAD_TURNS} turns`).default([]),
  followUp: z
    .string({ error: (issue) => (issue.input === undefined ? "Please enter a follow-up question" : "Follow-up must be text") })
    .trim()
    .min(1, "Please enter a follow-up question")
    .max(MAX_FOLLOW_UP, `Please keep your follow-up under ${MAX_FOLLOW_UP.toLocaleString("en-US")} characters`),
});
export type AdviceFollowUpInput = z.input<typeof zAdviceFollowUpInput>;

export const zAdviceFollowUpOutput = z.object({
  title: z.string(),
  answer: z.string(),
  steps: z.array(z.string()),
  openingLine: z.string(),
});
export type AdviceFollowUpOutput = z.infer<typeof zAdviceFollowUpOutput>;

// ───────────── answers ─────────────
/** SPEC §3 Mentor suggestion (monthlyRate in cents). */
export const zMentorSuggestionOutput = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  specialty: z.string(),
  rating: z.number(),
  isFree: z.boolean(),
  /** Cents per month. */
  monthlyRate: zCents,
});

/** Mentor coaching format: a matched mentor, why they fit and how to connect (monthlyRate in cents). */
export const zMentorMatchOutput = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  specialty: z.string(),
  rating: z.number(),
  whyTheyFit: z.string(),
  connect: z.object({ free: z.boolean(), paid: z.boolean(), /** Cents. */ monthlyRate: zCents }),
  howToConnect: z.string(),
});

export const zAdviceOptionOutput = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  /** The approach's steps, for the "Try this approach" checklist. */
  steps: z.array(z.string()),
  audioUrl: z.string().nullable(),
  audioDuration: z.number(),
  videoUrl: z.string().nullable(),
  videoDuration: z.number().nullable(),
  videoProvider: z.string().nullable(),
  videoProviderName: z.string().nullable(),
  isPremium: z.boolean(),
  premiumTags: z.array(z.string()),
  /** null when locked (no premium access). */
  detailedInsight: z.string().nullable(),
  industryContext: z.string().nullable(),
  mentorSuggestions: z.array(zMentorSuggestionOutput),
  isSpecialized: z.boolean(),
  isIndustrySpecific: z.boolean(),
  requiresCredits: z.boolean(),
  creditCost: z.number(),
  extendedVideoUrl: z.string().nullable(),
  highQualityAudioUrl: z.string().nullable(),
});

/** SPEC §3 Advice response. */
export const zAdviceAskOutput = z.object({
  question: z.string(),
  additionalContext: z.string(),
  /** The situation category the reading found (e.g. "conflict"). */
  situation: z.enum(SITUATION_THEMES).nullable(),
  /**
   * Who wrote the options: the built-in engine ("builtin") or the configured AI model ("model"). A
   * model-written option's id names the library practice closest to it (or ends in "model" when none
   * is close); its plan follows that practice's steps in the library's words.
   */
  source: z.enum(["builtin", "model"]),
  /** Mentor coaching format only: the two best-matched mentors. */
  mentorCoaching: z.array(zMentorMatchOutput).nullable(),
  totalAudioDuration: z.number(),
  options: z.array(zAdviceOptionOutput),
  responseFormat: zAdviceFormat,
  premiumContentAccess: z.boolean(),
});

/**
 * POST /api/test-leadership-advice as SPEC shows it: a Mentor suggestion's monthlyRate in dollars (and
 * the coaching match's, alike). The procedure carries cents.
 */
export const zAdviceAskRestOutput = zAdviceAskOutput.extend({
  mentorCoaching: z.array(zMentorMatchOutput.extend({ connect: z.object({ free: z.boolean(), paid: z.boolean(), monthlyRate: zRestDollars }) })).nullable(),
  options: z.array(zAdviceOptionOutput.extend({ mentorSuggestions: z.array(zMentorSuggestionOutput.extend({ monthlyRate: zRestDollars })) })),
});

export const zSavedApproachOutput = z.object({ id: z.string(), createdAt: z.date(), title: z.string(), content: z.string() });
export const zSavedApproachesOutput = z.array(zSavedApproachOutput);
