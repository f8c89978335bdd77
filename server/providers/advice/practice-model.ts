// The practice model: for each library practice, how likely a coach is to accept it as an approach to a
// question, learned from labelled questions (tests/advice-eval/corpus: each question labelled with every
// practice a coach would accept). Its parts: one-vs-rest logistic regression over the features in
// features.ts (AdaGrad with L2), a second one over the question's sentence vector (sentence-encoder.ts), and
// votes of the most similar labelled questions (cosine over their words
// weighted by rarity; an inverted index scores only questions sharing a word), which carry what a linear
// model averages away (measured on the 140 blind questions with the 1,191-question corpus: at least one
// acceptable 88.6% → 95.7%). The similar questions also say which practices a coach accepted together, for
// choosing three (builtin.ts, choosePractices). Trained by
// `npm run train:advice` (deterministic) and shipped as model/practices.json, which the server reads once at
// start. The labelled questions travel only as bags of word indexes, not text. It is what lets the engine
// read wording its phrase rules have never met.
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
  /** feature → its weight for each label, in label order, in hundredths (integers keep the file small). */
  weights: z.record(z.string(), z.array(z.number().int())),
  /** How much the similarity vote (0 to about 1 per label) weighs beside the regression's logits. */
  voteWeight: z.number(),
  /** The labelled questions for the similarity vote: words (w:, b: features) and accepted labels, best first. */
  neighbours: z.object({
    vocabulary: z.array(z.string()),
    examples: z.array(z.object({ words: z.array(z.number().int()), labels: z.array(z.number().int()) })),
  }),
  /** How much the similar questions' agreement on a set of three counts beside the three scores when choosing them. */
  agreementWeight: z.number(),
  /** A second regression, over the question's sentence vector (sentence-encoder.ts): what it means as a whole. */
  sentence: z.object({
    /** How much its logits count beside the word regression's. */
    weight: z.number(),
    /** Each label's bias and, per vector dimension, each label's weight, in thousandths. */
    bias: z.array(z.number().int()),
    weights: z.array(z.array(z.number().int())),
  }),
  /** How much a practice's share of all labels is taken off its score: the similar questions' vote counts
   *  what they say beyond how common a practice is, not the commonness again (the regression's bias has it). */
  priorWeight: z.number(),
});
export type PracticeModel = z.infer<typeof zModel>;

export interface TrainingExample {
  features: Features;
  labels: readonly string[];
  /** The question's sentence vector (sentence-encoder.ts); without it the sentence regression learns nothing. */
  sentence?: readonly number[];
}

export interface TrainOptions {
  /** 40 epochs, L2 1e-4 (5-fold cross-validation, agreement weight 20: 20 epochs gave all three acceptable
   *  39.7% against 39.8%, L2 1e-3 gave 38.9%; at least one 95.8% and 95.5% against 95.8%; TRAIN_OPTIONS with
   *  `-- --cv` repeats it). */
  epochs?: number;
  learningRate?: number;
  l2?: number;
  /** Features seen in fewer examples than this are dropped (noise, and a smaller model). */
  minCount?: number;
  /** How much more the first-listed (best-fitting) practice of a question counts than the others. */
  firstWeight?: number;
  /** The similarity vote's weight beside the logits (24: cross-validation on the 7,000-question corpus gave
   *  16, 24, 32 within a point, 24 best; tried with TRAIN_OPTIONS and `-- --cv`). */
  voteWeight?: number;
  /** How much similar questions' agreement on a set of three counts when choosing it (`-- --cv`, 5-fold on
   *  the corpus, reading weight 1.5: 0, 10, 20, 30, 40 gave all three acceptable 37.8%, 38.8%, 39.8%, 40.5%,
   *  41.0% and at least one 96.1%, 96.0%, 95.8%, 95.7%, 95.6%; 20 is a middle way, since at least one
   *  matters as much as all three). */
  agreementWeight?: number;
  /** The sentence regression's weight beside the word regression's logits, and the prior's (5-fold
   *  cross-validation, replayed on saved out-of-fold scores: sentence 1.5, 2, 3 and prior 0, 8, 12, 16 within
   *  a point of each other once both are in; 2 and 12 took all three acceptable 39.9% → 43.4%, at least one
   *  95.8% → 97.5%). */
  sentenceWeight?: number;
  priorWeight?: number;
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
  const { epochs = 40, learningRate = 0.5, l2 = 1e-4, minCount = 3, firstWeight = 1.5, voteWeight = 24, agreementWeight = 20, sentenceWeight = 2, priorWeight = 12 } = options;
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
    const row = Array.from({ length: L }, (_, l) => Math.round(w[fi * L + l]! * 100));
    if (row.some((v) => v !== 0)) weights[f] = row;
  });
  return {
    trainedOn,
    examples: examples.length,
    labels: [...labels],
    weights,
    voteWeight,
    neighbours: neighbourData(examples, labelIndex),
    agreementWeight,
    sentence: trainSentenceRegression(examples, labelIndex, sentenceWeight),
    priorWeight,
  };
}

