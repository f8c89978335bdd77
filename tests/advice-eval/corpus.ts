// The practice model's training data: the labelled corpus (corpus/*.jsonl, one {"q", "ok"} a line,
// written and labelled by annotators as a coach would, independently of the engine: b–f by four annotators,
// g–zzb by forty-six more from corpus/BRIEF.md, each given only the brief and the library's practice list, one
// slice each; questions too close to a blind question were dropped: word Jaccard ≥ 0.5, or a cosine ≥ 0.8
// between Universal Sentence Encoder vectors, 73 in all, a one-off check not kept here; the g–zzb label sets are
// the union of the writer's and two more coaches' independent labels, corpus/BRIEF-SECOND-LABELS.md) and the older
// labelled evaluation sets (tuning, held-out, new held-out, sealed), whose labels are as good. The blind
// sets (heldout-blind*.ts) are never training data: they measure how the engine does on unseen questions.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";
import { z } from "zod";
import { HELDOUT_QUESTIONS } from "./heldout.js";
import { NEW_HELDOUT_QUESTIONS } from "./heldout-new.js";
import { SEALED_HELDOUT_QUESTIONS } from "./heldout-sealed.js";
import { TUNE_QUESTIONS } from "./questions.js";

export const CORPUS_DIR = fileURLToPath(new URL("./corpus/", import.meta.url));

const zLine = z.object({ q: z.string().min(10).max(4000), ok: z.array(z.string()).min(1).max(10) });

export interface LabelledQuestion {
  question: string;
  acceptable: string[];
  /** Where it comes from (a corpus file or an evaluation set), for reports. */
  source: string;
}

/** The labelled questions in each .jsonl file of a folder (file name → its lines, in order), checked line by line. */
export function readLabelledFiles(dir: string): Map<string, LabelledQuestion[]> {
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith(".jsonl"))
      .sort()
      .map((file) => [
        file,
        readFileSync(join(dir, file), "utf8")
          .split("\n")
          .filter((line) => line.trim())
          .map((line, i) => {
            const parsed = zLine.safeParse(JSON.parse(line));
            if (!parsed.success) throw new Error(`${file}:${i + 1}: ${parsed.error.issues[0]?.message}`);
            return { question: parsed.data.q, acceptable: parsed.data.ok, source: file };
          }),
      ]),
  );
}

export function loadCorpus(dir: string = CORPUS_DIR): LabelledQuestion[] {
  return [...readLabelledFiles(dir).values()].flat();
}

/** Labelled questions never trained on, written and labelled exactly as corpus files zf–zzb were (a writer
 *  and two more coaches from the same briefs; too close to a blind question dropped): a larger check than the
 *  blind sets, though from the corpus's own annotators. The evaluation reports them beside the blind sets. */
export const HOLDOUT_DIR = fileURLToPath(new URL("./holdout/", import.meta.url));

export function holdoutQuestions(): LabelledQuestion[] {
  return loadCorpus(HOLDOUT_DIR);
}

/** Everything the model is trained on, in a fixed order. */
export function trainingQuestions(): LabelledQuestion[] {
  const sets = { tuning: TUNE_QUESTIONS, heldout: HELDOUT_QUESTIONS, "new-heldout": NEW_HELDOUT_QUESTIONS, sealed: SEALED_HELDOUT_QUESTIONS };
  return [...loadCorpus(), ...Object.entries(sets).flatMap(([source, qs]) => qs.map((q) => ({ question: q.question, acceptable: q.acceptable, source })))];
}

/** The hash the model records of what it was trained on. */
export function trainingHash(questions: readonly LabelledQuestion[]): string {
  return createHash("sha256")
    .update(JSON.stringify(questions.map((q) => [q.question, q.acceptable])))
    .digest("hex");
}
