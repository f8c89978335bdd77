// Bad input anywhere gets a clear 4xx in the documented shape, never a 500: every REST route (read
// from the procedures' meta) is sent wrong types, missing fields, 10 kB strings, unknown fields and
// unknown ids, as a user who is also a mentor and an admin (so no role check hides the validation).
import { afterAll, beforeAll, expect, it } from "vitest";
import { restRoutes } from "../../server/rest/adapter.js";
import { call, promote, signUp, startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  const u = await signUp(t);
  await promote(t, u.id, { isAdmin: true, isMainAdmin: true, isMentor: true });
  cookie = u.cookie;
});
afterAll(async () => t?.close());

const huge = "x".repeat(10_000);
const BODIES: unknown[] = [
  {},
  { unexpectedField: true },
  [1, 2, 3],
  "just a string",
  { id: 42, mentorId: { nested: true }, email: 7, password: null, question: 12, consent: "maybe", page: -1 },
  { id: huge, mentorId: huge, email: huge, password: huge, question: huge, title: huge, content: huge, q: huge, firstName: huge },
];
const QUERIES = ["?page=-5&pageSize=100000", `?q=${huge}`, "?isFree=perhaps&minRate=abc", "?input=%7Bbroken"];

it("never answers 5xx and always explains a 4xx with { message, code }", async () => {
  const problems: string[] = [];
  let checked = 0;
  for (const route of restRoutes()) {
    if (route.name === "auth.logout") continue; // would end this test's session
    const url = route.rest.path.replace(/:(\w+)/g, "no-such-$1");
    const attempts: Array<[string, unknown]> =
      route.rest.method === "GET" ? QUERIES.map((q) => [url + q, undefined]) : BODIES.map((b) => [url, b]);
    for (const [target, body] of attempts) {
      const res = await call(t, route.rest.method, target, body === undefined ? undefined : typeof body === "string" ? JSON.stringify(body) : body, cookie);
      checked += 1;
      if (res.status >= 500) problems.push(`${route.rest.method} ${target.slice(0, 80)} → ${res.status}`);
      else if (res.status >= 400 && (typeof res.body?.message !== "string" || typeof res.body?.code !== "string" || res.body.message.length > 500)) {
        problems.push(`${route.rest.method} ${target.slice(0, 80)} → ${res.status} without a short { message, code }`);
      }
    }
  }
  expect(checked).toBeGreaterThan(200);
  expect(problems).toEqual([]);
});

it("writes nothing on a refused request", async () => {
  const before = await Promise.all([t.db.user.count(), t.db.mentorship.count(), t.db.payment.count(), t.db.invitation.count(), t.db.usageEvent.count()]);
  await call(t, "POST", "/api/mentorships", { mentorId: "no-such-mentor", paymentFrequency: "monthly" }, cookie);
  await call(t, "POST", "/api/invitations", { inviteeFirstName: "A", inviteeLastName: "B", inviteeEmail: "nope", inviteePhone: "1" }, cookie);
  await call(t, "POST", "/api/test-leadership-advice", { question: "   " }, cookie);
  await call(t, "POST", "/api/auth/register", { firstName: "x", lastName: "y", email: "bad", password: "short" });
  const after = await Promise.all([t.db.user.count(), t.db.mentorship.count(), t.db.payment.count(), t.db.invitation.count(), t.db.usageEvent.count()]);
  expect(after).toEqual(before);
});

it("answers broken tRPC input with a 4xx too, on every procedure", async () => {
  const { appRouter } = await import("../../server/trpc/router.js");
  const procedures = appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>;
  const problems: string[] = [];
  for (const [name, procedure] of Object.entries(procedures)) {
    if (name === "auth.logout") continue;
    const attempts =
      procedure._def.type === "query"
        ? [call(t, "GET", `/trpc/${name}?input=%7Bbroken`, undefined, cookie), call(t, "GET", `/trpc/${name}?input=${encodeURIComponent(JSON.stringify({ json: { id: 5, page: "x", q: huge } }))}`, undefined, cookie)]
        : [call(t, "POST", `/trpc/${name}`, "{broken", cookie), call(t, "POST", `/trpc/${name}`, { json: { id: 5, mentorId: [], question: huge, extra: 1 } }, cookie)];
    for (const res of await Promise.all(attempts)) if (res.status >= 500) problems.push(`${name} → ${res.status}`);
  }
  expect(Object.keys(procedures).length).toBeGreaterThan(60);
  expect(problems).toEqual([]);
});
