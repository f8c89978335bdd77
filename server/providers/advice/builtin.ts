// The built-in coaching engine: works offline. It reads the situation (reading.ts: themes, who is
// involved, what it is about) and scores every practice on the practice model's parts (practice-model.ts,
// learned from 10,000+ questions labelled as a coach would, so wording no phrase rule knows still counts)
// and the reading's hand-written fit (the `fits` in the library data for the themes read, word overlap by
// MiniSearch BM25, who it is with, one person or a group), added together. Near-equal scores are a tie,
// which what users reported worked for that practice in that situation breaks. It then chooses three
// practices from different families among the best-ranked, favouring a set similar labelled questions were
// answered with, and writes each around the asker's own people and topic. Deterministic for a given
// library, model and outcome table.
import MiniSearch from "minisearch";
import { PRACTICES, type Practice } from "./practices.js";
import { describeSituation, readSituation, SIGNAL_TERMS, type Industry, type Situation } from "./situation.js";
import { isOneName, readQuestion, type Reading } from "./reading.js";
import { describeReading } from "./describe.js";
import { questionFeatures } from "./features.js";
import { assessPractices, shippedModel, type Assessment, type PracticeModel } from "./practice-model.js";
import { encodeSentence } from "./sentence-encoder.js";
import type { AdviceDraft, AdviceProvider, DraftOption, OutcomeTable } from "./types.js";

const STOP_WORDS = new Set(
  "a an the and or but if then so of to in on at by for with from as is are was were be been being am i me my we our us you your he she they them their his her it its this that these those what which who whom how why when where do does did doing have has had can could should would will shall may might must not no yes very really just also than too about into over under up down out off again more most some any each every all both few many much such own same other only there here get got getting make made want wanting need needs needed help please think know like one someone somebody something thing things way best good bad lot lots team teams month months week weeks year years day days next big new time times still going trying try tried".split(
    " ",
  ),
);

/** Light stemming so "delegating", "delegated" and "delegation" meet; applied to index and query alike. */
function stem(word: string): string {
  let w = word;
  for (const suffix of ["ations", "ation", "ments", "ment", "ings", "ing", "ies", "ied", "ers", "ed", "es", "er", "ly", "s"]) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) {
      w = w.slice(0, -suffix.length);
      if (suffix === "ies" || suffix === "ied") w += "y";
      break;
    }
  }
  return w;
}

