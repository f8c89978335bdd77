// The advice provider interface: a question in, three drafted approaches out. The advice module adds
// audio, mentors, videos and premium locking on top. Providers must never log or persist the question.
import type { Specialty } from "./practices.js";

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

export interface AdviceProvider {
  readonly name: string;
  advise(question: string): Promise<AdviceDraft>;
}
