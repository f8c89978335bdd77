// `npm run train:advice`: trains the practice model on the labelled questions (tests/advice-eval/corpus
// and the older labelled evaluation sets; never the blind sets) and writes
// server/providers/advice/model/practices.json. Deterministic: the same data gives the same file.
// `--cv` first prints 5-fold cross-validation on the training data (the model trained on four fifths,
// measured on the fifth) for several weights of the hand-written reading against the learned scores.
import { writeFileSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { pickThree, rankPractices } from "../server/providers/advice/builtin.js";
import { questionFeatures } from "../server/providers/advice/features.js";
import { MODEL_FILE, trainPracticeModel, type TrainingExample, type TrainOptions } from "../server/providers/advice/practice-model.js";
import { PRACTICES } from "../server/providers/advice/practices.js";
import { readQuestion } from "../server/providers/advice/reading.js";
import { trainingHash, trainingQuestions, type LabelledQuestion } from "../tests/advice-eval/corpus.js";

// Training options for experiments (`TRAIN_OPTIONS='{"epochs":20}'`); the shipped model uses the defaults.
const options: TrainOptions = JSON.parse(process.env.TRAIN_OPTIONS ?? "{}");
const labels = PRACTICES.map((p) => p.id);
const known = new Set(labels);
const questions = trainingQuestions();
for (const q of questions) for (const id of q.acceptable) if (!known.has(id)) throw new Error(`${q.source}: unknown practice id ${id}`);

const examples: TrainingExample[] = questions.map((q) => ({ features: questionFeatures(q.question, readQuestion(q.question)), labels: q.acceptable }));

// Measured on the corpus only: the older sets are always trained on, since the reading's phrase rules were
// written against them and would flatter the reading's weight.
const corpusIndexes = questions.flatMap((q, i) => (q.source.endsWith(".jsonl") ? [i] : []));
const fold = new Map(corpusIndexes.map((qi, n) => [qi, n]));

function crossValidate(folds: number, weights: number[]) {
  const results = weights.map(() => ({ all: 0, one: 0, first: 0 }));
  for (let k = 0; k < folds; k++) {
    const heldOut = (i: number) => fold.has(i) && fold.get(i)! % folds === k;
    const train = examples.filter((_, i) => !heldOut(i));
    const model = trainPracticeModel(train, labels, "cv", options);
    questions.forEach((q: LabelledQuestion, i) => {
      if (!heldOut(i)) return;
      weights.forEach((w, wi) => {
        const ids = pickThree(rankPractices(q.question, undefined, undefined, new Map(), model, w).map((r) => r.practice)).map((p) => p.id);
        const good = ids.filter((id) => q.acceptable.includes(id)).length;
        if (good === 3) results[wi]!.all += 1;
        if (good >= 1) results[wi]!.one += 1;
        if (q.acceptable.includes(ids[0]!)) results[wi]!.first += 1;
      });
    });
  }
  const pct = (x: number) => `${((100 * x) / corpusIndexes.length).toFixed(1)}%`;
  console.log(`${folds}-fold cross-validation on the ${corpusIndexes.length} corpus questions (the older sets always trained on):`);
  weights.forEach((w, wi) => console.log(`  reading weight ${w}: all three acceptable ${pct(results[wi]!.all)}, at least one ${pct(results[wi]!.one)}, first acceptable ${pct(results[wi]!.first)}`));
}

// CV_WEIGHTS='0.5,1,2' varies the reading weights tried.
if (process.argv.includes("--cv")) crossValidate(5, (process.env.CV_WEIGHTS ?? "0,0.5,1,1.5,2").split(",").map(Number));

const model = trainPracticeModel(examples, labels, trainingHash(questions), options);
mkdirSync(dirname(MODEL_FILE), { recursive: true });
writeFileSync(MODEL_FILE, `${JSON.stringify(model)}\n`);
console.log(`Trained on ${questions.length} questions; ${Object.keys(model.weights).length} features kept; written to ${MODEL_FILE}`);
