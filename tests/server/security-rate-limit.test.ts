// The rate limit counts procedures, not HTTP requests: a tRPC batch of 20 calls costs 20.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "30" } });
});
afterAll(async () => t?.close());

it("a batch of 20 procedures uses 20 of the 30 allowed; the next batch of 20 is refused with 429", async () => {
  const batch = `/trpc/${Array.from({ length: 20 }, () => "mentors.specialties").join(",")}?batch=1&input=${encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [i, {}]))))}`;
  const first = await call(t, "GET", batch);
  expect(first.status).toBe(200);
  const second = await call(t, "GET", batch);
  expect(second.status).toBe(429);
  expect(second.body).toMatchObject({ code: "TOO_MANY_REQUESTS" });
  // A refused batch runs none of its procedures.
  expect(second.body).not.toHaveProperty("0");
});

// A procedure's own per-user limit is declared in its meta (meta.rateLimit) and applied before it runs:
// asks and follow-ups share 20 a minute per user, whatever each call answers.
describe("per-user limits declared in meta", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app?.close());

  it("advice: the 21st ask or follow-up in a minute is refused with 429; another user is not affected", async () => {
    const u = await signUp(app);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = i % 2
        ? await call(app, "POST", "/api/advice/follow-up", { question: "How do I give feedback?", approachId: "sbi-feedback", approachTitle: "Give feedback", followUp: "And then?" }, u.cookie)
        : await call(app, "POST", "/api/test-leadership-advice", { question: "How do I give feedback to a senior engineer?", responseFormat: "text" }, u.cookie);
      statuses.push(res.status);
    }
    expect(statuses).not.toContain(429);
    const over = await call(app, "POST", "/api/test-leadership-advice", { question: "How do I give feedback to a senior engineer?", responseFormat: "text" }, u.cookie);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ code: "TOO_MANY_REQUESTS", message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/) });
    const other = await signUp(app);
    expect((await call(app, "POST", "/api/test-leadership-advice", { question: "How do I give feedback to a senior engineer?", responseFormat: "text" }, other.cookie)).status).not.toBe(429);
  });
});
