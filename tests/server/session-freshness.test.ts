// The signed-in read path is one query per request with nothing cached, so on every instance that
// shares the database a sign-out, an admin suspension or an expired session counts on the very next
// request. Two app instances on one database, each with its own connection pool.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp, type LeadOneApp } from "../../server/app.js";
import { openDatabase, type Database } from "../../server/db/client.js";
import { call, promote, signUp, startTestApp, type TestApp } from "./harness.js";

describe("sessions seen fresh by every instance", () => {
  let a: TestApp;
  let bDatabase: Database;
  let b: LeadOneApp;
  beforeAll(async () => {
    a = await startTestApp();
    bDatabase = await openDatabase({ databaseUrl: a.connectionString, dataDir: "memory", migrate: false, poolSize: 1 });
    b = await buildApp(a.config, { database: bDatabase, seed: false });
    await b.app.ready();
  });
  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const asB = (method: string, url: string, body?: unknown, cookie?: string) => call({ ...a, app: b.app } as TestApp, method, url, body, cookie);

  it("answers the signed-in user with the mentor profile, the same on both instances", async () => {
    const u = await signUp(a);
    const fromA = await call(a, "GET", "/api/auth/user", undefined, u.cookie);
    const fromB = await asB("GET", "/api/auth/user", undefined, u.cookie);
    expect(fromA.status).toBe(200);
    expect(fromB.body).toEqual(fromA.body);
    expect(fromA.body.email).toBe(u.email.toLowerCase());
  });

  it("signing out on one instance ends the session on the other at once", async () => {
    const u = await signUp(a);
    expect((await asB("GET", "/api/usage/status", undefined, u.cookie)).status).toBe(200);
    expect((await call(a, "POST", "/api/auth/logout", {}, u.cookie)).status).toBe(200);
    expect((await asB("GET", "/api/usage/status", undefined, u.cookie)).status).toBe(401);
    const me = await asB("GET", "/api/auth/user", undefined, u.cookie);
    expect(me.status).toBe(401);
    expect(me.body.email).toBeUndefined();
  });

  it("an admin's suspension on one instance locks the user out on the other at once", async () => {
    const admin = await signUp(a);
    await promote(a, admin.id, { isAdmin: true, isMainAdmin: true });
    const u = await signUp(a);
    expect((await asB("GET", "/api/usage/status", undefined, u.cookie)).status).toBe(200);
    const { trpc } = await import("./harness.js");
    const suspended = await trpc(a, "mutation", "admin.suspendUser", { userId: u.id, reason: "Abuse of the service" }, admin.cookie);
    expect(suspended.status).toBe(200);
    const after = await asB("GET", "/api/usage/status", undefined, u.cookie);
    expect([401, 403]).toContain(after.status);
  });

  const POLLS = `/trpc/usage.status,usage.pendingCharges,account.status?batch=1&input=${encodeURIComponent("{}")}`;
  const pollStatuses = async (res: { status: number; body: any }) => (res.body as { error?: { json: { data: { httpStatus: number } } } }[]).map((c) => (c.error ? c.error.json.data.httpStatus : 200));

  it("signing out on one instance refuses the other's batched polls at once", async () => {
    const u = await signUp(a);
    expect(await pollStatuses(await asB("GET", POLLS, undefined, u.cookie))).toEqual([200, 200, 200]);
    expect((await call(a, "POST", "/api/auth/logout", {}, u.cookie)).status).toBe(200);
    expect(await pollStatuses(await asB("GET", POLLS, undefined, u.cookie))).toEqual([401, 401, 401]);
  });

  it("an admin's suspension on one instance refuses the other's batched polls at once", async () => {
    const admin = await signUp(a);
    await promote(a, admin.id, { isAdmin: true, isMainAdmin: true });
    const u = await signUp(a);
    expect(await pollStatuses(await asB("GET", POLLS, undefined, u.cookie))).toEqual([200, 200, 200]);
    const { trpc } = await import("./harness.js");
    expect((await trpc(a, "mutation", "admin.suspendUser", { userId: u.id, reason: "Abuse of the service" }, admin.cookie)).status).toBe(200);
    const after = await asB("GET", POLLS, undefined, u.cookie);
    for (const status of await pollStatuses(after)) expect([401, 403]).toContain(status);
  });

  it("an API key revoked on one instance is refused by the other at once; a suspended owner's key too", async () => {
    const { trpc } = await import("./harness.js");
    const owner = await signUp(a);
    const withKey = (app: typeof b.app, key: string) => app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: `Bearer ${key}` } });
    const created = await trpc(a, "mutation", "apiKeys.create", { name: "scale-out" }, owner.cookie);
    expect(created.status).toBe(200);
    const { key, id } = created.body as { key: string; id: string };
    expect((await withKey(b.app, key)).statusCode).toBe(200);
    expect((await trpc(a, "mutation", "apiKeys.revoke", { id }, owner.cookie)).status).toBe(200);
    expect((await withKey(b.app, key)).statusCode).toBe(401);
    expect((await withKey(a.app, key)).statusCode).toBe(401);

    const admin = await signUp(a);
    await promote(a, admin.id, { isAdmin: true, isMainAdmin: true });
    const second = (await trpc(a, "mutation", "apiKeys.create", { name: "second" }, owner.cookie)).body as { key: string };
    expect((await withKey(b.app, second.key)).statusCode).toBe(200);
    expect((await trpc(a, "mutation", "admin.suspendUser", { userId: owner.id, reason: "Abuse of the service" }, admin.cookie)).status).toBe(200);
    expect((await withKey(b.app, second.key)).statusCode).toBe(403);
  });

  // On the embedded database instance A (the database's own pool) may serve the session and the polls
  // from memory; a write made through instance B must still refuse A's very next request.
  it("signing out or being suspended through the other instance refuses this one's next request (its cache too)", async () => {
    const admin = await signUp(a);
    await promote(a, admin.id, { isAdmin: true, isMainAdmin: true });
    const { trpc } = await import("./harness.js");
    const asBTrpc = { ...a, app: b.app } as TestApp;

    const u = await signUp(a);
    for (let i = 0; i < 2; i += 1) {
      expect((await call(a, "GET", "/api/auth/user", undefined, u.cookie)).status).toBe(200);
      expect(await pollStatuses(await call(a, "GET", POLLS, undefined, u.cookie))).toEqual([200, 200, 200]);
    }
    expect((await asB("POST", "/api/auth/logout", {}, u.cookie)).status).toBe(200);
    expect((await call(a, "GET", "/api/auth/user", undefined, u.cookie)).status).toBe(401);
    expect(await pollStatuses(await call(a, "GET", POLLS, undefined, u.cookie))).toEqual([401, 401, 401]);

    const v = await signUp(a);
    for (let i = 0; i < 2; i += 1) expect(await pollStatuses(await call(a, "GET", POLLS, undefined, v.cookie))).toEqual([200, 200, 200]);
    expect((await trpc(asBTrpc, "mutation", "admin.suspendUser", { userId: v.id, reason: "Abuse of the service" }, admin.cookie)).status).toBe(200);
    expect([401, 403]).toContain((await call(a, "GET", "/api/auth/user", undefined, v.cookie)).status);
    for (const status of await pollStatuses(await call(a, "GET", POLLS, undefined, v.cookie))) expect([401, 403]).toContain(status);
  });

  it("a suspension written straight to the database (not through any request) refuses the next request", async () => {
    const u = await signUp(a);
    for (let i = 0; i < 2; i += 1) expect((await call(a, "GET", "/api/auth/user", undefined, u.cookie)).status).toBe(200);
    await bDatabase.prisma.user.update({ where: { id: u.id }, data: { suspended: true, suspensionReason: "admin", suspensionNote: "Abuse of the service" } });
    expect((await call(a, "GET", "/api/auth/user", undefined, u.cookie)).status).toBe(403);
    expect((await asB("GET", "/api/auth/user", undefined, u.cookie)).status).toBe(403);
  });

  it("an expired session is refused and removed", async () => {
    const u = await signUp(a);
    await a.db.session.updateMany({ where: { userId: u.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await asB("GET", "/api/usage/status", undefined, u.cookie)).status).toBe(401);
    expect(await a.db.session.count({ where: { userId: u.id } })).toBe(0);
  });

  it("refreshes lastSeenAt at most once a minute, as a UTC time", async () => {
    const u = await signUp(a);
    const old = new Date(Date.now() - 5 * 60_000);
    await a.db.session.updateMany({ where: { userId: u.id }, data: { lastSeenAt: old } });
    expect((await asB("GET", "/api/auth/user", undefined, u.cookie)).status).toBe(200);
    const row = await a.db.session.findFirstOrThrow({ where: { userId: u.id } });
    expect(Math.abs(row.lastSeenAt.getTime() - Date.now())).toBeLessThan(60_000);
  });
});
