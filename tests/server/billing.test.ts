import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, trpc, trpcRaw, type TestApp } from "./harness.js";
import { closeBillingPeriods } from "../../server/modules/billing/close-periods.js";
import { publicOrigin } from "../../server/lib/public-origin.js";
import { getEntitlements } from "../../server/modules/billing/entitlements.js";
import type { createSandboxPayments } from "../../server/providers/payments/index.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const OK = "4242 4242 4242 4242";
const DECLINE = "4000 0000 0000 0002";
const NOFUNDS = "4000 0000 0000 9995";
/** Saves fine, every later charge is declined (Stripe's 4000 0000 0000 0341). */
const DECLINES_LATER = "4000 0000 0000 0341";
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: "123" });
const sandbox = () => t.services.payments as ReturnType<typeof createSandboxPayments>;

async function addCard(cookie: string, number = OK) {
  const res = await trpc(t, "mutation", "billing.addPaymentMethod", { card: card(number) }, cookie);
  expect(res.status).toBe(200);
  return res.body as { id: string; last4: string; isDefault: boolean };
}

describe("cards", () => {
  it("saves brand, last 4 and expiry only; refuses invalid and expired numbers with 400", async () => {
    const u = await signUp(t);
    const saved = await addCard(u.cookie);
    expect(saved).toMatchObject({ last4: "4242", isDefault: true });
    const row = await t.db.paymentMethod.findUniqueOrThrow({ where: { id: saved.id } });
    expect(JSON.stringify(row)).not.toContain("4242424242424242");
    expect(row.brand).toBe("visa");

    const bad = await call(t, "POST", "/api/payment-methods", { card: card("4242 4242 4242 4241") }, u.cookie);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("Your card number is invalid.");
    const expired = await call(t, "POST", "/api/payment-methods", { card: { ...card(OK), expYear: 2024 } }, u.cookie);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("Your card has expired.");
    expect(t.logs()).not.toContain("4242424242424242");

    const list = await call(t, "GET", "/api/payment-methods", undefined, u.cookie);
    expect(list.body).toHaveLength(1);

    const other = await signUp(t);
    const steal = await trpc(t, "mutation", "billing.removePaymentMethod", { paymentMethodId: saved.id }, other.cookie);
    expect(steal.status).toBe(404);
  });
});

describe("subscribing", () => {
  it("subscribes to Premium with a new card: payment, invoice, premium access", async () => {
    const u = await signUp(t);
    const before = await trpc(t, "query", "billing.subscription", undefined, u.cookie);
    expect(before.body).toMatchObject({ tier: "free", textCredits: 10, maxTextCredits: 15, audioCredits: 5, maxAudioCredits: 10, mentorCallCredits: 2, maxMentorCallCredits: 5, premiumContentAccess: false });

    const res = await trpc(t, "mutation", "billing.subscribe", { plan: "premium", interval: "monthly", card: card(OK) }, u.cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, effective: "now", amount: 2999 });
    expect(res.body.invoiceNumber).toMatch(/^LO-\d{4}-\d{6}$/);
    const sub = await trpc(t, "query", "billing.subscription", undefined, u.cookie);
    expect(sub.body).toMatchObject({ tier: "premium", premiumContentAccess: true, videoResponsesAvailable: true, highQualityAudio: true, unlimitedCredits: true });
    expect((await getEntitlements(t.db, u.id)).premiumContentAccess).toBe(true);
    const status = await call(t, "GET", "/api/usage/status", undefined, u.cookie);
    expect(status.body).toMatchObject({ isUnlimited: true, currentUsage: 0 });

    const invoices = await call(t, "GET", "/api/invoices", undefined, u.cookie);
    expect(invoices.body).toHaveLength(1);
    expect(invoices.body[0]).toMatchObject({ status: "paid", total: 2999, subtotal: 2999 });

    const again = await trpc(t, "mutation", "billing.subscribe", { plan: "premium", interval: "monthly" }, u.cookie);
    expect(again.status).toBe(409);
  });

  it.each([
    [DECLINE, "card_declined", "Your card was declined. Please use a different card."],
    [NOFUNDS, "insufficient_funds", "Your card has insufficient funds. Please use a different card."],
  ])("a failing card (%s) answers 402, records a failed payment and changes nothing", async (number, code, message) => {
    const u = await signUp(t);
    const res = await call(t, "POST", "/api/subscription", { plan: "basic", interval: "monthly", card: card(number) }, u.cookie);
    expect(res.status).toBe(402);
    expect(res.body).toEqual({ message, code: "PAYMENT_REQUIRED" });
    const payments = await t.db.payment.findMany({ where: { userId: u.id } });
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ status: "failed", failureCode: code });
    expect(await t.db.invoice.count({ where: { userId: u.id } })).toBe(0);
    const sub = await trpc(t, "query", "billing.subscription", undefined, u.cookie);
    expect(sub.body.tier).toBe("free");
    // a purchase that failed owes nothing: no grace period
    const status = await call(t, "GET", "/api/account-status", undefined, u.cookie);
    expect(status.body).toEqual({ suspended: false, suspensionReason: null, gracePeriodEnd: null });
  });

  it("20 concurrent identical pay calls charge once and write one invoice", async () => {
    const u = await signUp(t);
    const m = await addCard(u.cookie);
    const calls0 = sandbox().chargeCalls;
    const results = await Promise.all(
      Array.from({ length: 20 }, () => trpc(t, "mutation", "billing.buyCredits", { packageId: "standard", paymentMethodId: m.id }, u.cookie)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(results.length).fill(200));
    expect(new Set(results.map((r) => r.body.paymentId)).size).toBe(1);
    expect(sandbox().chargeCalls - calls0).toBe(1);
    expect(await t.db.payment.count({ where: { userId: u.id } })).toBe(1);
    expect(await t.db.invoice.count({ where: { userId: u.id } })).toBe(1);
    const sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    expect(sub).toMatchObject({ textCredits: 20, audioCredits: 10 });

    // the same for a subscription
    const calls1 = sandbox().chargeCalls;
    const subs = await Promise.all(Array.from({ length: 20 }, () => trpc(t, "mutation", "billing.subscribe", { plan: "basic", interval: "yearly", paymentMethodId: m.id }, u.cookie)));
    const ok = subs.filter((r) => r.status === 200);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(subs.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(new Set(ok.map((r) => r.body.paymentId)).size).toBe(1);
    expect(sandbox().chargeCalls - calls1).toBe(1);
    expect(await t.db.payment.count({ where: { userId: u.id, kind: "subscription" } })).toBe(1);
    expect(await t.db.invoice.count({ where: { userId: u.id } })).toBe(2);
  });
});