function processTerm(term: string): string | null {
  const t = term.toLowerCase().replace(/[’']/g, "");
  if (t.length < 2 || STOP_WORDS.has(t)) return null;
  return stem(t);
}

interface IndexedPractice {
  id: string;
  title: string;
  whenItApplies: string;
  keywords: string;
  steps: string;
}

function buildIndex(): MiniSearch<IndexedPractice> {
  const index = new MiniSearch<IndexedPractice>({
    fields: ["title", "whenItApplies", "keywords", "steps"],
    storeFields: [],
    processTerm,
    tokenize: (text) => text.split(/[^\p{L}\p{N}:'’-]+|(?<=\p{L})-(?=\p{L})/u).filter(Boolean),
    searchOptions: {
      boost: { keywords: 3, title: 2, whenItApplies: 1.5, steps: 0.4 },
      prefix: (term) => term.length >= 5,
      fuzzy: (term) => (term.length >= 6 ? 0.15 : false),
      combineWith: "OR",
      weights: { prefix: 0.4, fuzzy: 0.3 },
    },
  });
  index.addAll(
    PRACTICES.map((p) => ({
      id: p.id,
      title: p.title,
      whenItApplies: p.whenItApplies,
      keywords: p.keywords.join(" · "),
      steps: p.steps.join(" "),
    })),
  );
  return index;
}

let sharedIndex: MiniSearch<IndexedPractice> | null = null;
const byId = new Map(PRACTICES.map((p) => [p.id, p]));

/** Word-overlap scores (0–1, best = 1) from the BM25 index, by practice id. */
function overlapScores(question: string, situation: Situation, reading: Reading): Map<string, number> {
  sharedIndex ??= buildIndex();
  // What the asker denies ("it's not about meetings") is no overlap.
  const query = [reading.affirmed ?? question, ...situation.signals.map((s) => SIGNAL_TERMS[s])].join(" ");
  const results = sharedIndex.search(query);
  const top = results[0]?.score ?? 1;
  return new Map(results.map((r) => [String(r.id), r.score / top]));
}

/** Outcome evidence per practice for a situation (worked = +1, partly = +0.5, didn't = −1, averaged). */
export type OutcomeScores = ReadonlyMap<string, number>;

/** How much word overlap counts against the situation reading: enough to order practices within a theme. */
const OVERLAP_WEIGHT = 0.5;
/** What a practice's fit to the reading's other themes adds to its fit to its best one. */
const SECONDARY_WEIGHT = 0.6;
/** How much a practice for the wrong number of people counts: still possible, rarely first. */
const SCOPE_DAMPING = 0.75;

/**
 * How well each practice fits the reading: the library's `fits` for the themes read, word overlap, who it
 * is with and how many people. Hand-written knowledge; the practice model adds what it learned.
 */
export function readingScores(question: string, situation: Situation = readSituation(question), reading: Reading = readQuestion(question)): Map<string, number> {
  const overlap = overlapScores(question, situation, reading);
  return new Map(
    PRACTICES.map((practice) => {
      // A practice is judged on the theme it fits best; other themes add less, so a catch-all practice
      // that fits many themes weakly does not outrank the textbook answer to the main one.
      const parts = reading.themes.map(({ theme, weight }) => weight * (practice.fits[theme] ?? 0)).sort((a, b) => b - a);
      const fit = (parts[0] ?? 0) + SECONDARY_WEIGHT * parts.slice(1).reduce((sum, x) => sum + x, 0);
      // With a reading, overlap only orders practices the reading already favours; without one it decides.
      let score = fit + (reading.themes.length ? OVERLAP_WEIGHT : 2) * (overlap.get(practice.id) ?? 0);
      // Who it is with matters: mediating fits two reports at odds, not a clash the asker is part of.
      if (reading.counterpart && practice.notWith?.includes(reading.counterpart)) score /= 2;
      // One person or a group: a conversation with Dave is not a team charter, seven agents leaving is not
      // one career conversation.
      if ((reading.scope === "one" && practice.scope === "team") || (reading.scope === "group" && practice.scope === "one")) score *= SCOPE_DAMPING;
      return [practice.id, score];
    }),
  );
}

/** What the reading's score adds to the practice model's for each point. Cross-validation on the 7,000-question
 *  corpus puts 0.5 to 1.5 within a tenth of a point (2 and 3 lower); 1.5 keeps the reading's say where it reads
 *  well (two people clashing is mediation first) while the model, learned from far more wording, leads. */
export const READING_SCORE_WEIGHT = 1.5;

/** Scores this close count as a tie (the model cannot tell them apart), which reported outcomes break. */
export const TIE_BAND = 0.5;

export interface RankedPractice {
  practice: Practice;
  score: number;
}

/** Practices ranked for a question (best first), with their scores. `sentence` is the question's sentence
 *  vector when the caller already has it (training); otherwise it is computed here. */
export async function rankPractices(
  question: string,
  situation: Situation = readSituation(question),
  reading: Reading = readQuestion(question),
  outcomes: OutcomeScores = new Map(),
  model: PracticeModel = shippedModel(),
  readingWeight: number = READING_SCORE_WEIGHT,
  sentence?: readonly number[],
): Promise<RankedPractice[]> {
  return assessAndRank(question, situation, reading, outcomes, model, readingWeight, sentence ?? (await encodeSentence(question))).ranked;
}

function assessAndRank(
  question: string,
  situation: Situation,
  reading: Reading,
  outcomes: OutcomeScores,
  model: PracticeModel,
  readingWeight: number,
  sentence: readonly number[] | undefined,
): { ranked: RankedPractice[]; assessment: Assessment } {
  const byReading = readingScores(question, situation, reading);
  const assessment = assessPractices(model, questionFeatures(question, reading), byReading, readingWeight, sentence);
  const scored = PRACTICES.map((practice) => ({ practice, score: assessment.scores.get(practice.id) ?? -10 }));
  // A practice that is the wrong answer to the main situation ranks last (never offered while three others
  // fit), however close the question's wording is to questions it answered.
  const main = reading.themes[0]?.theme;
  const ruledOut = (p: Practice) => (main && p.notWhen?.includes(main) ? 1 : 0);
  const ranked = scored.sort(
    (a, b) =>
      ruledOut(a.practice) - ruledOut(b.practice) ||
      banded(b.score) - banded(a.score) ||
      (outcomes.get(b.practice.id) ?? 0) - (outcomes.get(a.practice.id) ?? 0) ||
      // A tie goes to the more specific practice (one that fits fewer kinds of situation), so a
      // catch-all such as a hard conversation does not win ties on a stray word or the alphabet.
      Object.keys(a.practice.fits).length - Object.keys(b.practice.fits).length ||
      b.score - a.score ||
      a.practice.id.localeCompare(b.practice.id),
  );
  return { ranked, assessment };
}

/** Scores are rounded so that near-equal fits count as a tie, which reported outcomes then break. */
const banded = (score: number) => Math.round(score / TIE_BAND);

const DEFAULT_PRACTICES = ["one-on-ones", "grow-coaching", "situational-leadership", "psychological-safety", "sbi-feedback"];

/** The three are chosen among this many of the best-ranked practices (from different families). 5-fold
 *  cross-validation on the corpus, agreement weight 20: 5, 6, 8 and 10 gave all three acceptable 39.7%,
 *  39.8%, 39.8%, 39.8% and at least one 95.8% each, so the smallest of the best; measured by a patched run,
 *  `-- --cv` does not vary it. */
const CANDIDATES = 6;

/**
 * Three practices from three different families, best first. Not simply the best three: among the best six,
 * the set whose scores, plus how often similar labelled questions were answered with all three together,
 * add up highest. Three practices that each fit one reading of the question can still be no coach's three
 * (5-fold cross-validation on the corpus, practice-model.ts agreementWeight).
 */
export async function choosePractices(
  question: string,
  situation: Situation,
  reading: Reading = readQuestion(question),
  outcomes: OutcomeScores = new Map(),
  model: PracticeModel = shippedModel(),
  readingWeight: number = READING_SCORE_WEIGHT,
  sentence?: readonly number[],
): Promise<Practice[]> {
  const { ranked, assessment } = assessAndRank(question, situation, reading, outcomes, model, readingWeight, sentence ?? (await encodeSentence(question)));
  const candidates = firstOfEachFamily(ranked, CANDIDATES);
  // A practice the library requires for the main situation (the formal route for misconduct) is among the
  // three whenever it is a candidate at all. Not wherever it ranks: the reading's misconduct also covers an
  // accident under investigation or a team member assaulted by a customer, where the formal route against
  // a culprit is no coach's answer (in the corpus hold-out, of 39 such questions the conduct practice was
  // accepted for 11; gated to the candidates, replayed on the previous model, all three acceptable 46.1% → 46.4%).
  const main = reading.themes[0]?.theme;
  const required = candidates.filter((r) => main && r.practice.requiredWhen?.includes(main)).slice(0, 3);
  if (!assessment.agreementWeight || candidates.length < 3) return pickThree([...required, ...ranked.filter((r) => !required.includes(r))].map((r) => r.practice));
  let best: { value: number; positions: number; three: RankedPractice[] } | undefined;
  for (let i = 0; i < candidates.length; i++)
    for (let j = i + 1; j < candidates.length; j++)
      for (let k = j + 1; k < candidates.length; k++) {
        const three = [candidates[i]!, candidates[j]!, candidates[k]!];
        if (!required.every((r) => three.includes(r))) continue;
        // Banded, scores and agreement alike, so that where neither tells two sets apart the ranking's
        // tie-breaks (reported outcomes, then specificity) still decide, through the positions.
        const agreement = assessment.agreementWeight * assessment.agreement(three.map((r) => r.practice.id));
        const value = three.reduce((s, r) => s + banded(r.score), 0) + banded(agreement);
        const positions = i + j + k;
        if (!best || value > best.value || (value === best.value && positions < best.positions)) best = { value, positions, three };
      }
  return best!.three.map((r) => r.practice);
}

/** The first three of a ranking from three different families (the defaults fill in, never needed in practice). */
function pickThree(ranked: readonly Practice[]): Practice[] {
  return firstOfEachFamily([...ranked, ...DEFAULT_PRACTICES.map((id) => byId.get(id)!)].map((practice) => ({ practice })), 3).map((r) => r.practice);
}

/** The first `count` entries of a ranking whose practices come from different families, in ranking order. */
function firstOfEachFamily<T extends { practice: Practice }>(ranked: readonly T[], count: number): T[] {
  const chosen: T[] = [];
  const families = new Set<string>();
  for (const r of ranked) {
    if (chosen.length === count) break;
    if (families.has(r.practice.family)) continue;
    families.add(r.practice.family);
    chosen.push(r);
  }
  return chosen;
}

/**
 * The library practice closest to an approach written elsewhere (by the configured model): read the
 * approach's own title and steps as a situation and take the best-ranked practice not already used.
 * Null when the text reads as no situation the library covers. Used so a model-written approach can
 * start a plan in the library's words (never the model's, which may carry the question's details). Words
 * only, no sentence vector: an approach's text is written in the practices' own vocabulary, not a question's.
 */
export function closestPractice(text: string, exclude: ReadonlySet<string> = new Set()): Practice | null {
  const reading = readQuestion(text);
  if (!reading.themes.length) return null;
  const { ranked } = assessAndRank(text, readAffirmedSituation(text, reading), reading, new Map(), shippedModel(), READING_SCORE_WEIGHT, undefined);
  const best = ranked.find((r) => !exclude.has(r.practice.id));
  return best?.practice ?? null;
}

// ───────────── the writer ─────────────

const LEAD_INS = [
  "Start here: this is the most direct fit for what you describe.",
  "A complementary angle: use it alongside the first approach or instead of it.",
  "A longer-term investment that also prevents the same situation from coming back.",
];

const INDUSTRY_NOTES: Record<Industry, string> = {
  technology: "In technology teams, pair this with your existing rituals (stand-ups, sprint reviews, incident reviews) rather than adding new meetings.",
  healthcare: "In healthcare, fit it around shift patterns and handovers, and keep patient-safety matters on clear, directive footing.",
  education: "In schools and universities, time it around the academic calendar and protect teaching time when you ask for people's attention.",
  retail: "In retail, use short pre-shift huddles and make sure part-time and weekend staff hear the same message.",
  manufacturing: "In manufacturing and logistics, use the shift start and the daily performance board, and involve supervisors on every shift.",
  finance: "In finance, keep regulatory and compliance decisions explicit and documented while you apply it.",
  nonprofit: "In non-profits, connect it to the mission and remember that volunteers respond to recognition and purpose more than to authority.",
  hospitality: "In hospitality, brief the team before service rather than during it, and follow up in the quieter hours.",
  consulting: "In client-facing work, agree it internally before it becomes visible to clients, and protect the team from client pressure where you can.",
  "public sector": "In the public sector, check how it fits existing policies and consultation processes before you start.",
};

/** Situation-specific tips; each option takes a different slice so the three answers differ. */
function situationTips(s: Situation): string[] {
  const tips: string[] = [];
  const n = s.teamSize;
  if (s.role === "new manager") tips.push("Because you are new in the role, say openly that you are trying this and ask for input; it builds credibility faster than appearing to have every answer.");
  if (s.role === "founder") tips.push("As a founder, be explicit about which parts you are handing over and which you keep; people otherwise wait for your view on everything.");
  if (s.role === "senior leader") tips.push("At your level, work through your managers: brief them first so they can carry it to their own teams.");
  if (s.role === "individual contributor") tips.push("Without formal authority, lead by example and by asking good questions, and keep your own manager informed.");
  if (n && n <= 5) tips.push(`With a team of about ${n}, you can do this person by person within a week.`);
  else if (n && n <= 12) tips.push(`With about ${n} people, start with the two or three most affected, then extend it to the rest of the team.`);
  else if (n) tips.push(`With around ${n} people, involve your leads or a few volunteers rather than doing everything yourself.`);
  if (s.setting === "remote") tips.push("With a remote team, hold the important conversations on video rather than in chat, and confirm agreements in writing.");
  if (s.setting === "hybrid") tips.push("In a hybrid set-up, make sure people joining remotely get the same airtime and information as those in the room.");
  const bySignal: Record<string, string> = {
    deadline: "Given the time pressure, take the smallest useful step this week and plan the rest for after the deadline.",
    conflict: "Keep the focus on behaviour and shared goals rather than on who is right.",
    underperformance: "Write down two or three specific, recent examples before you start; they keep the conversation fair and concrete.",
    burnout: "Watch your own workload and tone as well: people copy what you do under pressure.",
    change: "Explain the reason for the change more than once; most people only take it in on the second or third hearing.",
    hiring: "Decide what good looks like before you meet candidates or new starters, so you judge against it rather than against first impressions.",
    boss: "Keep your own manager informed of what you are trying, so they can back you if it gets difficult.",
    motivation: "Ask people what energises them before you decide what to change; the answers are often surprising.",
    retention: "If someone may leave, talk to them this week: a direct conversation now is worth more than a counter-offer later.",
    trust: "Do exactly what you say you will, on small things too; trust returns through consistency.",
    decision: "Write down the decision and its trade-offs in a few lines so everyone works from the same version.",
    feedback: "Give the feedback within a day or two of what happened, while both of you remember it clearly.",
    growth: "Tie development to real work, such as a project or a responsibility, rather than only to courses.",
  };
  for (const sig of s.signals) if (bySignal[sig]) tips.push(bySignal[sig]);
  return tips;
}

const GENERIC_TIPS = [
  "Try the first step this week and note what happens before going further.",
  "Tell the people involved what you are trying and why; it makes the change feel less like a judgement.",
  "Review how it went after two weeks and adjust rather than abandoning it.",
];

function opening(p: Practice, s: Situation, rank: number): string {
  const when = p.whenItApplies.replace(/^When /, "");
  const fit = `It fits situations ${when.startsWith("you") || when.startsWith("your") ? "where " : "in which "}${when.replace(/\.$/, "")}.`;
  const who =
    s.role === "new manager"
      ? "As a new manager, "
      : s.role === "founder"
        ? "As a founder, "
        : s.role === "senior leader"
          ? "As a senior leader, "
          : s.role === "team lead"
            ? "As a team lead, "
            : "";
  const aim = `${who}${who ? "your" : "Your"} aim with this approach is simple: ${lowerFirst(p.title)}.`;
  return `${LEAD_INS[rank]} ${aim} ${fit}`;
}

function lowerFirst(s: string) {
  return s.charAt(0).toLowerCase() + s.slice(1);
}

const COUNTERPART_FALLBACK: Record<NonNullable<Reading["counterpart"]>, string> = {
  report: "the person involved",
  "two reports": "the two people involved",
  peer: "your peer",
  boss: "your manager",
  "former peers": "your former peers",
  team: "your team",
  client: "the client",
  self: "the people who depend on you",
};

/** Words that name a group even without a plural "s": "your team", "the staff". */
const COLLECTIVES = /\b(team|staff|crew|people|group|department|family|everyone|board|leadership|management)\b/i;

/** Whether who the reading found is one person ("Dana", "your manager", "the new hire"), not a group. */
export function isOnePerson(people: string): boolean {
  if (/\band\b|,/.test(people) || /^(the |your )?(two|three|four|five|six|both|several|\d)/i.test(people) || COLLECTIVES.test(people)) return false;
  if (isOneName(people)) return true;
  const last = people.split(/\s+/).pop()!;
  return !/[^s]s$/i.test(last);
}

/**
 * The templates' wording for a group ("meet each of {people} one to one"), and how it reads for one
 * person ("meet Dana one to one"): each group wording is replaced by its one-person form when only one
 * person is involved. For a named member of a group (former peers, "one of my
 * nurses, Dana") the group wording stays, for the group, with ", starting with Dana" after it.
 */
const GROUP_WORDING: Array<[RegExp, string]> = [
  [/\beach of \{people\}/g, "{people}"],
  [/\bmeet \{people\} one by one\b/gi, "meet {people} one to one"],
  [/\bthe most sceptical of \{people\}( about \{topic\})? one by one\b/g, "{people}$1"],
  [/\bwho among \{people\} could lead each\b/g, "whether {people} could lead one of them"],
  [/\bwhat \{people\} each own\b/g, "what {people} owns"],
  [/\bhow much direction each of them needs\b/g, "how much direction they need"],
  [/\{people\} bring\b/g, "{people} brings"],
  [/\{people\} care\b/g, "{people} cares"],
  [/\{people\} are\b/g, "{people} is"],
  [/\{people\} will all\b/g, "{people} will"],
  [/\bgive each person\b/g, "give them"],
];
/** Group wording that visits people one after another, after which "starting with Dana" reads right. */
const ONE_BY_ONE =
  /\b(?:meet|with) (?:(?:each of |the most sceptical of )\{people\}(?: about \{topic\})?(?: one by one| one to one| separately)?|\{people\}(?: about \{topic\})? (?:one by one|one to one|separately))(?: first)?(?: this week)?/i;

/** Fills a library template with the asker's own people and topic (in memory only). */
export function fillTemplate(template: string, r: Reading): string {
  const people = r.people ?? (r.counterpart ? COUNTERPART_FALLBACK[r.counterpart] : "the people involved");
  const topic = r.topic ?? "this situation";
  let text = template;
  if (isOnePerson(people)) {
    const visit = r.group ? ONE_BY_ONE.exec(text) : null;
    if (visit && r.group) {
      // A named member of a group: the group is who the step is for; the named person comes first.
      const after = text.slice(visit.index + visit[0].length);
      const head = visit[0].replaceAll("{people}", r.group.replaceAll("$", "$$$$"));
      text = `${text.slice(0, visit.index)}${head}, starting with {people}${/^\s+\w/.test(after) ? "," : ""}${after}`;
    }
    for (const [group, one] of GROUP_WORDING) text = text.replace(group, one);
  }
  return text.replaceAll("{people}", () => people).replaceAll("{topic}", () => topic);
}

function capitalise(s: string) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function writeOption(p: Practice, s: Situation, rank: number, r: Reading): DraftOption {
  const situational = situationTips(s);
  const pool = situational.length ? situational : GENERIC_TIPS;
  // Each option takes a different slice of the tips: rank 0 → 0,3,…; rank 1 → 1,4,…; rank 2 → 2,5,…
  let tips = pool.filter((_, i) => i % 3 === rank);
  if (!tips.length) tips = [pool[rank % pool.length]!];
  // The first step starts from what the asker said happened (the reading's evidence, in their words).
  const anchor = r.event ? ` Start from the specifics you gave: ${r.event}.` : "";
  const steps = [`${capitalise(fillTemplate(p.tailoredFirstStep, r))}${anchor}`, ...p.steps];
  const content = [
    opening(p, s, rank),
    "Steps to take:",
    steps.map((step, i) => `${i + 1}. ${step}`).join("\n"),
    "What to say first, word for word:",
    `“${fillTemplate(p.openingLine, r)}”`,
    "For your situation:",
    tips.map((t) => `- ${t}`).join("\n"),
    "Watch out for:",
    p.pitfalls.map((t) => `- ${t}`).join("\n"),
  ].join("\n\n");
  const industryContext = s.industry ? `${p.industryContext} ${INDUSTRY_NOTES[s.industry]}` : p.industryContext;
  return {
    practiceId: p.id,
    title: p.title,
    content,
    steps,
    detailedInsight: p.detailedInsight,
    industryContext,
    isPremium: Boolean(p.premiumTags?.length),
    premiumTags: [...(p.premiumTags ?? [])],
    mentorSpecialties: [...p.mentorSpecialties],
  };
}

/** The situation category of a reading: its strongest theme (what plans store and outcomes are counted by). */
export const situationCategory = (reading: Reading) => reading.themes[0]?.theme ?? null;

/** The situation as read from the question, its keyword signals taken only from what was not denied. */
export function readAffirmedSituation(question: string, reading: Reading): Situation {
  const situation = readSituation(question);
  return reading.affirmed === undefined ? situation : { ...situation, signals: readSituation(reading.affirmed).signals };
}

export async function adviseBuiltin(question: string, outcomeTable: OutcomeTable = new Map()): Promise<AdviceDraft> {
  const reading = readQuestion(question);
  const situation = readAffirmedSituation(question, reading);
  const category = situationCategory(reading);
  const outcomes = (category && outcomeTable.get(category)) || new Map<string, number>();
  const [a, b, c] = await choosePractices(question, situation, reading, outcomes);
  return {
    source: "builtin",
    situation: category,
    additionalContext: describeReading(situation, reading),
    options: [writeOption(a!, situation, 0, reading), writeOption(b!, situation, 1, reading), writeOption(c!, situation, 2, reading)],
  };
}

export const builtinAdviceProvider: AdviceProvider = {
  name: "builtin",
  async advise(question, context) {
    return adviseBuiltin(question, context?.outcomes);
  },
};
