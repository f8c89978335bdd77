// The rate limit counts procedures, not HTTP requests: a tRPC batch of 20 calls costs 20.
import { afterAll, beforeAll, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "./harness.js";

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
