import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, trpc, uniqueEmail, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { LOGIN_ATTEMPTS_PER_15_MIN: "5" } });
});
afterAll(async () => t?.close());

const valid = () => ({ firstName: "Ada", lastName: "Lovelace", email: uniqueEmail("ada"), password: "analytical-engine" });

describe("register", () => {
  it("creates the account, signs in and returns every User field", async () => {
    const input = valid();
    const res = await call(t, "POST", "/api/auth/register", input);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      email: input.email.toLowerCase(),
      username: null,
      isAdmin: false,
      isMainAdmin: false,
      isMentor: false,
      claims: { first_name: "Ada", last_name: "Lovelace", username: null, sub: res.body.id },
    });
    expect(res.cookie).toBeDefined();
    const setCookie = String(res.headers["set-cookie"]);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const me = await call(t, "GET", "/api/auth/user", undefined, res.cookie);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(res.body.id);
  });

  it("accepts confirmPassword when it matches and refuses it when it does not", async () => {
    const ok = await call(t, "POST", "/api/auth/register", { ...valid(), confirmPassword: "analytical-engine" });
    expect(ok.status).toBe(200);
    const bad = await call(t, "POST", "/api/auth/register", { ...valid(), confirmPassword: "something-else" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Passwords don't match");
  });

  it.each([
    ["missing first name", { firstName: undefined }, "First name is required"],
    ["blank first name", { firstName: "   " }, "First name is required"],
    ["missing last name", { lastName: undefined }, "Last name is required"],
    ["invalid email", { email: "not-an-email" }, "Please enter a valid email address"],
    ["short password", { password: "short" }, "Password must be at least 8 characters"],
    ["wrong type", { firstName: 42 }, "First name must be text"],
    ["10 kB name", { firstName: "x".repeat(10_000) }, "First name must be at most 80 characters"],
    ["unknown field", { isAdmin: true }, "Unknown field: isAdmin"],
  ])("answers 400 for %s with SPEC's message and writes nothing", async (_label, change, message) => {
    const input = { ...valid(), ...change };
    const before = await t.db.user.count();
    const res = await call(t, "POST", "/api/auth/register", input);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: "BAD_REQUEST" });
    expect(await t.db.user.count()).toBe(before);
  });

  it("answers 400 for a body that is not an object or not JSON", async () => {
    expect((await call(t, "POST", "/api/auth/register", "[1,2]")).status).toBe(400);
    const broken = await call(t, "POST", "/api/auth/register", "{not json");
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBeTruthy();
  });

  it("refuses a taken email with 409, also when it differs only in case", async () => {
    const input = valid();
    expect((await call(t, "POST", "/api/auth/register", input)).status).toBe(200);
    const again = await call(t, "POST", "/api/auth/register", { ...valid(), email: input.email.toUpperCase() });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("An account with this email already exists");
  });
});

