// The practice model (issue #14 item 1): a ranking learned from labelled questions, so wording the
// reading's phrase rules have never met still gets approaches on the question. Also guards what keeps the
// evaluation honest: the shipped model is the one the current training data gives, and no blind question is
// training data.
import { describe, expect, it } from "vitest";
import { choosePractices, rankPractices } from "../../server/providers/advice/builtin.js";
import { questionFeatures } from "../../server/providers/advice/features.js";
import { shippedModel, trainPracticeModel, untrainedModel, type PracticeModel } from "../../server/providers/advice/practice-model.js";
import { PRACTICES } from "../../server/providers/advice/practices.js";
import { readQuestion } from "../../server/providers/advice/reading.js";
import { readSituation } from "../../server/providers/advice/situation.js";
import { holdoutQuestions, trainingHash, trainingQuestions } from "../advice-eval/corpus.js";
import { BLIND_HELDOUT_QUESTIONS } from "../advice-eval/heldout-blind.js";
import { BLIND2_HELDOUT_QUESTIONS } from "../advice-eval/heldout-blind2.js";
import { BLIND3_HELDOUT_QUESTIONS } from "../advice-eval/heldout-blind3.js";
import { secondOpinions } from "../advice-eval/second-opinions.js";
import { encodeSentences, SENTENCE_DIMENSIONS } from "../../server/providers/advice/sentence-encoder.js";

const ids = PRACTICES.map((p) => p.id);
const untrained = untrainedModel(ids);
const three = async (q: string, model?: PracticeModel) => (await choosePractices(q, readSituation(q), undefined, new Map(), model)).map((p) => p.id);

