// The built-in engine's reading of what a question denies, and its ranking ties (issue 14 item 1): a
// mention said in the negative ("it's not a meetings problem", "nobody is burnt out") pulls no practice
// in and is not taken as the topic, and an exact tie goes to the more specific practice rather than to
// the alphabet.
import { describe, expect, it } from "vitest";
import { adviseBuiltin, rankPractices, TIE_BAND } from "../../server/providers/advice/builtin.js";
import { readQuestion } from "../../server/providers/advice/reading.js";
import { untrainedModel } from "../../server/providers/advice/practice-model.js";
import { PRACTICES } from "../../server/providers/advice/practices.js";

const ids = async (q: string) => (await adviseBuiltin(q)).options.map((o) => o.practiceId);
const themes = (q: string) => readQuestion(q).themes.map((t) => t.theme);

describe("built-in engine: what the asker denies", () => {
  it("a denied mention does not pull a practice in", async () => {
    const q = "It's not a meetings problem and my team isn't remote: two of my designers, Ana and Tom, have stopped talking to each other.";
    const got = await ids(q);
    expect(got).not.toContain("effective-meetings");
    expect(got).not.toContain("async-communication");
    expect(got).not.toContain("remote-team-rhythms");
    expect(got[0]).toBe("mediate-team-conflict");
    // The same words said as the problem do pull those practices in.
    expect(await ids("Our meetings run for hours and half the team is remote across time zones.")).toEqual(expect.arrayContaining(["effective-meetings"]));
  });

  it("'nobody is burnt out' is no burnout, while 'nobody speaks up' still names a problem", async () => {
    expect(themes("Nobody is burnt out, but two of my chefs have fallen out and are not speaking to each other.")).not.toContain("burnout");
    expect(themes("Nobody is burnt out, but two of my chefs have fallen out and are not speaking to each other.")).toContain("conflict");
    expect(await ids("Nobody is burnt out, but two of my chefs have fallen out and are not speaking to each other.")).not.toContain("burnout-recovery");
    expect(themes("Nobody speaks up in our retrospectives.")).toContain("speakingUp");
  });

  it("a negation ends at the clause: 'not about delegation: my best engineer wants a promotion' is about the promotion", async () => {
    const r = readQuestion("It is not about delegation: my best engineer wants a promotion I cannot give her this year.");
    expect(r.topic).not.toMatch(/delegation/);
    expect(r.topic).toMatch(/promotion/);
    expect(r.themes.map((t) => t.theme)).toContain("career");
    const draft = await adviseBuiltin("It is not about delegation: my best engineer wants a promotion I cannot give her this year.");
    expect(draft.options[0]!.steps[0]).not.toMatch(/delegation/);
    expect(draft.options.map((o) => o.practiceId)).not.toContain("delegation-levels");
  });

  it("a problem said with 'never' or 'won't' is still the problem (not a denial)", () => {
    expect(themes("My team lead never writes anything down.")).toContain("accountability");
    expect(themes("Our two warehouse supervisors won't share forklifts between their shifts.")).toContain("conflict");
    expect(readQuestion("My team lead never writes anything down.").affirmed).toBeUndefined();
  });
});

describe("built-in engine: ties", () => {
  it("a tie goes to the more specific practice, not to the alphabet", async () => {
    // Two reports at odds: on the reading alone (a model that has learned nothing), a team charter (fits 6
    // kinds of situation) and a hard conversation (fits 11) score the same (within the tie band); the charter is the more
    // specific answer and ranks first. The trained model rarely leaves these two tied, so the rule is shown here.
    const ranked = await rankPractices("Our two warehouse supervisors won't share forklifts between their shifts and orders are going out late.", undefined, undefined, new Map(), untrainedModel(PRACTICES.map((p) => p.id)));
    const score = (id: string) => ranked.find((r) => r.practice.id === id)!.score;
    expect(Math.round(score("team-charter") / TIE_BAND)).toBe(Math.round(score("difficult-conversations") / TIE_BAND));
    const order = ranked.map((r) => r.practice.id);
    expect(order.indexOf("team-charter")).toBeLessThan(order.indexOf("difficult-conversations"));
  });

  it("within every tie, the practices that fit fewer kinds of situation come first", async () => {
    for (const q of [
      "My team is exhausted after months of overtime.",
      "Everything is urgent. We have 14 projects open and four developers.",
      "We spend all week in meetings and never get real work done.",
    ]) {
      const ranked = await rankPractices(q);
      for (let i = 1; i < ranked.length; i++) {
        const [a, b] = [ranked[i - 1]!, ranked[i]!];
        if (Math.round(a.score * 10) === Math.round(b.score * 10)) {
          expect(Object.keys(a.practice.fits).length).toBeLessThanOrEqual(Object.keys(b.practice.fits).length);
        }
      }
    }
  });
});

describe("built-in engine: who and what, in the asker's words", () => {
  it("the asker's own role is not the people involved, even said in the negative", () => {
    expect(readQuestion("I'm a first-time manager and I don't know what to do with my team's roadmap.").people).toBeNull();
    expect(readQuestion("I'm not a manager, but I'm the most senior developer and the juniors keep asking me for help.").people).toBe("the juniors");
  });

  it("keeps hyphenated words whole and counts people a number names", async () => {
    expect(readQuestion("One of my reports went straight to my boss to complain about my decision on the on-call rota.").topic).toBe("the on-call rota");
    expect(readQuestion("How do I welcome and integrate two contractors who will work with us for six months?").people).toBe("the two contractors");
    const draft = await adviseBuiltin("How do I welcome and integrate two contractors who will work with us for six months?");
    expect(draft.options[0]!.steps[0]).toContain("the two contractors");
  });

  it("a capitalised 'Everything' at the start of a sentence is not a name; 'no authority' is not a topic", () => {
    expect(readQuestion("Everything is urgent. We have 14 projects open and four developers.").people).toBe("the four developers");
    expect(readQuestion("I need the marketing team's help for my project, but I have no authority over them.").topic).not.toMatch(/authority/);
  });
});
