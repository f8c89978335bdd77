// The advice provider interface: a question in, three drafted approaches out. The advice module adds
// audio, mentors, videos and premium locking on top. Providers must never log or persist the question.
import type { Specialty } from "../../../shared/schemas/advice-library.js";

export interface DraftOption {
  /** The library practice behind this option (null when a model wrote it). */
  practiceId: string | null;
  title: string;
  /** Plain text: paragraphs separated by blank lines, "- " bullets, "1. " numbered lists. */
  content: string;
  steps: string[];
  detailedInsight: string;
  industryContext: string;
  isPremium: boolean;
  premiumTags: string[];
  mentorSpecialties: Specialty[];
}

export interface AdviceDraft {
  source: "builtin" | "model";
  additionalContext: string;
  options: [DraftOption, DraftOption, DraftOption];
}

/** What the advice module knows beyond the question: reported outcomes per practice (never the question). */
export interface AdviceContext {
  /** practice id → average reported outcome for this kind of situation (−1 … 1). */
  outcomes?: ReadonlyMap<string, number>;
}

export interface AdviceProvider {
  readonly name: string;
  advise(question: string, context?: AdviceContext): Promise<AdviceDraft>;
}
