// Issue 14 item 4: a follow-up answers in the context of the first question and the chosen approach,
// counts as a request, and refuses bad input with a clear 400.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, type TestApp } from "./harness.js";
import { followUpBuiltin } from "../../server/providers/advice/follow-up.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 120_000);
afterAll(async () => t?.close());

const QUESTION = "One of my developers, Marco, keeps missing sprint deadlines on the checkout redesign and the quality of his code has dropped.";

describe("follow-up engine", () => {
  it("answers 'they got defensive' with a new move that keeps the person and the topic", async () => {
    const a = await followUpBuiltin({ question: QUESTION, practiceId: "sbi-feedback", approachTitle: "Give specific feedback", thread: [], followUp: "He got defensive and said the deadlines were unrealistic. Now what?" });
    expect(a.practiceId).not.toBe("sbi-feedback");
    expect(["difficult-conversations", "emotional-regulation", "clear-expectations", "scope-tradeoffs", "interest-based-negotiation", "feedback-culture"]).toContain(a.practiceId);
    expect(a.answer).toContain("You started with “Give specific feedback”");
    expect(a.answer).toContain("Marco");
    expect(a.steps.length).toBeGreaterThanOrEqual(3);
  });

  it("deepens the chosen approach when the follow-up names nothing new", async () => {
    const a = await followUpBuiltin({ question: QUESTION, practiceId: "clear-expectations", approachTitle: "Reset expectations", thread: [], followUp: "OK, and then?" });
    expect(a.practiceId).toBe("clear-expectations");
    expect(a.answer).toMatch(/^Stay with “Reset expectations”/);
  });
});

describe("POST /api/advice/follow-up", () => {
  it("answers, counts one request per follow-up, and refuses bad input", async () => {
    const u = await signUp(t);
    const ask = await call(t, "POST", "/api/test-leadership-advice", { question: QUESTION, responseFormat: "text" }, u.cookie);
    expect(ask.status).toBe(200);
    const option = ask.body.options[0];
    const before = await t.db.usageEvent.count({ where: { userId: u.id } });
    const res = await call(t, "POST", "/api/advice/follow-up", { question: QUESTION, approachId: option.id, approachTitle: option.title, followUp: "He got defensive. Now what?" }, u.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: expect.any(String), answer: expect.stringContaining("Marco"), openingLine: expect.any(String) });
    expect(res.body.steps.length).toBeGreaterThan(0);
    expect(await t.db.usageEvent.count({ where: { userId: u.id } })).toBe(before + 1);

    for (const bad of [
      { question: QUESTION, approachId: option.id, approachTitle: option.title },
      { question: QUESTION, approachId: option.id, approachTitle: option.title, followUp: "   " },
      { question: QUESTION, approachId: "../../etc", approachTitle: option.title, followUp: "now what" },
      { question: QUESTION, approachId: option.id, approachTitle: option.title, followUp: "now what", thread: Array.from({ length: 21 }, () => ({ role: "user", text: "x" })) },
      { question: QUESTION, approachId: option.id, approachTitle: option.title, followUp: "now what", thread: [{ role: "system", text: "x" }] },
      { question: "", approachId: option.id, approachTitle: option.title, followUp: "now what" },
      { question: QUESTION, approachId: option.id, approachTitle: option.title, followUp: "a\u0000b".repeat(400) },
    ]) {
      const r = await call(t, "POST", "/api/advice/follow-up", bad, u.cookie);
      expect(r.status).toBe(400);
      expect(r.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
    }
    expect(await t.db.usageEvent.count({ where: { userId: u.id } })).toBe(before + 1);
  }, 60_000);
});