/** The sentence vector's scale before the regression (its parts are small: the vector has length 1). */
const SENTENCE_SCALE = 4;

/** One-vs-rest logistic regression over the sentence vectors (AdaGrad with L2, 30 epochs, deterministic). */
function trainSentenceRegression(examples: readonly TrainingExample[], labelIndex: ReadonlyMap<string, number>, weight: number): PracticeModel["sentence"] {
  const rows = examples.flatMap((e) => (e.sentence ? [{ x: e.sentence.map((v) => v * SENTENCE_SCALE), y: new Set(e.labels.map((l) => labelIndex.get(l))) }] : []));
  const L = labelIndex.size;
  if (!rows.length) return { weight: 0, bias: [], weights: [] };
  const D = rows[0]!.x.length;
  const w = new Float64Array(D * L);
  const b = new Float64Array(L).fill(-2);
  const g2 = new Float64Array(D * L).fill(1e-8);
  const gb2 = new Float64Array(L).fill(1e-8);
  const rand = random(20261129);
  const order = rows.map((_, i) => i);
  for (let epoch = 0; epoch < 30; epoch++) {
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    for (const r of order) {
      const { x, y } = rows[r]!;
      for (let l = 0; l < L; l++) {
        let z = b[l]!;
        for (let d = 0; d < D; d++) z += w[d * L + l]! * x[d]!;
        const grad = 1 / (1 + Math.exp(-z)) - (y.has(l) ? 1 : 0);
        gb2[l]! += grad * grad;
        b[l]! -= (0.2 * grad) / Math.sqrt(gb2[l]!);
        for (let d = 0; d < D; d++) {
          const k = d * L + l;
          const g = grad * x[d]! + 1e-5 * w[k]!;
          g2[k]! += g * g;
          w[k]! -= (0.2 * g) / Math.sqrt(g2[k]!);
        }
      }
    }
  }
  const thousandths = (v: number) => Math.round(v * 1000);
  return { weight, bias: Array.from(b, thousandths), weights: Array.from({ length: D }, (_, d) => Array.from(w.subarray(d * L, (d + 1) * L), thousandths)) };
}

/** The sentence regression's logit for each label (0 each when the model has none or no vector is given). */
function sentenceLogits(model: PracticeModel, sentence: readonly number[] | undefined): Float64Array {
  const logits = new Float64Array(model.labels.length);
  const { bias, weights } = model.sentence;
  if (!sentence || !bias.length) return logits;
  bias.forEach((v, l) => (logits[l] = v / 1000));
  sentence.forEach((x, d) => weights[d]?.forEach((v, l) => (logits[l]! += (v / 1000) * x * SENTENCE_SCALE)));
  return logits;
}

/** Only the word features take part in the similarity vote; the reading's conclusions are the regression's. */
const isWord = (feature: string) => feature.startsWith("w:") || feature.startsWith("b:");

function neighbourData(examples: readonly TrainingExample[], labelIndex: ReadonlyMap<string, number>): PracticeModel["neighbours"] {
  const vocabulary = [...new Set(examples.flatMap((e) => [...e.features.keys()].filter(isWord)))].sort();
  const at = new Map(vocabulary.map((f, i) => [f, i]));
  return {
    vocabulary,
    examples: examples.map((e) => ({
      words: [...e.features.keys()].filter(isWord).map((f) => at.get(f)!).sort((a, b) => a - b),
      labels: e.labels.map((l) => labelIndex.get(l)).filter((i): i is number => i !== undefined),
    })),
  };
}

/** How many similar questions vote, and how much the first-listed label of each counts (the vote's
 *  weight is the model's voteWeight, a training option). */
const NEIGHBOURS = 15;
const FIRST_VOTE = 1.5;
/** How many similar questions the agreement on a set of three draws on (an offline replay of cross-validation
 *  scores put 60 about a point above 15 and level with 30; `-- --cv` does not vary it). */
const AGREEMENT_NEIGHBOURS = 60;

interface NeighbourIndex {
  at: Map<string, number>;
  /** Rarity of each word (log of examples over examples containing it), squared: binary words weigh idf². */
  idf2: Float64Array;
  /** For each word, the examples that contain it (an inverted index: only examples sharing a word are scored). */
  postings: number[][];
  /** Each example's vector length and its labels. */
  norms: Float64Array;
  labels: number[][];
  /** Each label's share of all labels (the first of a question counting FIRST_VOTE, as in the vote). */
  prior: Float64Array;
}

// Keyed by the labelled questions, not the model: a copy of a model with another agreement weight shares its index.
const indexes = new WeakMap<PracticeModel["neighbours"], NeighbourIndex>();

