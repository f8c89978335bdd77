// What the practice model sees of a question: its words as lemmas (so "clashed" and "clashing" meet),
// marked when said in the negative ("not about pay"), pairs of neighbouring words ("my boss", "each
// other", "over head"), and the reading's conclusions (themes, who it is with, one person or a group).
// In memory only: the features of a question are never stored or logged.
import { nlp, its, withFreshReader } from "./nlp.js";
import type { Reading } from "./reading.js";

/** Sparse features: name → value. */
export type Features = Map<string, number>;

/** How much the reading's conclusions weigh against the words (whose block is normalised to length 1). */
const READING_WEIGHT = 0.5;

/** Words that carry no meaning on their own; still used inside word pairs ("each other", "my boss"). */
const SKIP = new Set(["be", "have", "do", "the", "a", "an", "and", "or", "to", "of", "in", "on", "at", "for", "with", "it", "this", "that", "i", "we", "you"]);

/** The question's words as the features take them: lemmas, marked when negated, punctuation left out. */
export function wordsOfDoc(doc: ReturnType<typeof nlp.readDoc>): string[] {
  const tokens = doc.tokens();
  // wink's typings do not accept its.lemma in out(); the call itself is documented and works.
  const out = tokens.out.bind(tokens) as (f: unknown) => unknown[];
  const lemmas = out(its.lemma) as string[];
  const types = out(its.type) as string[];
  const negated = out(its.negationFlag) as boolean[];
  const words: string[] = [];
  for (let i = 0; i < lemmas.length; i++) {
    if (types[i] !== "word") continue;
    const lemma = String(lemmas[i]).toLowerCase().replace(/[’']/g, "");
    if (!lemma) continue;
    words.push(negated[i] ? `¬${lemma}` : lemma);
  }
  return words;
}

/** The words of the question a reading was made from (reading.ts hands them over), so the features need
 *  not read the question a second time. Held only as long as the reading itself. */
const wordsOfReading = new WeakMap<Reading, { question: string; words: string[] }>();

export function rememberWords(reading: Reading, question: string, words: string[]): void {
  wordsOfReading.set(reading, { question, words });
}

export function questionFeatures(question: string, reading: Reading): Features {
  const known = wordsOfReading.get(reading);
  // Otherwise a fresh reader, as for the reading (nlp.ts): the same question gives the same words whatever
  // else the server has read, even when other questions were read while this one waited.
  const words = known?.question === question ? known.words : withFreshReader(() => wordsOfDoc(nlp.readDoc(question)));
  const bag = new Map<string, number>();
  for (const w of words) if (!SKIP.has(w)) bag.set(`w:${w}`, 1);
  for (let i = 1; i < words.length; i++) bag.set(`b:${words[i - 1]}_${words[i]}`, 1);
  // The word block is normalised so a long question does not outweigh a short one.
  const norm = Math.sqrt(bag.size) || 1;
  const features: Features = new Map([...bag].map(([k, v]) => [k, v / norm]));
  reading.themes.forEach(({ theme, weight }, i) => {
    features.set(`t:${theme}`, READING_WEIGHT * Math.min(weight, 2));
    if (i === 0) features.set(`t1:${theme}`, READING_WEIGHT);
  });
  if (reading.counterpart) features.set(`c:${reading.counterpart}`, READING_WEIGHT);
  if (reading.scope) features.set(`s:${reading.scope}`, READING_WEIGHT);
  features.set("bias", 1);
  return features;
}
