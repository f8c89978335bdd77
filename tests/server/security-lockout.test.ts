// Sign-in lockout cannot lock the owner out: failures count per (account, client address) with a
// progressive delay; a burst from one address leaves sign-in from another untouched. With
// TRUST_PROXY the address is the proxy's X-Forwarded-For; without it that header is ignored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, startTestApp, type TestApp } from "./harness.js";

const login = (t: TestApp, email: string, password: string, headers: Record<string, string>) =>
  t.app.inject({ method: "POST", url: "/api/auth/login", headers: { "content-type": "application/json", ...headers }, payload: JSON.stringify({ email, password }) });

describe("with TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: "true" } });
  });
  afterAll(async () => t?.close());

  it("a burst from one address slows that address only; the owner signs in from another", async () => {
    const u = await signUp(t);
    const attacker = { "x-forwarded-for": "203.0.113.7" };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await login(t, u.email, `guess-${i}-wrong`, attacker)).statusCode);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4).every((s) => s === 429)).toBe(true);
    // Even the right password waits at the attacker's address…
    expect((await login(t, u.email, u.password, attacker)).statusCode).toBe(429);
    // …while the owner, elsewhere, signs in at once.
    expect((await login(t, u.email, u.password, { "x-forwarded-for": "198.51.100.20" })).statusCode).toBe(200);
  });

  it("the delay grows with each failure past the free ones", async () => {
    const u = await signUp(t);
    const from = { "x-forwarded-for": "203.0.113.9" };
    for (let i = 0; i < 4; i += 1) await login(t, u.email, "wrong-password-x", from);
    const first = await login(t, u.email, u.password, from);
    expect(first.statusCode).toBe(429);
    const wait1 = Number(/in (\d+) seconds/.exec(JSON.parse(first.body).message)?.[1]);
    await new Promise((r) => setTimeout(r, wait1 * 1000 + 100));
    expect((await login(t, u.email, "wrong-password-y", from)).statusCode).toBe(401);
    const second = await login(t, u.email, u.password, from);
    expect(second.statusCode).toBe(429);
    const wait2 = Number(/in (\d+) seconds/.exec(JSON.parse(second.body).message)?.[1]);
    expect(wait2).toBeGreaterThan(wait1);
  });
});

describe("without TRUST_PROXY", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: "false" } });
  });
  afterAll(async () => t?.close());

  it("ignores X-Forwarded-For: rotating the header does not escape the delay", async () => {
    const u = await signUp(t);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await login(t, u.email, `guess-${i}-wrong`, { "x-forwarded-for": `203.0.113.${i}` })).statusCode);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual([429, 429]);
  });
});