describe("plan changes", () => {
  it("upgrades at once with proration; downgrades and cancels at period end", async () => {
    const u = await signUp(t);
    await addCard(u.cookie);
    const t0 = new Date();
    await trpc(t, "mutation", "billing.subscribe", { plan: "basic", interval: "monthly" }, u.cookie);
    const up = await trpc(t, "mutation", "billing.changePlan", { plan: "premium", interval: "monthly" }, u.cookie);
    expect(up.status).toBe(200);
    expect(up.body.effective).toBe("now");
    // nearly the whole Basic month is credited: 29.99 − ~9.99
    expect(up.body.amount).toBeGreaterThanOrEqual(2000);
    expect(up.body.amount).toBeLessThanOrEqual(2001);
    const inv = await t.db.invoice.findFirstOrThrow({ where: { id: up.body.invoiceId! } });
    expect((inv.lines as any[]).map((l) => l.description)).toEqual(["Premium plan (monthly)", "Unused time on Basic plan (monthly)"]);

    const down = await trpc(t, "mutation", "billing.changePlan", { plan: "basic", interval: "monthly" }, u.cookie);
    expect(down.body).toMatchObject({ effective: "period_end" });
    let sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    expect(sub).toMatchObject({ plan: "premium", pendingPlan: "basic", pendingInterval: "monthly" });

    const paidThrough = sub.paidThrough!;
    expect(paidThrough.getTime()).toBeGreaterThan(t0.getTime());
    await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), new Date(paidThrough.getTime() + 1000), u.id);
    sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    expect(sub).toMatchObject({ plan: "basic", pendingPlan: null, pendingInterval: null, status: "active" });
    expect(sub.paidThrough!.getTime()).toBeGreaterThan(paidThrough.getTime());
    const renewal = await t.db.payment.findFirstOrThrow({ where: { userId: u.id, description: { contains: "renewal" } } });
    expect(renewal).toMatchObject({ amount: 999, status: "succeeded" });

    const cancel = await call(t, "POST", "/api/subscription/cancel", undefined, u.cookie);
    expect(cancel.status).toBe(200);
    const resumed = await trpc(t, "mutation", "billing.resume", undefined, u.cookie);
    expect(resumed.status).toBe(200);
    await call(t, "POST", "/api/subscription/cancel", undefined, u.cookie);
    const charges = await t.db.payment.count({ where: { userId: u.id } });
    sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), new Date(sub.paidThrough!.getTime() + 1000), u.id);
    sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    expect(sub).toMatchObject({ plan: "free", cancelAtPeriodEnd: false, paidThrough: null });
    expect(await t.db.payment.count({ where: { userId: u.id } })).toBe(charges);
  });

  it("a declined renewal starts the grace period; a new card pays it and lifts it", async () => {
    const u = await signUp(t);
    const good = await addCard(u.cookie);
    await trpc(t, "mutation", "billing.subscribe", { plan: "basic", interval: "monthly" }, u.cookie);
    const bad = await addCard(u.cookie, DECLINES_LATER);
    await trpc(t, "mutation", "billing.setDefaultPaymentMethod", { paymentMethodId: bad.id }, u.cookie);
    await trpc(t, "mutation", "billing.removePaymentMethod", { paymentMethodId: good.id }, u.cookie);
    const sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    const at = new Date(sub.paidThrough!.getTime() + 1000);
    await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), at, u.id);
    await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), at, u.id); // twice: still one attempt
    expect(await t.db.payment.count({ where: { userId: u.id, status: "failed" } })).toBe(1);
    expect((await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } })).status).toBe("past_due");
    const user = await t.db.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(user).toMatchObject({ suspended: false, suspensionReason: "payment_failed" });
    expect(user.gracePeriodEnd!.getTime() - at.getTime()).toBe(7 * 86_400_000);

    const added = await trpc(t, "mutation", "billing.addPaymentMethod", { card: card(OK), makeDefault: true }, u.cookie);
    expect(added.body.overdueRenewal).toBe("paid");
    expect(await t.db.user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({ suspended: false, suspensionReason: null, gracePeriodEnd: null });
    expect((await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } })).status).toBe("active");
  });
});

