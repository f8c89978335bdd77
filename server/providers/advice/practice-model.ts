// The practice model: for each library practice, how likely a coach is to accept it as an approach to a
// question, learned from labelled questions (tests/advice-eval/corpus: each question labelled with every
// practice a coach would accept). One-vs-rest logistic regression over the features in features.ts,
// trained by `npm run train:advice` (deterministic; AdaGrad with L2) and shipped as model/practices.json,
// which the engine loads once. It is what lets the engine read wording its phrase rules have never met.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import type { Features } from "./features.js";

export const MODEL_FILE = fileURLToPath(new URL("./model/practices.json", import.meta.url));

const zModel = z.object({
  /** sha256 of the training data, so a changed corpus without a retrained model is caught by a test. */
  trainedOn: z.string(),
  examples: z.number().int(),
  labels: z.array(z.string()),
  /** feature → [label index, weight] pairs; absent pairs weigh 0. */
  weights: z.record(z.string(), z.array(z.tuple([z.number().int(), z.number()]))),
});
export type PracticeModel = z.infer<typeof zModel>;

export interface TrainingExample {
  features: Features;
  labels: readonly string[];
}

export interface TrainOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
  /** Features seen in fewer examples than this are dropped (noise, and a smaller model). */
  minCount?: number;
  /** How much more the first-listed (best-fitting) practice of a question counts than the others. */
  firstWeight?: number;
}

/** A small deterministic PRNG (mulberry32) so training gives the same model every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function trainPracticeModel(examples: readonly TrainingExample[], labels: readonly string[], trainedOn: string, options: TrainOptions = {}): PracticeModel {
  const { epochs = 40, learningRate = 0.5, l2 = 1e-4, minCount = 2, firstWeight = 1.5 } = options;
  const counts = new Map<string, number>();
  for (const e of examples) for (const f of e.features.keys()) counts.set(f, (counts.get(f) ?? 0) + 1);
  const kept = [...counts].filter(([f, n]) => n >= minCount || f === "bias").map(([f]) => f).sort();
  const index = new Map(kept.map((f, i) => [f, i]));
  const L = labels.length;
  const labelIndex = new Map(labels.map((l, i) => [l, i]));
  const rows = examples.map((e) => ({
    x: [...e.features].flatMap(([f, v]) => (index.has(f) ? [[index.get(f)!, v] as const] : [])),
    y: new Set(e.labels.map((l) => labelIndex.get(l)).filter((i): i is number => i !== undefined)),
    first: labelIndex.get(e.labels[0] ?? "") ?? -1,
  }));
  const w = new Float64Array(kept.length * L);
  const g2 = new Float64Array(kept.length * L).fill(1e-8);
  const rand = random(20261124);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const r of order) {
      const { x, y, first } = rows[r]!;
      for (let l = 0; l < L; l++) {
        let z = 0;
        for (const [f, v] of x) z += w[f * L + l]! * v;
        const grad = (1 / (1 + Math.exp(-z)) - (y.has(l) ? 1 : 0)) * (l === first ? firstWeight : 1);
        for (const [f, v] of x) {
          const k = f * L + l;
          const g = grad * v + l2 * w[k]!;
          g2[k]! += g * g;
          w[k]! -= (learningRate * g) / Math.sqrt(g2[k]!);
        }
      }
    }
  }
  const weights: PracticeModel["weights"] = {};
  kept.forEach((f, fi) => {
    const pairs: Array<[number, number]> = [];
    for (let l = 0; l < L; l++) {
      const v = Math.round(w[fi * L + l]! * 1000) / 1000;
      if (Math.abs(v) >= 0.005) pairs.push([l, v]);
    }
    if (pairs.length) weights[f] = pairs;
  });
  return { trainedOn, examples: examples.length, labels: [...labels], weights };
}

/** Each label's score (a logit: above 0 means a coach more likely accepts it than not). */
export function scorePractices(model: PracticeModel, features: Features): Map<string, number> {
  const z = new Float64Array(model.labels.length);
  for (const [f, v] of features) for (const [l, w] of model.weights[f] ?? []) z[l]! += w * v;
  return new Map(model.labels.map((label, i) => [label, z[i]!]));
}

let loaded: PracticeModel | undefined;

/** The shipped model, read and checked once (a missing or malformed file stops the server at its first advice). */
export function shippedModel(): PracticeModel {
  loaded ??= zModel.parse(JSON.parse(readFileSync(MODEL_FILE, "utf8")));
  return loaded;
}