describe("sign in and sessions", () => {
  it("signs in case-insensitively and rotates the session id", async () => {
    const u = await signUp(t);
    const res = await call(t, "POST", "/api/auth/login", { email: u.email.toUpperCase(), password: u.password }, u.cookie);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(u.id);
    expect(res.cookie).toBeDefined();
    expect(res.cookie).not.toBe(u.cookie);
    expect((await call(t, "GET", "/api/auth/user", undefined, u.cookie)).status).toBe(401);
    expect((await call(t, "GET", "/api/auth/user", undefined, res.cookie)).status).toBe(200);
  });

  it("gives one generic 401 for a wrong password and for an unknown email", async () => {
    const u = await signUp(t);
    const wrong = await call(t, "POST", "/api/auth/login", { email: u.email, password: "not-the-password" });
    const unknown = await call(t, "POST", "/api/auth/login", { email: uniqueEmail("ghost"), password: "whatever123" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe("Invalid email or password");
    expect(unknown.body.message).toBe(wrong.body.message);
    expect(wrong.cookie).toBeUndefined();
  });

  it("validates sign-in input with SPEC's texts", async () => {
    const noEmail = await call(t, "POST", "/api/auth/login", { email: "nope", password: "x" });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.message).toBe("Please enter a valid email address");
    const noPassword = await call(t, "POST", "/api/auth/login", { email: uniqueEmail(), password: "" });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.message).toBe("Password is required");
  });

  it("answers 401 on /api/auth/user when signed out or with a forged cookie", async () => {
    expect((await call(t, "GET", "/api/auth/user")).status).toBe(401);
    const forged = await call(t, "GET", "/api/auth/user", undefined, "leadone_session=" + "A".repeat(43));
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: "UNAUTHORIZED" });
  });

  it("logout really ends the session: the old cookie no longer works", async () => {
    const u = await signUp(t);
    const out = await call(t, "POST", "/api/auth/logout", undefined, u.cookie);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true });
    expect((await call(t, "GET", "/api/auth/user", undefined, u.cookie)).status).toBe(401);
    expect(await t.db.session.count({ where: { userId: u.id } })).toBe(0);
  });

  it("expires sessions when idle and at their absolute age", async () => {
    const idle = await signUp(t);
    await t.db.session.updateMany({ where: { userId: idle.id }, data: { lastSeenAt: new Date(Date.now() - 8 * 24 * 3600_000) } });
    expect((await call(t, "GET", "/api/auth/user", undefined, idle.cookie)).status).toBe(401);
    const old = await signUp(t);
    await t.db.session.updateMany({ where: { userId: old.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await call(t, "GET", "/api/auth/user", undefined, old.cookie)).status).toBe(401);
  });

  it("slows repeated failed sign-ins for an account from one address with 429", async () => {
    const u = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await call(t, "POST", "/api/auth/login", { email: u.email, password: `wrong-${i}-password` })).status);
    }
    expect(statuses.slice(0, 4).every((s) => s === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const limited = await call(t, "POST", "/api/auth/login", { email: u.email, password: u.password });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("sign-ups per address", () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await startTestApp({ env: { SIGN_UPS_PER_HOUR: "2" } });
  });
  afterAll(async () => small?.close());

  it("refuses a third account from one address within the hour with 429 and writes nothing", async () => {
    expect((await call(small, "POST", "/api/auth/register", valid())).status).toBe(200);
    expect((await call(small, "POST", "/api/auth/register", valid())).status).toBe(200);
    const third = valid();
    const res = await call(small, "POST", "/api/auth/register", third);
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ code: "TOO_MANY_REQUESTS", message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ seconds\.$/) });
    expect(await small.db.user.count({ where: { email: third.email.toLowerCase() } })).toBe(0);
  });
});

describe("the same procedures over tRPC", () => {
  it("registers, reads the user and signs out through /trpc", async () => {
    const input = valid();
    const reg = await trpc(t, "mutation", "auth.register", input);
    expect(reg.status).toBe(200);
    expect(reg.body.email).toBe(input.email.toLowerCase());
    const me = await trpc(t, "query", "auth.user", undefined, reg.cookie);
    expect(me.body.id).toBe(reg.body.id);
    const bad = await trpc(t, "mutation", "auth.register", { ...valid(), password: "x" });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Password must be at least 8 characters");
  });
});

describe("server basics", () => {
  it("answers health and readiness", async () => {
    expect((await call(t, "GET", "/healthz")).body).toEqual({ status: "ok" });
    expect((await call(t, "GET", "/readyz")).body).toEqual({ status: "ready" });
  });

  it("answers unknown /api and /trpc paths with a real 404", async () => {
    const api = await call(t, "GET", "/api/does-not-exist");
    expect(api.status).toBe(404);
    expect(api.body.code).toBe("NOT_FOUND");
    expect((await call(t, "GET", "/trpc/nothing.here")).status).toBe(404);
  });

  it("sends helmet's security headers", async () => {
    const res = await call(t, "GET", "/healthz");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(res.headers["content-security-policy"])).toContain("default-src 'self'");
  });

  it("publishes an OpenAPI document of the REST paths", async () => {
    const res = await call(t, "GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.body.paths["/api/auth/login"].post.operationId).toBe("auth.login");
  });

  it("never logs passwords or session cookies", async () => {
    const u = await signUp(t, { password: "a-very-secret-password-123" });
    await call(t, "GET", "/api/auth/user", undefined, u.cookie);
    const logs = t.logs();
    expect(logs).toContain("/api/auth/user");
    expect(logs).not.toContain("a-very-secret-password-123");
    expect(logs).not.toContain(u.cookie.split("=")[1]!);
  });
});
