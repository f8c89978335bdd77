// The reading does not depend on what the server read before, and keeps none of it. wink-nlp remembers
// every new word it meets for the life of an instance and, once it knows a word whole, no longer splits it
// ("the shift's." teaches it "shift's", which it otherwise reads as "shift" + "'s"); a shared instance
// made a question read differently late in a server's life than at its start, and held every user's words.
import { describe, expect, it } from "vitest";
import { adviseBuiltin } from "../../server/providers/advice/builtin.js";
import { questionFeatures } from "../../server/providers/advice/features.js";
import { nlp, withFreshReader, wordsHeld } from "../../server/providers/advice/nlp.js";
import { readQuestion } from "../../server/providers/advice/reading.js";

const QUESTION = "Our rota lead Priyanka Zorblax says the night shift's handover keeps slipping. How do I raise it with her?";
const TEACHES_SHIFTS = "Who covers for the shift's.";

const readAll = (q: string) => {
  const reading = readQuestion(q);
  return { reading, features: [...questionFeatures(q, reading)].sort(([a], [b]) => a.localeCompare(b)) };
};

describe("built-in engine: each question read afresh", () => {
  it("a question reads the same, features included, before and after other questions taught wink its words", async () => {
    const first = readAll(QUESTION);
    const answer = await adviseBuiltin(QUESTION);
    expect(first.features.map(([f]) => f)).toContain("w:shift");
    readAll(TEACHES_SHIFTS);
    for (let i = 0; i < 30; i++) readAll(`Zorblax${i} and the shift's ${i} rota.`);
    expect(readAll(QUESTION)).toEqual(first);
    expect(await adviseBuiltin(QUESTION)).toEqual(answer);
  });

  it("within one reader wink does learn a word whole, which is why each text gets its own", () => {
    const tokens = (text: string) => nlp.readDoc(text).tokens().out() as string[];
    const [before, after] = withFreshReader(() => {
      const b = tokens("The night shift's handover.");
      tokens(TEACHES_SHIFTS);
      return [b, tokens("The night shift's handover.")];
    });
    expect(before).toContain("shift");
    expect(after).toContain("shift's");
  });

  it("no word of a question stays in memory once it is read", () => {
    readAll(QUESTION);
    expect(wordsHeld()).toEqual({ reader: 0, shared: 0 });
    // Inside a reading the reader does hold them: the measure is real.
    withFreshReader(() => {
      nlp.readDoc(QUESTION);
      expect(wordsHeld().reader).toBeGreaterThan(0);
    });
  });
});
