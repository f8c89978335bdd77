import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "../../server/lib/errors.js";
import { call, signUp, startTestApp, trpc, type TestApp } from "./harness.js";
import { closeBillingPeriods } from "../../server/modules/billing/close-periods.js";
import { publicOrigin } from "../../server/lib/public-origin.js";
import { assertCanAsk, recordAdviceUsage } from "../../server/modules/usage/service.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: "123" });

/** A free user who asked `n` text questions this period (credits topped up so only the allowance counts). */
async function userWithUsage(n: number) {
  const u = await signUp(t);
  await assertCanAsk(t.db, u.id, "text");
  await t.db.subscription.update({ where: { userId: u.id }, data: { textCredits: 100, audioCredits: 100 } });
  for (let i = 0; i < n; i += 1) await recordAdviceUsage(t.db, u.id, "text");
  const sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
  return { ...u, periodEnd: sub.currentPeriodEnd };
}

async function closeFor(userId: string, at: Date) {
  return closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), at, userId);
}

describe("usage status", () => {
  it("answers SPEC's shapes; 401 signed out", async () => {
    const u = await userWithUsage(3);
    const s = await call(t, "GET", "/api/usage/status", undefined, u.cookie);
    expect(s.status).toBe(200);
    expect(s.body).toMatchObject({ currentUsage: 3, allowedLimit: 10, isUnlimited: false, overagePrice: 0.99 });
    expect(typeof s.body.billingPeriodStart).toBe("string");
    expect((await call(t, "GET", "/api/usage/pending-charges", undefined, u.cookie)).body).toEqual({ pendingCharges: [] });
    expect((await call(t, "GET", "/api/account-status", undefined, u.cookie)).body).toEqual({ suspended: false, suspensionReason: null, gracePeriodEnd: null });
    for (const path of ["/api/usage/status", "/api/usage/pending-charges", "/api/account-status"]) {
      expect((await call(t, "GET", path)).status).toBe(401);
    }
    // usage events never hold a question: only format, period and time
    const ev = await t.db.usageEvent.findFirstOrThrow({ where: { userId: u.id } });
    expect(Object.keys(ev).sort()).toEqual(["createdAt", "format", "id", "isOverage", "periodStart", "userId"]);
  });

  it("past the allowance a request is still recorded, as overage", async () => {
    const u = await userWithUsage(12);
    const events = await t.db.usageEvent.findMany({ where: { userId: u.id }, orderBy: { createdAt: "asc" } });
    expect(events.filter((e) => e.isOverage)).toHaveLength(2);
    const s = await call(t, "GET", "/api/usage/status", undefined, u.cookie);
    expect(s.body.currentUsage).toBe(12);
  });
});

