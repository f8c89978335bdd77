// `npm run train:advice`: trains the practice model on the labelled questions (tests/advice-eval/corpus
// and the older labelled evaluation sets; never the blind sets) and writes
// server/providers/advice/model/practices.json. Deterministic: the same data gives the same file.
// `--cv` first prints 5-fold cross-validation on the training data (the model trained on four fifths,
// measured on the fifth) for several weights of the hand-written reading against the learned scores, and
// of the similar questions' agreement on a set of three (CV_WEIGHTS, CV_AGREEMENT_WEIGHTS).
import { writeFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { choosePractices } from "../server/providers/advice/builtin.js";
import { questionFeatures } from "../server/providers/advice/features.js";
import { MODEL_FILE, trainPracticeModel, type TrainingExample, type TrainOptions } from "../server/providers/advice/practice-model.js";
import { PRACTICES } from "../server/providers/advice/practices.js";
import { readQuestion } from "../server/providers/advice/reading.js";
import { readSituation } from "../server/providers/advice/situation.js";
import { encodeSentences } from "../server/providers/advice/sentence-encoder.js";
import { trainingHash, trainingQuestions, type LabelledQuestion } from "../tests/advice-eval/corpus.js";

// Training options for experiments (`TRAIN_OPTIONS='{"epochs":20}'`); the shipped model uses the defaults.
const options: TrainOptions = JSON.parse(process.env.TRAIN_OPTIONS ?? "{}");
const labels = PRACTICES.map((p) => p.id);
const known = new Set(labels);
const questions = trainingQuestions();
for (const q of questions) for (const id of q.acceptable) if (!known.has(id)) throw new Error(`${q.source}: unknown practice id ${id}`);

// The sentence vectors take most of the time (about 6 minutes on two cores).
const sentences = await encodeSentences(questions.map((q) => q.question));
const examples: TrainingExample[] = questions.map((q, i) => ({ features: questionFeatures(q.question, readQuestion(q.question)), labels: q.acceptable, sentence: sentences[i]! }));

// Measured on the corpus only: the older sets are always trained on, since the reading's phrase rules were
// written against them and would flatter the reading's weight.
const corpusIndexes = questions.flatMap((q, i) => (q.source.endsWith(".jsonl") ? [i] : []));
const fold = new Map(corpusIndexes.map((qi, n) => [qi, n]));

async function crossValidate(folds: number, settings: Array<{ readingWeight: number; agreementWeight: number }>) {
  const results = settings.map(() => ({ all: 0, one: 0, first: 0 }));
  for (let k = 0; k < folds; k++) {
    const heldOut = (i: number) => fold.has(i) && fold.get(i)! % folds === k;
    const trained = trainPracticeModel(examples.filter((_, i) => !heldOut(i)), labels, "cv", options);
    const models = settings.map(({ agreementWeight }) => ({ ...trained, agreementWeight }));
    for (const [i, q] of questions.entries() as Iterable<[number, LabelledQuestion]>) {
      if (!heldOut(i)) continue;
      for (const [si, { readingWeight }] of settings.entries()) {
        const ids = (await choosePractices(q.question, readSituation(q.question), undefined, new Map(), models[si], readingWeight, sentences[i])).map((p) => p.id);
        const good = ids.filter((id) => q.acceptable.includes(id)).length;
        if (good === 3) results[si]!.all += 1;
        if (good >= 1) results[si]!.one += 1;
        if (q.acceptable.includes(ids[0]!)) results[si]!.first += 1;
      }
    }
  }
  const pct = (x: number) => `${((100 * x) / corpusIndexes.length).toFixed(1)}%`;
  console.log(`${folds}-fold cross-validation on the ${corpusIndexes.length} corpus questions (the older sets always trained on):`);
  settings.forEach(({ readingWeight, agreementWeight }, si) =>
    console.log(`  reading weight ${readingWeight}, agreement weight ${agreementWeight}: all three acceptable ${pct(results[si]!.all)}, at least one ${pct(results[si]!.one)}, first acceptable ${pct(results[si]!.first)}`),
  );
}

// CV_WEIGHTS='0.5,1,2' varies the reading weights tried, CV_AGREEMENT_WEIGHTS='0,20' the agreement weights (every pair is tried).
if (process.argv.includes("--cv")) {
  const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(",").map(Number);
  await crossValidate(5, list("CV_WEIGHTS", "1.5").flatMap((readingWeight) => list("CV_AGREEMENT_WEIGHTS", "0,10,20,30,40").map((agreementWeight) => ({ readingWeight, agreementWeight }))));
}

const model = trainPracticeModel(examples, labels, trainingHash(questions), options);
mkdirSync(dirname(MODEL_FILE), { recursive: true });
writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
console.log(`Trained on ${questions.length} questions; ${Object.keys(model.weights).length} features kept; written to ${MODEL_FILE}`);
