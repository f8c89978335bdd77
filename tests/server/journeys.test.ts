// Server sides of issue 11's journeys: seeded money is consistent, the support address is public,
// invitations carry their shareable link, and a typed referral code is checked on sign-up.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, trpc, trpcRaw, uniqueEmail, type TestApp } from "./harness.js";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import { REFERRAL_CODE_INVALID } from "../../shared/schemas/referrals.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => {
  await t.close();
});

describe("seeded demo data", () => {
  it("every paid mentorship that ran has its payment, invoice and the mentor's earning after commission", async () => {
    const paid = await t.db.mentorship.findMany({ where: { paymentFrequency: { not: "free" }, status: { in: ["active", "ended"] } }, include: { payments: { include: { invoice: true, mentorEarning: true } } } });
    expect(paid.length).toBeGreaterThan(0);
    for (const m of paid) {
      const ok = m.payments.filter((p) => p.status === "succeeded");
      expect(ok, `mentorship ${m.id}`).toHaveLength(1);
      const p = ok[0]!;
      expect(p.amount).toBe(m.paymentAmount);
      expect(p.userId).toBe(m.menteeId);
      expect(p.invoice?.total).toBe(p.amount);
      const fee = Math.round((p.amount * DEFAULT_SETTINGS.platformCommissionPercent) / 100);
      expect(p.mentorEarning).toMatchObject({ mentorId: m.mentorId, gross: p.amount, platformFee: fee, net: p.amount - fee });
    }
  });

  it("a seeded paid mentor's earnings total what their mentees paid, less the platform fee", async () => {
    const login = await call(t, "POST", "/api/auth/login", { email: "amara.okafor@mentors.leadone.app", password: "LeadOne-mentor-2026" });
    expect(login.status).toBe(200);
    const earnings = await trpc(t, "query", "billing.mentorEarnings", undefined, login.cookie);
    expect(earnings.status).toBe(200);
    const profile = await t.db.mentorProfile.findFirstOrThrow({ where: { user: { email: "amara.okafor@mentors.leadone.app" } } });
    const payments = await t.db.payment.findMany({ where: { status: "succeeded", mentorship: { mentorId: profile.id } } });
    const gross = payments.reduce((s, p) => s + p.amount, 0);
    expect(gross).toBeGreaterThan(0);
    expect(earnings.body.totals.gross).toBe(gross);
    expect(earnings.body.totals.net).toBe(gross - earnings.body.totals.platformFee);
    expect(earnings.body.earnings).toHaveLength(payments.length);
  });
});

describe("support contact", () => {
  it("answers the admin's support address to anyone, signed in or not", async () => {
    const res = await call(t, "GET", "/api/support");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ supportEmail: DEFAULT_SETTINGS.supportEmail });
    const admin = await call(t, "POST", "/api/auth/login", { email: "owner@leadone.app", password: "LeadOne-owner-2026" });
    const current = (await trpc(t, "query", "admin.settings", undefined, admin.cookie)).body;
    expect((await trpc(t, "mutation", "admin.updateSettings", { ...current, supportEmail: "help@example.test" }, admin.cookie)).status).toBe(200);
    expect((await call(t, "GET", "/api/support")).body).toEqual({ supportEmail: "help@example.test" });
    expect((await trpc(t, "mutation", "admin.updateSettings", { ...current, supportEmail: "not an email" }, admin.cookie)).status).toBe(400);
    await trpc(t, "mutation", "admin.updateSettings", current, admin.cookie);
  });
});

describe("invitations shared by hand", () => {
  it("the invitation answers the sign-up link that carries its code", async () => {
    const inviter = await signUp(t);
    const res = await call(t, "POST", "/api/invitations", { inviteeFirstName: "Fran", inviteeLastName: "Friend", inviteeEmail: uniqueEmail("friend"), inviteePhone: "+1 555 0100" }, inviter.cookie);
    expect(res.status).toBe(200);
    expect(res.body.inviteUrl).toMatch(new RegExp(`/signup\\?ref=${res.body.referralCode}$`));
  });

  it("a malformed referral code is refused with a clear 400 and creates no account", async () => {
    for (const referralCode of ["ABC", "ABCDEFG!", "0OIL0OIL", "x".repeat(33)]) {
      const email = uniqueEmail("badref");
      const res = await call(t, "POST", "/api/auth/register", { firstName: "Bad", lastName: "Ref", email, password: "correct horse battery", referralCode });
      expect(res.status, referralCode).toBe(400);
      expect(res.body.message).toContain(REFERRAL_CODE_INVALID);
      expect(await t.db.user.findUnique({ where: { email } })).toBeNull();
    }
    // Empty means "no code"; a well-formed code is accepted in any case.
    expect((await signUp(t, { referralCode: "" })).id).toBeTruthy();
    expect((await signUp(t, { referralCode: "abcdefgh" })).id).toBeTruthy();
  });
});

describe("plan change quote", () => {
  it("prices an upgrade with the proration credit, and the invoice charges exactly that", async () => {
    const u = await signUp(t);
    expect((await call(t, "POST", "/api/payment-methods", { card: { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" }, makeDefault: true }, u.cookie)).status).toBe(200);
    const first = await trpc(t, "query", "billing.quotePlanChange", { plan: "basic", interval: "monthly" }, u.cookie);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ effective: "now", amountDue: 999, credit: 0, recurringPrice: 999 });
    expect((await trpc(t, "mutation", "billing.subscribe", { plan: "basic", interval: "monthly" }, u.cookie)).body.amount).toBe(999);

    const quote = await trpc(t, "query", "billing.quotePlanChange", { plan: "premium", interval: "monthly" }, u.cookie);
    // "$20.00 today, then $29.99 a month": the whole unused Basic month is credited.
    expect(quote.body).toMatchObject({ effective: "now", newPrice: 2999, credit: 999, amountDue: 2000, recurringPrice: 2999 });
    expect(quote.body.lines.map((l: { amount: number }) => l.amount)).toEqual([2999, -999]);
    const paid = await trpc(t, "mutation", "billing.changePlan", { plan: "premium", interval: "monthly" }, u.cookie);
    const invoice = await t.db.invoice.findUniqueOrThrow({ where: { id: paid.body.invoiceId! } });
    expect(invoice.total).toBe(quote.body.amountDue);

    const down = await trpc(t, "query", "billing.quotePlanChange", { plan: "basic", interval: "monthly" }, u.cookie);
    expect(down.body).toMatchObject({ effective: "period_end", amountDue: 0, recurringPrice: 999 });
    const same = await trpc(t, "query", "billing.quotePlanChange", { plan: "premium", interval: "monthly" }, u.cookie);
    expect(same.body).toMatchObject({ effective: "same", amountDue: 0 });
  });

  it("refuses bad input and anonymous callers", async () => {
    const u = await signUp(t);
    expect((await trpcRaw(t, "query", "billing.quotePlanChange", { plan: "gold", interval: "monthly" }, u.cookie)).status).toBe(400);
    expect((await trpcRaw(t, "query", "billing.quotePlanChange", { plan: "basic" }, u.cookie)).status).toBe(400);
    expect((await trpc(t, "query", "billing.quotePlanChange", { plan: "basic", interval: "monthly" })).status).toBe(401);
  });
});