describe("period close and consent", () => {
  it("creates exactly one pending charge per period, even when run twice", async () => {
    const u = await userWithUsage(12);
    const at = new Date(u.periodEnd.getTime() + 1000);
    await closeFor(u.id, at);
    await closeFor(u.id, at);
    await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), at); // the whole job too
    expect(await t.db.overageCharge.count({ where: { userId: u.id } })).toBe(1);
    const res = await call(t, "GET", "/api/usage/pending-charges", undefined, u.cookie);
    expect(res.body.pendingCharges).toHaveLength(1);
    expect(res.body.pendingCharges[0]).toMatchObject({ allowedLimit: 10, usageCount: 12, overageCount: 2, pricePerOverage: 0.99, totalAmount: 1.98 });
    expect(Object.keys(res.body.pendingCharges[0]).sort()).toEqual(
      ["allowedLimit", "billingPeriodEnd", "billingPeriodStart", "id", "overageCount", "pricePerOverage", "totalAmount", "usageCount"].sort(),
    );
    // the new period starts empty, credits refilled to at least the plan maxima
    const sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    expect(sub.currentPeriodStart.getTime()).toBe(u.periodEnd.getTime());
  });

  it("Pay: 404 for others, 402 without a card (grace starts), pays once, then 409", async () => {
    const u = await userWithUsage(11);
    await closeFor(u.id, new Date(u.periodEnd.getTime() + 1000));
    const charge = await t.db.overageCharge.findFirstOrThrow({ where: { userId: u.id } });
    const other = await signUp(t);
    expect((await call(t, "POST", `/api/usage/consent/${charge.id}`, { consent: true }, other.cookie)).status).toBe(404);
    expect((await call(t, "POST", `/api/usage/consent/nope`, { consent: true }, u.cookie)).status).toBe(404);
    expect((await call(t, "POST", `/api/usage/consent/${charge.id}`, { consent: "yes" }, u.cookie)).status).toBe(400);

    const noCard = await call(t, "POST", `/api/usage/consent/${charge.id}`, { consent: true }, u.cookie);
    expect(noCard.status).toBe(402);
    expect(noCard.body.message).toBe("Please add a payment method first.");
    const graced = await call(t, "GET", "/api/account-status", undefined, u.cookie);
    expect(graced.body).toMatchObject({ suspended: false, suspensionReason: "payment_failed" });
    expect(graced.body.gracePeriodEnd).toBeTruthy();

    await trpc(t, "mutation", "billing.addPaymentMethod", { card: card("4242424242424242") }, u.cookie);
    const paid = await call(t, "POST", `/api/usage/consent/${charge.id}`, { consent: true }, u.cookie);
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({ success: true, declined: false });
    expect(await t.db.invoice.count({ where: { userId: u.id } })).toBe(1);
    expect((await t.db.overageCharge.findUniqueOrThrow({ where: { id: charge.id } })).status).toBe("paid");
    expect((await call(t, "GET", "/api/account-status", undefined, u.cookie)).body).toEqual({ suspended: false, suspensionReason: null, gracePeriodEnd: null });

    const again = await call(t, "POST", `/api/usage/consent/${charge.id}`, { consent: true }, u.cookie);
    expect(again.status).toBe(409);
    expect((await call(t, "POST", `/api/usage/consent/${charge.id}`, { consent: false }, u.cookie)).status).toBe(409);
  });

  it("Decline blocks overage until the next period", async () => {
    const u = await userWithUsage(11);
    await closeFor(u.id, new Date(u.periodEnd.getTime() + 1000));
    const charge = await t.db.overageCharge.findFirstOrThrow({ where: { userId: u.id } });
    const res = await call(t, "POST", `/api/usage/consent/${charge.id}`, { consent: false }, u.cookie);
    expect(res.body).toEqual({ success: true, declined: true });
    expect((await call(t, "POST", `/api/usage/consent/${charge.id}`, { consent: false }, u.cookie)).status).toBe(409);
    // within the allowance: still fine; beyond it: refused
    const now = new Date(u.periodEnd.getTime() + 2000);
    for (let i = 0; i < 10; i += 1) {
      await assertCanAsk(t.db, u.id, "text", now);
      await recordAdviceUsage(t.db, u.id, "text", now);
    }
    await expect(assertCanAsk(t.db, u.id, "text", now)).rejects.toMatchObject({ code: "FORBIDDEN" });
    const sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    // next period: unblocked
    await closeFor(u.id, new Date(sub.currentPeriodEnd.getTime() + 1000));
    await expect(assertCanAsk(t.db, u.id, "text", new Date(sub.currentPeriodEnd.getTime() + 2000))).resolves.toBeUndefined();
  });

  it("a declined overage payment suspends after the grace period; paying lifts it", async () => {
    const u = await userWithUsage(11);
    const at = new Date(u.periodEnd.getTime() + 1000);
    await closeFor(u.id, at);
    const charge = await t.db.overageCharge.findFirstOrThrow({ where: { userId: u.id } });
    await trpc(t, "mutation", "billing.addPaymentMethod", { card: card("4000000000000341") }, u.cookie); // saves, then declines
    const declined = await call(t, "POST", `/api/usage/consent/${charge.id}`, { consent: true }, u.cookie);
    expect(declined.status).toBe(402);
    expect(declined.body.message).toBe("Your card was declined. Please use a different card.");
    const user = await t.db.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(user.gracePeriodEnd).not.toBeNull();

    const after = new Date(user.gracePeriodEnd!.getTime() + 1000);
    const r = await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), after);
    expect(r.suspended).toBeGreaterThanOrEqual(1);
    expect((await call(t, "GET", "/api/account-status", undefined, u.cookie)).body).toMatchObject({ suspended: true, suspensionReason: "payment_failed" });
    await expect(assertCanAsk(t.db, u.id, "text")).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: "Your account is suspended. Please update your payment method or contact support.",
    });

    await trpc(t, "mutation", "billing.addPaymentMethod", { card: card("4242424242424242"), makeDefault: true }, u.cookie);
    const paid = await call(t, "POST", `/api/usage/consent/${charge.id}`, { consent: true }, u.cookie);
    expect(paid.status).toBe(200);
    expect((await call(t, "GET", "/api/account-status", undefined, u.cookie)).body).toEqual({ suspended: false, suspensionReason: null, gracePeriodEnd: null });
  });

  it("an admin suspension is not lifted by a payment", async () => {
    const u = await userWithUsage(0);
    await t.db.user.update({ where: { id: u.id }, data: { suspended: true, suspensionReason: "admin" } });
    // (suspensionReason is an enum: an admin suspension is "admin"; its session is refused outright.)
    expect((await trpc(t, "mutation", "billing.buyCredits", { packageId: "standard", card: card("4242424242424242") }, u.cookie)).status).toBe(403);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({ suspended: true, suspensionReason: "admin" });
  });
});

