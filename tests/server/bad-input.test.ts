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

it("refuses NUL bytes in any text, id or query with a 4xx on every REST route and procedure", async () => {
  const nul = "bad\u0000value";
  const problems: string[] = [];
  for (const route of restRoutes()) {
    if (route.name === "auth.logout") continue;
    const url = route.rest.path.replace(/:(\w+)/g, "id%00x");
    const res =
      route.rest.method === "GET"
        ? await call(t, "GET", `${url}?q=${encodeURIComponent(nul)}&id=${encodeURIComponent(nul)}`, undefined, cookie)
        : await call(t, route.rest.method, url, { id: nul, mentorId: nul, email: nul, question: nul, title: nul, content: nul, firstName: nul, inviteeEmail: nul, search: nul, reason: nul, [nul]: 1 }, cookie);
    if (res.status >= 500) problems.push(`${route.rest.method} ${route.rest.path} → ${res.status}`);
  }
  const { appRouter } = await import("../../server/trpc/router.js");
  for (const [name, procedure] of Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)) {
    if (name === "auth.logout") continue;
    const input = { json: { id: nul, mentorId: nul, userId: nul, q: nul, search: nul, question: nul, email: nul, password: nul, chargeId: nul, mentorshipId: nul } };
    const res =
      procedure._def.type === "query"
        ? await call(t, "GET", `/trpc/${name}?input=${encodeURIComponent(JSON.stringify(input))}`, undefined, cookie)
        : await call(t, "POST", `/trpc/${name}`, input, cookie);
    if (res.status >= 500) problems.push(`${name} → ${res.status}`);
  }
  expect(problems).toEqual([]);
  const search = await call(t, "GET", `/api/admin/users?search=${encodeURIComponent(nul)}`, undefined, cookie);
  expect(search.status).not.toBe(500);
  const trpcSearch = await call(t, "GET", `/trpc/admin.users?input=${encodeURIComponent(JSON.stringify({ json: { search: nul } }))}`, undefined, cookie);
  expect(trpcSearch.status).toBe(400);
  expect(trpcSearch.body.error.json.message).toMatch(/NUL/);
});

it("refuses impossible calendar dates with 400", async () => {
  for (const day of ["2026-02-31", "9999-99-99", "2026-13-01", "2025-02-29"]) {
    const res = await call(t, "GET", `/trpc/admin.payments?input=${encodeURIComponent(JSON.stringify({ json: { from: day } }))}`, undefined, cookie);
    expect(res.status, day).toBe(400);
  }
  const ok = await call(t, "GET", `/trpc/admin.payments?input=${encodeURIComponent(JSON.stringify({ json: { from: "2024-02-29" } }))}`, undefined, cookie);
  expect(ok.status).toBe(200);
});

it("answers unsatisfiable Range headers on audio with 416, never 500", async () => {
  const id = await t.services.audio.put(Buffer.alloc(100, 1), "audio/wav");
  for (const range of ["bytes=500-600", "bytes=99999999999999999999999-", "bytes=50-10", "bytes=-0", "items=0-5", "bytes=0-1,5-9", "bytes=abc"]) {
    const res = await t.app.inject({ method: "GET", url: `/api/audio/${id}`, headers: { range } });
    expect(res.statusCode, range).toBe(416);
  }
  const ok = await t.app.inject({ method: "GET", url: `/api/audio/${id}`, headers: { range: "bytes=10-19" } });
  expect(ok.statusCode).toBe(206);
});

it("POST, PUT, PATCH and DELETE read input from the body and path only, never the query string", async () => {
  const before = await t.db.savedApproach.count();
  const res = await call(t, "POST", "/api/saved-approaches?title=From%20the%20URL&content=secret%20question", {}, cookie);
  expect(res.status).toBe(400);
  expect(await t.db.savedApproach.count()).toBe(before);
  const ask = await call(t, "POST", `/api/test-leadership-advice?question=${encodeURIComponent("How do I handle my boss?")}`, {}, cookie);
  expect(ask.status).toBe(400);
});

// Walks every procedure's input schema (read from the router, not listed by hand): a NUL in EVERY
// string field is a 4xx, and impossible calendar dates in every date field are never a 500.
it("sends NUL in every string input and impossible dates in every date input of every procedure: 4xx, never 500", async () => {
  const { z } = await import("zod");
  const { appRouter } = await import("../../server/trpc/router.js");
  type Json = { type?: string | string[]; properties?: Record<string, Json>; items?: Json; anyOf?: Json[]; oneOf?: Json[]; allOf?: Json[]; enum?: unknown[]; const?: unknown; format?: string; pattern?: string };
  const isDate = (s: Json) => s.format === "date" || s.format === "date-time" || (s.pattern ?? "").includes("\\d{4}-\\d{2}-\\d{2}");
  /** A value shaped like the schema, with `str(schema)` for every string. */
  const sample = (s: Json, str: (s: Json) => string, depth = 0): unknown => {
    if (depth > 6) return null;
    if (s.const !== undefined) return s.const;
    if (s.enum?.length) return s.enum[0];
    const alt = s.anyOf ?? s.oneOf;
    if (alt?.length) return sample(alt.find((a) => a.type !== "null") ?? alt[0]!, str, depth + 1);
    if (s.allOf?.length) return sample(s.allOf[0]!, str, depth + 1);
    const type = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
    if (type === "object" || s.properties) return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, str, depth + 1)]));
    if (type === "array") return [sample(s.items ?? {}, str, depth + 1)];
    if (type === "string") return str(s);
    if (type === "integer" || type === "number") return 1;
    if (type === "boolean") return true;
    return str(s);
  };
  const hasDate = (s: Json, depth = 0): boolean =>
    depth < 7 && (isDate(s) || Object.values(s.properties ?? {}).some((v) => hasDate(v, depth + 1)) || [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? []), ...(s.items ? [s.items] : [])].some((v) => hasDate(v, depth + 1)));

  const problems: string[] = [];
  let stringInputs = 0;
  let dateInputs = 0;
  const send = (name: string, type: string, input: unknown) =>
    type === "query"
      ? call(t, "GET", `/trpc/${name}?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, undefined, cookie)
      : call(t, "POST", `/trpc/${name}`, { json: input }, cookie);
  for (const [name, procedure] of Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string; inputs: unknown[] } }>)) {
    if (name === "auth.logout" || procedure._def.type === "subscription") continue;
    const schema = procedure._def.inputs[0];
    if (!schema) continue;
    let json: Json;
    try {
      json = z.toJSONSchema(schema as never, { unrepresentable: "any", io: "input" }) as Json;
    } catch {
      json = {};
    }
    const withNul = sample(json, () => "bad\u0000value");
    if (JSON.stringify(withNul).includes("\\u0000")) {
      stringInputs += 1;
      const res = await send(name, procedure._def.type, withNul);
      if (res.status < 400 || res.status >= 500) problems.push(`${name} with NUL → ${res.status}`);
    }
    if (hasDate(json)) {
      for (const day of ["2026-02-31", "9999-99-99"]) {
        dateInputs += 1;
        const input = sample(json, (s) => (isDate(s) ? (s.format === "date-time" ? `${day}T10:00:00Z` : day) : "valid text"));
        const res = await send(name, procedure._def.type, input);
        if (res.status >= 500) problems.push(`${name} with ${day} → ${res.status}`);
        else if (res.status < 400) problems.push(`${name} with ${day} → ${res.status} (accepted an impossible date)`);
      }
    }
  }
  expect(stringInputs).toBeGreaterThan(40);
  expect(dateInputs).toBeGreaterThanOrEqual(4);
  expect(problems).toEqual([]);
});