describe("practice model", () => {
  it("is the model the current training data gives, over exactly the library's practices (run npm run train:advice after changing either)", () => {
    const model = shippedModel();
    expect(model.labels).toEqual(ids);
    const questions = trainingQuestions();
    expect(model.trainedOn).toBe(trainingHash(questions));
    expect(model.examples).toBe(questions.length);
    expect(questions.length).toBeGreaterThanOrEqual(1000);
    for (const q of questions) for (const id of q.acceptable) expect(ids).toContain(id);
  });

  it("never trains on a blind evaluation question or a corpus hold-out question", () => {
    const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim();
    const trained = new Set(trainingQuestions().map((q) => norm(q.question)));
    for (const q of [...BLIND_HELDOUT_QUESTIONS, ...BLIND2_HELDOUT_QUESTIONS, ...BLIND3_HELDOUT_QUESTIONS]) expect(trained.has(norm(q.question))).toBe(false);
    const holdout = holdoutQuestions();
    expect(holdout.length).toBeGreaterThanOrEqual(3000);
    for (const q of holdout) {
      expect(trained.has(norm(q.question))).toBe(false);
      for (const id of q.acceptable) expect(ids).toContain(id);
    }
  });

  it("has two second opinions on every blind question, in library ids, for the evaluation's coach-against-coach figures", () => {
    const opinions = secondOpinions();
    expect([...opinions.keys()]).toEqual(["coach-a", "coach-b"]);
    const blind = [...BLIND_HELDOUT_QUESTIONS, ...BLIND2_HELDOUT_QUESTIONS, ...BLIND3_HELDOUT_QUESTIONS];
    for (const labels of opinions.values()) {
      expect(labels.size).toBe(blind.length);
      for (const q of blind) for (const id of labels.get(q.question) ?? ["missing"]) expect(ids).toContain(id);
    }
  });

  it("trains deterministically: the same data gives the same weights", async () => {
    const questions = trainingQuestions().slice(0, 120);
    const sentences = await encodeSentences(questions.map((q) => q.question));
    const sample = questions.map((q, i) => ({ features: questionFeatures(q.question, readQuestion(q.question)), labels: q.acceptable, sentence: sentences[i]! }));
    const a = trainPracticeModel(sample, ids, "x", { epochs: 3 });
    const b = trainPracticeModel(sample, ids, "x", { epochs: 3 });
    expect(Object.keys(a.weights).length).toBeGreaterThan(50);
    expect(a.sentence.weights).toHaveLength(SENTENCE_DIMENSIONS);
    expect(a).toEqual(b);
  });

  it("carries a regression over the sentence encoder's vector, and takes each practice's commonness off the vote", () => {
    const { sentence, priorWeight } = shippedModel();
    expect(sentence.weight).toBeGreaterThan(0);
    expect(sentence.bias).toHaveLength(ids.length);
    expect(sentence.weights).toHaveLength(SENTENCE_DIMENSIONS);
    for (const row of sentence.weights) expect(row).toHaveLength(ids.length);
    expect(priorWeight).toBeGreaterThan(0);
  });

  it("reads what a question means from the sentence vector alone, with no word the model or the phrase rules know in common", async () => {
    const sentenceOnly: PracticeModel = { ...untrained, sentence: shippedModel().sentence };
    const top = async (q: string, model: PracticeModel, count: number) => (await rankPractices(q, undefined, undefined, new Map(), model, 0)).slice(0, count).map((r) => r.practice.id);
    const dread = "Every time I open my laptop on Sunday evening my stomach knots up about Monday.";
    for (const id of await top(dread, sentenceOnly, 2)) expect(["sustainable-leader", "emotional-regulation", "burnout-recovery", "imposter-confidence"]).toContain(id);
    const paperwork = "He's brilliant with customers but his paperwork is a mess and the auditors are coming in March.";
    for (const id of await top(paperwork, sentenceOnly, 3)) expect(["sbi-feedback", "clear-expectations", "difficult-conversations", "performance-improvement-plan", "accountability-cadence", "one-on-ones"]).toContain(id);
    // Without it (nothing learned, no reading) the order is arbitrary, and not those.
    expect(await top(paperwork, untrained, 3)).not.toContain("sbi-feedback");
  });

  it("carries a weight for similar questions' agreement on the three", () => {
    expect(shippedModel().agreementWeight).toBeGreaterThan(0);
  });

  it("chooses the three that similar questions were answered with together, not simply the best three scores", async () => {
    const q = "Our two warehouse supervisors won't share forklifts between their shifts and orders are going out late.";
    const word = [...questionFeatures(q, readQuestion(q)).keys()].find((f) => f.startsWith("w:"))!;
    const ranked = (await rankPractices(q, undefined, undefined, new Map(), untrained)).map((r) => r.practice.id);
    // One labelled question shares a word with this one, and its coach accepted the first, second and fourth
    // (another, sharing none, gives the word its rarity).
    const together = [ranked[0]!, ranked[1]!, ranked[3]!];
    const agreeing = (agreementWeight: number): PracticeModel => ({
      ...untrained,
      neighbours: {
        vocabulary: [word, "w:unrelated"],
        examples: [
          { words: [0], labels: together.map((id) => ids.indexOf(id)) },
          { words: [1], labels: [ids.indexOf(ranked[2]!)] },
        ],
      },
      agreementWeight,
    });
    expect(await three(q, agreeing(0))).toEqual(ranked.slice(0, 3));
    expect(await three(q, agreeing(100))).toEqual(together);
  });

  it("reads everyday wording the phrase rules do not know", async () => {
    // "Mouthing off" is in no phrase list: the reading alone answers off the question.
    const q = "The new lad on the bins keeps mouthing off to the older drivers.";
    const acceptable = ["address-disruptive-behaviour", "sbi-feedback", "difficult-conversations", "clear-expectations", "onboarding-new-hires"];
    expect((await three(q, untrained)).filter((id) => acceptable.includes(id))).toEqual([]);
    for (const id of await three(q)) expect(acceptable).toContain(id);
  });

  it("answers plain questions with three approaches a coach would accept", async () => {
    const cases: Array<[string, string[]]> = [
      ["How do I stop taking work home every night? My wife says I'm never really there.", ["sustainable-leader", "delegation-levels", "ruthless-prioritisation", "burnout-recovery", "emotional-regulation"]],
      ["Our minister wants the youth group to merge with the one at St Mark's and the parents are up in arms.", ["change-management", "resistance-to-change", "communicate-vision", "decision-rights", "influence-without-authority", "delivering-hard-news"]],
    ];
    for (const [q, acceptable] of cases) for (const id of await three(q)) expect(acceptable).toContain(id);
  });

  it("keeps the question out of the model: features are computed in memory and the model file holds no training text", () => {
    const model = JSON.stringify(shippedModel());
    // Whole-word features only: no training question survives in the shipped file.
    for (const q of trainingQuestions().slice(0, 50)) expect(model).not.toContain(q.question);
  });
});
