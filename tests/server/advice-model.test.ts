// The OpenAI-compatible provider against a tiny HTTP server in this test that speaks the chat
// completions API: success, garbage → built-in fallback, timeout → built-in fallback.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, type TestApp } from "./harness.js";

type Mode = "ok" | "garbage" | "slow" | "error" | "practices";
let mode: Mode = "ok";
const seen: Array<{ auth: string | undefined; body: any }> = [];
let server: Server;
let t: TestApp;

const MODEL_ANSWER = {
  additionalContext: "You lead a small team through a tense period.",
  options: [1, 2, 3].map((n) => ({
    title: `Model approach ${n}`,
    content: `Paragraph for approach ${n}, written by the model.\n\n1. First step\n2. Second step\n\n- A tip`,
    steps: ["First step", "Second step"],
    detailedInsight: `Insight number ${n} from the model.`,
    industryContext: `Industry note number ${n} from the model.`,
    specialty: n === 1 ? "Conflict Resolution" : "Not a specialty",
  })),
};

/** A model answer naming library practices: a real id, a made-up one (matched by its text) and none. */
const PRACTICE_ANSWER = {
  additionalContext: "Two of your leads are at odds and you carry too much yourself.",
  options: [
    { title: "Bring Mira and Joe together", content: "Meet Mira and Joe separately about the Atlas migration, then together, and agree how they will work.", steps: ["Meet Mira and Joe separately about the Atlas migration", "Bring them together with ground rules"], detailedInsight: "Most feuds are about roles.", industryContext: "Common in engineering teams.", specialty: "Conflict Resolution", practice: "mediate-team-conflict" },
    { title: "Delegate the Atlas release work and stop micromanaging", content: "Hand the Atlas release checklist to Mira: agree what she decides alone and what she checks with you.", steps: ["Delegate the Atlas release checklist to Mira", "Let go of the details and stop rewriting her work"], detailedInsight: "Delegation builds capacity.", industryContext: "Common in engineering teams.", specialty: "Coaching Skills", practice: "made-up-practice" },
    { title: "Model approach 3", content: "Paragraph for approach 3, written by the model.\n\n1. First step\n2. Second step", steps: ["First step", "Second step"], detailedInsight: "Insight number 3 from the model.", industryContext: "Industry note number 3 from the model.", specialty: "Coaching Skills", practice: "none" },
  ],
};

async function readBody(req: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString("utf8"));
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const body = await readBody(req);
    seen.push({ auth: req.headers.authorization, body });
    if (req.url !== "/v1/chat/completions") return res.writeHead(404).end();
    if (mode === "slow") await new Promise((r) => setTimeout(r, 3000));
    if (mode === "error") return res.writeHead(500, { "content-type": "application/json" }).end('{"error":"boom"}');
    const content = mode === "garbage" ? "Sure! Here are some ideas: {not json" : JSON.stringify(mode === "practices" ? PRACTICE_ANSWER : MODEL_ANSWER);
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ id: "x", object: "chat.completion", choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }] }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  t = await startTestApp({
    seed: true,
    env: { ADVICE_API_URL: `http://127.0.0.1:${port}/v1`, ADVICE_API_KEY: "test-key", ADVICE_MODEL: "coach-1", ADVICE_TIMEOUT_MS: "500" },
  });
}, 120_000);
afterAll(async () => {
  await t?.close();
  server?.closeAllConnections();
  await new Promise((r) => server?.close(r));
});

const ASK = "/api/test-leadership-advice";

describe("model provider", () => {
  it("asks the configured model for JSON and answers with its three validated options", async () => {
    mode = "ok";
    const u = await signUp(t);
    const res = await call(t, "POST", ASK, { question: "How do I calm a feud between two of my leads?", responseFormat: "text" }, u.cookie);
    expect(res.status).toBe(200);
    expect(res.body.options.map((o: { title: string }) => o.title)).toEqual(["Model approach 1", "Model approach 2", "Model approach 3"]);
    expect(res.body.additionalContext).toBe(MODEL_ANSWER.additionalContext);
    expect(res.body.options[0].mentorSuggestions[0].specialty).toBe("Conflict Resolution");
    const last = seen.at(-1)!;
    expect(last.auth).toBe("Bearer test-key");
    expect(last.body.model).toBe("coach-1");
    expect(last.body.response_format).toEqual({ type: "json_object" });
    expect(last.body.messages.at(-1)).toEqual({ role: "user", content: "How do I calm a feud between two of my leads?" });
  });

  it.each([
    ["garbage JSON", "garbage" as Mode, "invalid"],
    ["a server error", "error" as Mode, "http"],
    ["a timeout", "slow" as Mode, "timeout"],
  ])("falls back to the built-in engine on %s, logging only the reason", async (_label, m, reason) => {
    mode = m;
    const u = await signUp(t);
    const question = `Fallback canary ${m} — how do I delegate more to my team?`;
    const res = await call(t, "POST", ASK, { question, responseFormat: "text" }, u.cookie);
    expect(res.status).toBe(200);
    expect(res.body.options).toHaveLength(3);
    expect(res.body.options.some((o: { id: string }) => o.id.includes("delegation-levels"))).toBe(true);
    expect(t.logs()).toContain(`"reason":"${reason}"`);
    expect(t.logs()).not.toContain(`Fallback canary ${m}`);
  });
});

describe("model-written answers start plans (issue 14: Try this approach)", () => {
  it("names the library practice behind each model option — the model's own choice, else the closest by its text, else none — and the plan keeps the library's words", async () => {
    mode = "practices";
    const u = await signUp(t);
    const res = await call(t, "POST", ASK, { question: "Mira and Joe, my two leads, keep fighting over the Atlas migration and I end up doing everything myself.", responseFormat: "text" }, u.cookie);
    expect(res.status).toBe(200);
    expect(res.body.source).toBe("model");
    const ids = res.body.options.map((o: { id: string }) => o.id);
    expect(ids[0]).toBe("option-1-mediate-team-conflict");
    // An id the library does not have is not trusted: the option's own title and steps are read instead.
    expect(ids[1]).toBe("option-2-delegation-levels");
    // Nothing in "First step, Second step" is close to a practice: no plan, and the id says so.
    expect(ids[2]).toBe("option-3-model");
    // The system prompt lists the library so the model can name a practice.
    expect(seen.at(-1)!.body.messages[0].content).toContain("mediate-team-conflict (Mediate a conflict between two team members)");

    // "Try this approach" on the first option: a plan in the library's words, nothing from the answer.
    const started = await call(t, "POST", "/api/action-plans", { practiceId: "mediate-team-conflict", situation: res.body.situation }, u.cookie);
    expect(started.status).toBe(200);
    expect(started.body.practiceId).toBe("mediate-team-conflict");
    expect(started.body.title).toBe("Mediate a conflict between two team members");
    expect(started.body.steps.map((s: { text: string }) => s.text).join(" ")).not.toMatch(/Mira|Joe|Atlas/);
    expect(started.body.steps.length).toBeGreaterThanOrEqual(3);
  });

  it("keeps the built-in source on a built-in answer", async () => {
    mode = "garbage";
    const u = await signUp(t);
    const res = await call(t, "POST", ASK, { question: "How do I delegate more to my team?", responseFormat: "text" }, u.cookie);
    expect(res.body.source).toBe("builtin");
  });
});