function neighbourIndex(model: PracticeModel): NeighbourIndex {
  let index = indexes.get(model.neighbours);
  if (index) return index;
  const { vocabulary, examples } = model.neighbours;
  const postings: number[][] = vocabulary.map(() => []);
  examples.forEach((e, i) => e.words.forEach((w) => postings[w]!.push(i)));
  const idf2 = Float64Array.from(postings, (rows) => Math.log(examples.length / rows.length) ** 2);
  const prior = new Float64Array(model.labels.length);
  for (const e of examples) e.labels.forEach((l, rank) => (prior[l]! += (rank === 0 ? FIRST_VOTE : 1) / examples.length));
  index = {
    at: new Map(vocabulary.map((f, i) => [f, i])),
    idf2,
    postings,
    norms: Float64Array.from(examples, (e) => Math.sqrt(e.words.reduce((s, w) => s + idf2[w]!, 0))),
    labels: examples.map((e) => e.labels),
    prior,
  };
  indexes.set(model.neighbours, index);
  return index;
}

interface Neighbour {
  similarity: number;
  labels: readonly number[];
}

/** The labelled questions most similar to this one (cosine over rarity-weighted words), most similar first. */
function nearestLabelled(model: PracticeModel, features: Features, count: number): Neighbour[] {
  const { at, idf2, postings, norms, labels } = neighbourIndex(model);
  const words = [...features.keys()].flatMap((f) => (isWord(f) && at.has(f) ? [at.get(f)!] : []));
  const norm = Math.sqrt(words.reduce((s, w) => s + idf2[w]!, 0));
  if (!norm) return [];
  const shared = new Float64Array(norms.length);
  for (const w of words) for (const row of postings[w]!) shared[row]! += idf2[w]!;
  const similar: Array<{ row: number; similarity: number }> = [];
  shared.forEach((s, row) => {
    if (s > 0 && norms[row]) similar.push({ row, similarity: s / (norm * norms[row]!) });
  });
  // Stable sort: among equally similar questions the earlier-listed one comes first, so answers stay deterministic.
  return similar
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, count)
    .map(({ row, similarity }) => ({ similarity, labels: labels[row]! }));
}

/** Each label's share of the votes of the given neighbours (0 to about 1). */
function votes(labelCount: number, nearest: readonly Neighbour[]): Float64Array {
  const shares = new Float64Array(labelCount);
  const total = nearest.reduce((s, n) => s + n.similarity, 0);
  if (!total) return shares;
  for (const { similarity, labels } of nearest) labels.forEach((l, rank) => (shares[l]! += (similarity * (rank === 0 ? FIRST_VOTE : 1)) / total));
  return shares;
}

export interface Assessment {
  /** Each practice's score: the word regression's logit (above 0: a coach more likely accepts it than not),
   *  plus the sentence regression's and the vote, weighted, less the practice's prior, plus the reading's score
   *  times readingWeight. */
  scores: Map<string, number>;
  /** The share (weighted by similarity) of the most similar labelled questions a coach answered with all of these practices. */
  agreement: (ids: readonly string[]) => number;
  /** How much that agreement counts when choosing three (the model's agreementWeight). */
  agreementWeight: number;
}

export function assessPractices(model: PracticeModel, features: Features, byReading: ReadonlyMap<string, number>, readingWeight: number, sentence?: readonly number[]): Assessment {
  const logits = new Float64Array(model.labels.length);
  for (const [f, v] of features) model.weights[f]?.forEach((w, l) => (logits[l]! += (w / 100) * v));
  const bySentence = sentenceLogits(model, sentence);
  const nearest = nearestLabelled(model, features, AGREEMENT_NEIGHBOURS);
  const shares = votes(model.labels.length, nearest.slice(0, NEIGHBOURS));
  const { prior } = neighbourIndex(model);
  const scores = new Map(
    model.labels.map((label, l) => [
      label,
      logits[l]! + model.sentence.weight * bySentence[l]! + model.voteWeight * shares[l]! - model.priorWeight * (prior[l] ?? 0) + readingWeight * (byReading.get(label) ?? 0),
    ]),
  );
  const labelIndex = new Map(model.labels.map((l, i) => [l, i]));
  const total = nearest.reduce((s, n) => s + n.similarity, 0);
  const agreement = (ids: readonly string[]) => {
    const wanted = ids.map((id) => labelIndex.get(id) ?? -1);
    if (!total || wanted.includes(-1)) return 0;
    return nearest.reduce((s, n) => (wanted.every((l) => n.labels.includes(l)) ? s + n.similarity : s), 0) / total;
  };
  return { scores, agreement, agreementWeight: model.agreementWeight };
}

/** A model that has learned nothing (every score 0): the ranking is then the hand-written reading alone. */
export function untrainedModel(labels: readonly string[]): PracticeModel {
  return { trainedOn: "", examples: 0, labels: [...labels], weights: {}, voteWeight: 0, neighbours: { vocabulary: [], examples: [] }, agreementWeight: 0, sentence: { weight: 0, bias: [], weights: [] }, priorWeight: 0 };
}

let loaded: PracticeModel | undefined;

/** The shipped model, read and checked once (a missing or malformed file stops the server at its first advice). */
export function shippedModel(): PracticeModel {
  loaded ??= zModel.parse(JSON.parse(readFileSync(MODEL_FILE, "utf8")));
  return loaded;
}
