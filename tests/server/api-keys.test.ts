// API keys: create (shown once, stored as a hash), list (no secret), revoke; Bearer auth on /trpc and
// /api with the owner's roles; revocation and admin suspension stop a key at once; audit rows; limits.
import { createHash } from "node:crypto";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, trpc, type TestApp } from "./harness.js";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let main: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await startTestApp();
  owner = await signUp(t, { firstName: "Kim", lastName: "Keys" });
  main = await signUp(t, { firstName: "Owner", lastName: "Main" });
  await promote(t, main.id, { isAdmin: true, isMainAdmin: true });
});
afterAll(async () => t?.close());

/** A request with `Authorization: Bearer <key>` and no cookie. */
async function withKey(key: string, method: "GET" | "POST" | "DELETE", url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${key}`, ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null, headers: res.headers };
}
/** A tRPC query over HTTP with a key, as the SDK sends it. */
async function trpcQueryWithKey(key: string, path: string, input?: unknown) {
  const qs = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;
  const res = await withKey(key, "GET", `/trpc/${path}${qs}`);
  return { status: res.status, body: res.body.result ? superjson.deserialize(res.body.result.data) : res.body.error.json };
}

const createKey = async (cookie: string, name: string) => {
  const res = await trpc(t, "mutation", "apiKeys.create", { name }, cookie);
  expect(res.status).toBe(200);
  return res.body as { id: string; name: string; key: string };
};

describe("creating and listing keys", () => {
  it("shows the key once, prefixed lo_, and keeps only its hash", async () => {
    const created = await createKey(owner.cookie, "Reporting script");
    expect(created.name).toBe("Reporting script");
    expect(created.key).toMatch(/^lo_[A-Za-z0-9_-]{43}$/);
    const row = await t.db.apiKey.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.keyHash).toBe(createHash("sha256").update(created.key).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(created.key);
    expect(JSON.stringify(row)).not.toContain(created.key.slice(3));

    const list = await trpc(t, "query", "apiKeys.list", undefined, owner.cookie);
    expect(list.status).toBe(200);
    const listed = list.body.keys.find((k: { id: string }) => k.id === created.id);
    expect(listed).toMatchObject({ name: "Reporting script", prefix: created.key.slice(0, 7), last4: created.key.slice(-4), lastUsedAt: null });
    expect(listed!.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(list.body)).not.toContain(created.key);
  });

  it("refuses bad names with a 4xx in the documented shape and writes nothing", async () => {
    const before = await t.db.apiKey.count();
    for (const input of [{}, { name: "" }, { name: "   " }, { name: "x".repeat(81) }, { name: 7 }, { name: "ok", extra: 1 }]) {
      const res = await call(t, "POST", "/api/api-keys", input, owner.cookie);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: "BAD_REQUEST", message: expect.any(String) });
    }
    expect(await t.db.apiKey.count()).toBe(before);
    const anon = await call(t, "POST", "/api/api-keys", { name: "anon" });
    expect(anon.status).toBe(401);
  });

  it("works over REST too: POST, GET and DELETE /api/api-keys", async () => {
    const created = await call(t, "POST", "/api/api-keys", { name: "REST key" }, owner.cookie);
    expect(created.status).toBe(200);
    const list = await call(t, "GET", "/api/api-keys", undefined, owner.cookie);
    expect(list.body.keys.some((k: { id: string; createdAt: string }) => k.id === created.body.id && typeof k.createdAt === "string")).toBe(true);
    const revoked = await call(t, "DELETE", `/api/api-keys/${created.body.id}`, undefined, owner.cookie);
    expect(revoked).toMatchObject({ status: 200, body: { success: true } });
  });
});

describe("Bearer authentication", () => {
  it("acts as the owner on /trpc and /api, without a cookie, and records the last use", async () => {
    const { key, id } = await createKey(owner.cookie, "Bearer test");
    const rest = await withKey(key, "GET", "/api/auth/user");
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ id: owner.id, email: owner.email });
    expect(rest.headers["set-cookie"]).toBeUndefined();
    const viaTrpc = await trpcQueryWithKey(key, "auth.user");
    expect(viaTrpc).toMatchObject({ status: 200, body: { id: owner.id } });
    const row = await t.db.apiKey.findUniqueOrThrow({ where: { id } });
    expect(row.lastUsedAt).toBeInstanceOf(Date);
  });

  it("carries the owner's roles: a user's key cannot do admin work, an admin's key can", async () => {
    const { key: userKey } = await createKey(owner.cookie, "user key");
    expect((await withKey(userKey, "GET", "/trpc/admin.users")).status).toBe(403);
    const { key: adminKey } = await createKey(main.cookie, "admin key");
    const list = await trpcQueryWithKey(adminKey, "admin.users", { search: owner.email });
    expect(list.status).toBe(200);
    expect((list.body as { items: { id: string }[] }).items.map((u) => u.id)).toEqual([owner.id]);
  });

  it("answers 401 for unknown, malformed and empty keys (never falls back to a cookie)", async () => {
    for (const key of ["lo_" + "A".repeat(43), "not-a-key", "lo_short", "lo_" + "x".repeat(5000)]) {
      const res = await withKey(key, "GET", "/api/auth/user");
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: "UNAUTHORIZED", message: expect.any(String) });
    }
    const withBoth = await t.app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: "Bearer lo_nope", cookie: owner.cookie } });
    expect(withBoth.statusCode).toBe(401);
  });

  it("stops working the moment it is revoked; someone else's key cannot be revoked", async () => {
    const { key, id } = await createKey(owner.cookie, "to revoke");
    expect((await withKey(key, "GET", "/api/auth/user")).status).toBe(200);
    const other = await signUp(t);
    const notYours = await trpc(t, "mutation", "apiKeys.revoke", { id }, other.cookie);
    expect(notYours.status).toBe(404);
    expect((await withKey(key, "GET", "/api/auth/user")).status).toBe(200);
    const revoked = await trpc(t, "mutation", "apiKeys.revoke", { id }, owner.cookie);
    expect(revoked).toMatchObject({ status: 200, body: { success: true } });
    expect((await withKey(key, "GET", "/api/auth/user")).status).toBe(401);
    const list = await trpc(t, "query", "apiKeys.list", undefined, owner.cookie);
    expect(list.body.keys.some((k: { id: string }) => k.id === id)).toBe(false);
    const again = await trpc(t, "mutation", "apiKeys.revoke", { id }, owner.cookie);
    expect(again.status).toBe(404);
  });

  it("a key can revoke itself and is refused right after", async () => {
    const { key, id } = await createKey(owner.cookie, "self");
    const res = await withKey(key, "DELETE", `/api/api-keys/${id}`);
    expect(res.status).toBe(200);
    expect((await withKey(key, "GET", "/api/api-keys")).status).toBe(401);
  });

  it("stops working when an admin suspends the owner, and works again after reinstatement", async () => {
    const victim = await signUp(t);
    const { key } = await createKey(victim.cookie, "suspend me");
    expect((await withKey(key, "GET", "/api/auth/user")).status).toBe(200);
    const suspended = await trpc(t, "mutation", "admin.suspendUser", { userId: victim.id, reason: "Abuse of the API" }, main.cookie);
    expect(suspended.status).toBe(200);
    const refused = await withKey(key, "GET", "/api/auth/user");
    expect([401, 403]).toContain(refused.status);
    expect((await withKey(key, "POST", "/api/api-keys", { name: "sneaky" })).status).toBeGreaterThanOrEqual(401);
    expect(await t.db.apiKey.count({ where: { userId: victim.id, name: "sneaky" } })).toBe(0);
    await trpc(t, "mutation", "admin.reinstateUser", { userId: victim.id }, main.cookie);
    expect((await withKey(key, "GET", "/api/auth/user")).status).toBe(200);
  });

  it("is rate-limited like its owner: per-user limits count key calls", async () => {
    const user = await signUp(t);
    const { key } = await createKey(user.cookie, "limits");
    let last = 0;
    for (let i = 0; i < 11; i++) {
      last = (await withKey(key, "POST", "/trpc/users.changePassword", superjson.serialize({ currentPassword: "wrong password!", newPassword: "another long one" }))).status;
    }
    expect(last).toBe(429);
    // The same user's cookie session shares that budget.
    const viaCookie = await trpc(t, "mutation", "users.changePassword", { currentPassword: "wrong password!", newPassword: "another long one" }, user.cookie);
    expect(viaCookie.status).toBe(429);
  });
});

describe("audit", () => {
  it("admins see key creation and revocation in the audit log, never the secret", async () => {
    const { key, id } = await createKey(owner.cookie, "Audited key");
    await trpc(t, "mutation", "apiKeys.revoke", { id }, owner.cookie);
    const log = await trpc(t, "query", "admin.auditLog", { action: "apiKey" }, main.cookie);
    expect(log.status).toBe(200);
    const mine = log.body.items.filter((e) => e.targetId === id);
    expect(mine.map((e: { action: string }) => e.action).sort()).toEqual(["apiKey.create", "apiKey.revoke"]);
    expect(mine[0]!.actor!.id).toBe(owner.id);
    expect(mine[0]!.details).toMatchObject({ name: "Audited key", last4: key.slice(-4) });
    expect(JSON.stringify(log.body)).not.toContain(key);
  });
});

describe("the global HTTP limit", { timeout: 240_000 }, () => {
  it("applies to key calls like to any other", async () => {
    const limited = await startTestApp({ env: { RATE_LIMIT_PER_MINUTE: "5" } });
    try {
      const u = await signUp(limited);
      const created = await trpc(limited, "mutation", "apiKeys.create", { name: "limited" }, u.cookie);
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await limited.app.inject({ method: "GET", url: "/api/auth/user", headers: { authorization: `Bearer ${created.body.key}` } });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) expect(JSON.parse(res.body)).toMatchObject({ code: "TOO_MANY_REQUESTS" });
      }
      expect(statuses).toContain(429);
    } finally {
      await limited.close();
    }
  });
});