describe("credits", () => {
  it("refuses a format without credits with 402 and SPEC's text; spends credits per format", async () => {
    const u = await signUp(t);
    await assertCanAsk(t.db, u.id, "both");
    await recordAdviceUsage(t.db, u.id, "both");
    let sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    expect(sub).toMatchObject({ textCredits: 9, audioCredits: 4 });
    await recordAdviceUsage(t.db, u.id, "mentor");
    sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    expect(sub).toMatchObject({ textCredits: 8, audioCredits: 4 });

    await t.db.subscription.update({ where: { userId: u.id }, data: { audioCredits: 0 } });
    const err = await assertCanAsk(t.db, u.id, "audio").catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ code: "PAYMENT_REQUIRED", message: "You don't have enough audio credits to access this content." });
    await expect(assertCanAsk(t.db, u.id, "both")).rejects.toMatchObject({ code: "PAYMENT_REQUIRED" });
    await expect(assertCanAsk(t.db, u.id, "text")).resolves.toBeUndefined();
    await t.db.subscription.update({ where: { userId: u.id }, data: { textCredits: 0 } });
    await expect(assertCanAsk(t.db, u.id, "mentor")).rejects.toMatchObject({ message: "You don't have enough text credits to access this content." });

    await trpc(t, "mutation", "billing.buyCredits", { packageId: "value", card: card("4242424242424242") }, u.cookie);
    sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    expect(sub).toMatchObject({ textCredits: 30, audioCredits: 15 });
    await expect(assertCanAsk(t.db, u.id, "both")).resolves.toBeUndefined();
  });

  it("the promo is shown once per user", async () => {
    const u = await signUp(t);
    expect((await trpc(t, "query", "account.promo", undefined, u.cookie)).body).toEqual({ show: true });
    await trpc(t, "mutation", "account.markPromoSeen", undefined, u.cookie);
    expect((await trpc(t, "query", "account.promo", undefined, u.cookie)).body).toEqual({ show: false });
  });

  it("usage history lists requests by month", async () => {
    const u = await userWithUsage(4);
    const h = await trpc(t, "query", "usage.history", { months: 6 }, u.cookie);
    expect(h.body).toHaveLength(6);
    expect(h.body[5]!.requests).toBe(4);
  });
});
