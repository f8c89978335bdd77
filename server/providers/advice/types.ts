// The advice provider interface: a question in, three drafted approaches out. The advice module adds
// audio, mentors, videos and premium locking on top. Providers must never log or persist the question.
import type { SituationTheme, Specialty } from "../../../shared/schemas/advice-library.js";

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
  /** The situation category the built-in reading found (its main theme), when it read one. */
  situation?: SituationTheme | null;
  additionalContext: string;
  options: [DraftOption, DraftOption, DraftOption];
}

/** Reported plan outcomes: situation category → practice id → average outcome (−1 … 1). */
export type OutcomeTable = ReadonlyMap<string, ReadonlyMap<string, number>>;

/** What the advice module knows beyond the question: reported outcomes per practice and situation (never a question). */
export interface AdviceContext {
  outcomes?: OutcomeTable;
}

export interface AdviceProvider {
  readonly name: string;
  advise(question: string, context?: AdviceContext): Promise<AdviceDraft>;
}
