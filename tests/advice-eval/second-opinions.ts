// Second opinions on the blind questions: two more coaches labelled all 140 blind questions independently
// (each saw only the questions and the practice library: no engine, no code, no other labels). They let the
// evaluation say what "all three acceptable" means for a person — how often one coach's first three picks
// are all acceptable to another — beside what the engine reaches. Never training data.
import { fileURLToPath } from "node:url";
import { readLabelledFiles } from "./corpus.js";

const DIR = fileURLToPath(new URL("./second-opinions/", import.meta.url));

/** Each coach's labels (file name without .jsonl → question → acceptable practices, best first). */
export function secondOpinions(): Map<string, Map<string, string[]>> {
  return new Map([...readLabelledFiles(DIR)].map(([file, lines]) => [file.replace(/\.jsonl$/, ""), new Map(lines.map((l) => [l.question, l.acceptable]))]));
}
