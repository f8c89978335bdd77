// tRPC over HTTP (server/trpc/http.ts): a batched GET of queries is answered by LeadOne's own path,
// exactly as tRPC's handler answers it (a `trpc-accept` header sends a request through tRPC's, so
// the two are compared side by side); JSON answers go out in one piece with a Content-Length; and the
// 30 s polls read the session and their usage row in ONE statement.
import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, trpc, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const q = (input: unknown) => `input=${encodeURIComponent(JSON.stringify(input))}`;
const POLLS = `/trpc/usage.status,usage.pendingCharges,account.status?batch=1&${q({})}`;

/** The same request through LeadOne's batched-query path and through tRPC's own handler. */
async function bothWays(url: string, cookie?: string) {
  const headers = cookie ? { cookie } : {};
  const own = await t.app.inject({ method: "GET", url, headers });
  const trpcs = await t.app.inject({ method: "GET", url, headers: { ...headers, "trpc-accept": "application/json" } });
  // Request ids and the poll's "now" differ between two requests; nothing else may.
  const comparable = (body: string) => body.replace(/"requestId":"[^"]+"/g, '"requestId":""');
  return { own, trpcs, same: () => expect({ status: own.statusCode, body: comparable(own.body), type: own.headers["content-type"], vary: own.headers.vary }).toEqual({ status: trpcs.statusCode, body: comparable(trpcs.body), type: trpcs.headers["content-type"], vary: trpcs.headers.vary }) };
}

describe("batched tRPC queries", () => {
  it("answer as tRPC's handler does: data, 401s, a mixed batch (207), bad input, a NUL byte, a refusal", async () => {
    const u = await signUp(t);
    const cases = [
      `/trpc/account.status,usage.pendingCharges?batch=1&${q({})}`,
      `/trpc/usage.history,account.support?batch=1&${q({ 0: { json: { months: 3 } } })}`,
      `/trpc/usage.history?batch=1&${q({ 0: { json: { months: "three" } } })}`,
      `/trpc/usage.history?batch=1&${q({ 0: { json: { months: "\u0000" } } })}`,
      `/trpc/admin.users,account.status?batch=1&${q({})}`,
      `/trpc/account.status?batch=1`,
      // superjson meta the server cannot read: a 400, never a 500
      `/trpc/usage.history?batch=1&${q({ 0: { json: 1, meta: { values: ["bogus"] } } })}`,
      `/trpc/usage.history,account.status?batch=1&${q({ 0: { json: { a: 1 }, meta: { values: { a: ["map"] } } } })}`,
    ];
    for (const url of cases) {
      for (const cookie of [u.cookie, undefined]) (await bothWays(url, cookie)).same();
    }
    const mixed = await bothWays(`/trpc/account.support,account.status?batch=1&${q({})}`);
    expect(mixed.own.statusCode).toBe(207);
    mixed.same();
    const bad = await bothWays(`/trpc/usage.history?batch=1&${q({ 0: { json: { months: "three" } } })}`, u.cookie);
    expect(bad.own.statusCode).toBe(400);
    bad.same();
    const unreadable = await bothWays(`/trpc/usage.history?batch=1&${q({ 0: { json: 1, meta: { values: ["bogus"] } } })}`, u.cookie);
    expect(unreadable.own.statusCode).toBe(400);
    unreadable.same();
  });

  it("a suspended user's batch is refused with the admin's reason, as tRPC's handler refuses it", async () => {
    const admin = await signUp(t);
    await promote(t, admin.id, { isAdmin: true, isMainAdmin: true });
    const u = await signUp(t);
    // A session that outlives the suspension (suspending deletes sessions; this one is made after).
    expect((await trpc(t, "mutation", "admin.suspendUser", { userId: u.id, reason: "Abuse of the service" }, admin.cookie)).status).toBe(200);
    const token = randomBytes(32).toString("base64url");
    await t.db.session.create({ data: { id: createHash("sha256").update(token).digest("hex"), userId: u.id, expiresAt: new Date(Date.now() + 3600_000) } });
    const both = await bothWays(POLLS, `leadone_session=${token}`);
    both.same();
    expect(both.own.statusCode).toBe(403);
    expect(both.own.body).toContain("Abuse of the service");
  });

  it("go out in one piece: a Content-Length, not chunked, and a small answer uncompressed even when br is accepted", async () => {
    const u = await signUp(t);
    for (const headers of [{}, { "trpc-accept": "application/json" }]) {
      const res = await t.app.inject({ method: "GET", url: POLLS, headers: { ...headers, cookie: u.cookie, "accept-encoding": "br, gzip" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["transfer-encoding"]).toBeUndefined();
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(res.body));
    }
    // A mutation (tRPC's own handler) too.
    const res = await t.app.inject({ method: "POST", url: "/trpc/account.markPromoSeen", headers: { cookie: u.cookie, "content-type": "application/json" }, payload: "{}" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["transfer-encoding"]).toBeUndefined();
    expect(Number(res.headers["content-length"])).toBe(Buffer.byteLength(res.body));
  });
});

describe("the 30 s polls", () => {
  it("read the session and the usage row in one statement", async () => {
    const u = await signUp(t);
    const statements: string[] = [];
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const config = args[0] as string | { text?: string };
      statements.push(typeof config === "string" ? config : (config?.text ?? ""));
      return query.apply(this, args);
    };
    let res;
    try {
      res = await call(t, "GET", POLLS, undefined, u.cookie);
    } finally {
      proto.query = query;
    }
    expect(res.status).toBe(200);
    expect((res.body as unknown[]).length).toBe(3);
    expect(statements.length).toBe(1);
    expect(statements[0]).toMatch(/FROM "Session"/);
  });
});
