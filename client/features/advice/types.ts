// Advice shapes, inferred from the server's router (never redeclared).
import type { RouterOutputs } from "../../../shared/api.js";

type Outputs = RouterOutputs;
export type AdviceResponse = Outputs["advice"]["ask"];
export type AdviceOption = AdviceResponse["options"][number];
export type MentorSuggestion = AdviceOption["mentorSuggestions"][number];
export type SavedApproach = Outputs["advice"]["savedApproaches"][number];

/** SPEC §5: an audio source must start with http or data:audio, otherwise it is ignored. */
export function isPlayableAudio(src: string | null | undefined): src is string {
  return typeof src === "string" && (src.startsWith("http") || src.startsWith("data:audio"));
}

export { formatDuration } from "../../../shared/duration.js";
