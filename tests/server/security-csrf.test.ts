// CSRF: REST mutations take application/json only (415), a cross-site Origin or Sec-Fetch-Site is
// refused (403) on REST and on /trpc, same-origin browsers and cookie-less Bearer clients pass.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
let u: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: "https://leadone.example.com" } });
  u = await signUp(t);
});
afterAll(async () => t?.close());

const inject = (method: string, url: string, headers: Record<string, string>, payload?: string) => t.app.inject({ method: method as "POST", url, headers, payload });

describe("REST", () => {
  it("refuses a cross-site text/plain POST that would pay a mentorship (415) and writes nothing", async () => {
    const m = await signUp(t);
    const mentor = await t.db.mentorProfile.create({ data: { userId: m.id, name: "Paid Mentor", specialty: "Strategy", bio: "", country: "", experience: 5, isFreeTier: false, isPaidTier: true, monthlyRate: 5000, yearlyRate: 50000 } });
    const ms = await t.db.mentorship.create({ data: { mentorId: mentor.id, menteeId: u.id, paymentFrequency: "monthly", status: "pending_payment", paymentAmount: mentor.monthlyRate } });
    const res = await inject("POST", `/api/mentorships/${ms.id}/pay`, { cookie: u.cookie, "content-type": "text/plain" }, "{}");
    expect(res.statusCode).toBe(415);
    expect(JSON.parse(res.body)).toMatchObject({ code: "UNSUPPORTED_MEDIA_TYPE" });
    const form = await inject("POST", "/api/invitations", { cookie: u.cookie, "content-type": "application/x-www-form-urlencoded" }, "inviteeEmail=a%40b.c");
    expect(form.statusCode).toBe(415);
    expect(await t.db.payment.count({ where: { userId: u.id } })).toBe(0);
  });

  it("refuses a cross-site Origin or Sec-Fetch-Site with 403, even with JSON", async () => {
    const body = JSON.stringify({ inviteeFirstName: "Ann", inviteeLastName: "Bee", inviteeEmail: "x@example.test", inviteePhone: "555-0100" });
    const json = { cookie: u.cookie, "content-type": "application/json" };
    expect((await inject("POST", "/api/invitations", { ...json, origin: "https://evil.example" }, body)).statusCode).toBe(403);
    expect((await inject("POST", "/api/invitations", { ...json, "sec-fetch-site": "cross-site" }, body)).statusCode).toBe(403);
    expect((await inject("POST", "/api/invitations", { ...json, origin: "null" }, body)).statusCode).toBe(403);
    expect((await inject("DELETE", "/api/saved-approaches/x", { cookie: u.cookie, origin: "https://evil.example" })).statusCode).toBe(403);
    expect(await t.db.invitation.count({ where: { inviterId: u.id } })).toBe(0);
  });

  it("accepts the public origin, the origin the browser reached, and same-origin fetches", async () => {
    const body = JSON.stringify({ inviteeFirstName: "Ann", inviteeLastName: "Bee", inviteeEmail: "ok@example.test", inviteePhone: "555-0100" });
    const json = { cookie: u.cookie, "content-type": "application/json" };
    expect((await inject("POST", "/api/invitations", { ...json, origin: "https://leadone.example.com", "sec-fetch-site": "same-origin" }, body)).statusCode).toBe(200);
    expect((await inject("POST", "/api/saved-approaches", { ...json, origin: "http://localhost:80", host: "localhost:80" }, JSON.stringify({ title: "T", content: "C" }))).statusCode).toBe(200);
    // GETs are not mutations: a cross-site image or link still loads pages.
    expect((await inject("GET", "/api/mentor-specialties", { origin: "https://evil.example" })).statusCode).toBe(200);
  });

  it("lets a cookie-less Bearer request skip the Origin check (API keys)", async () => {
    const res = await inject("POST", "/api/auth/logout", { authorization: "Bearer some-api-key", origin: "https://elsewhere.example", "content-type": "application/json" }, "{}");
    expect(res.statusCode).not.toBe(403);
    const withCookie = await inject("POST", "/api/auth/logout", { authorization: "Bearer some-api-key", cookie: u.cookie, origin: "https://elsewhere.example", "content-type": "application/json" }, "{}");
    expect(withCookie.statusCode).toBe(403);
  });
});

describe("tRPC", () => {
  it("refuses a cross-site Origin on /trpc mutations with 403", async () => {
    const payload = JSON.stringify({ json: { title: "T", content: "C" } });
    const evil = await inject("POST", "/trpc/advice.saveApproach", { cookie: u.cookie, "content-type": "application/json", origin: "https://evil.example" }, payload);
    expect(evil.statusCode).toBe(403);
    const site = await inject("POST", "/trpc/advice.saveApproach", { cookie: u.cookie, "content-type": "application/json", "sec-fetch-site": "cross-site" }, payload);
    expect(site.statusCode).toBe(403);
    const ok = await inject("POST", "/trpc/advice.saveApproach", { cookie: u.cookie, "content-type": "application/json", origin: "https://leadone.example.com" }, payload);
    expect(ok.statusCode).toBe(200);
  });
});