describe("mentorship payments", () => {
  it("activates a pending mentorship and splits the payment by the commission", async () => {
    const mentorUser = await signUp(t);
    await promote(t, mentorUser.id, { isMentor: true });
    const profile = await t.db.mentorProfile.create({
      data: { userId: mentorUser.id, name: "Pat Mentor", specialty: "Leadership", bio: "Bio", country: "Kenya", experience: 10, isPaidTier: true, isFreeTier: false, monthlyRate: 5000, yearlyRate: 48000 },
    });
    const mentee = await signUp(t);
    const ms = await t.db.mentorship.create({ data: { mentorId: profile.id, menteeId: mentee.id, paymentFrequency: "monthly", status: "pending_payment", paymentAmount: 5000 } });

    const stranger = await signUp(t);
    expect((await trpc(t, "mutation", "billing.payMentorship", { mentorshipId: ms.id, card: card(OK) }, stranger.cookie)).status).toBe(404);

    const res = await trpc(t, "mutation", "billing.payMentorship", { mentorshipId: ms.id, card: card(OK) }, mentee.cookie);
    expect(res.status).toBe(200);
    expect((await t.db.mentorship.findUniqueOrThrow({ where: { id: ms.id } })).status).toBe("active");
    const earning = await t.db.mentorEarning.findFirstOrThrow({ where: { mentorId: profile.id } });
    expect(earning).toMatchObject({ gross: 5000, platformFee: 1000, net: 4000 });
    expect((await trpc(t, "mutation", "billing.payMentorship", { mentorshipId: ms.id }, mentee.cookie)).status).toBe(409);

    const mine = await trpc(t, "query", "billing.mentorEarnings", undefined, mentorUser.cookie);
    expect(mine.body.totals).toEqual({ gross: 5000, platformFee: 1000, net: 4000 });
    expect((await trpc(t, "query", "billing.mentorEarnings", undefined, mentee.cookie)).status).toBe(403);
  });
});

describe("invoice PDF", () => {
  it("is a PDF for its owner and 404 for anyone else", async () => {
    const u = await signUp(t);
    const paid = await trpc(t, "mutation", "billing.buyCredits", { packageId: "value", card: card(OK) }, u.cookie);
    const res = await t.app.inject({ method: "GET", url: `/api/invoices/${paid.body.invoiceId}/pdf`, headers: { cookie: u.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const other = await signUp(t);
    expect((await call(t, "GET", `/api/invoices/${paid.body.invoiceId}/pdf`, undefined, other.cookie)).status).toBe(404);
    expect((await call(t, "GET", `/api/invoices/nope/pdf`, undefined, u.cookie)).status).toBe(404);
    expect((await call(t, "GET", `/api/invoices/${paid.body.invoiceId}/pdf`)).status).toBe(401);
  });
});

describe("operators", () => {
  it("closePeriodsNow is main-admin only and takes no time-travel input", async () => {
    const u = await signUp(t);
    expect((await trpc(t, "mutation", "billing.closePeriodsNow", {}, u.cookie)).status).toBe(403);
    await promote(t, u.id, { isAdmin: true });
    expect((await trpc(t, "mutation", "billing.closePeriodsNow", {}, u.cookie)).status).toBe(403);
    await promote(t, u.id, { isAdmin: true, isMainAdmin: true });
    expect((await trpcRaw(t, "mutation", "billing.closePeriodsNow", { now: new Date(Date.now() + 40 * 86_400_000) }, u.cookie)).status).toBe(400);
    const ok = await trpc(t, "mutation", "billing.closePeriodsNow", {}, u.cookie);
    expect(ok.status).toBe(200);
    expect(ok.body).toHaveProperty("periodsClosed");
  });
});
