// The three 30-second polls (usage.status, usage.pendingCharges, account.status) as the client batches
// them in one GET: answered from one usage query per HTTP request, with exactly the answers of the
// one-by-one reads (the Prisma functions), and nothing kept between requests.
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeBillingPeriods } from "../../server/modules/billing/close-periods.js";
import { publicOrigin } from "../../server/lib/public-origin.js";
import { readSubscription } from "../../server/modules/billing/periods.js";
import { getSettings, saveSettings } from "../../server/modules/settings/service.js";
import { assertCanAsk, pendingCharges, recordAdviceUsage, usageStatus } from "../../server/modules/usage/service.js";
import { call, signUp, startTestApp, type TestApp } from "./harness.js";
import { cents } from "../../shared/money.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const POLLS = `/trpc/usage.status,usage.pendingCharges,account.status?batch=1&input=${encodeURIComponent("{}")}`;

/** The batch as the client sends it; each call's answer (deserialized) or its error. */
async function polls(cookie?: string) {
  const res = await call(t, "GET", POLLS, undefined, cookie);
  const calls = res.body as { result?: { data: never }; error?: { json: { data: { httpStatus: number } } } }[];
  return { status: res.status, calls: calls.map((c) => (c.result ? { ok: superjson.deserialize(c.result.data) as any } : { status: c.error!.json.data.httpStatus })) };
}

/** What the one-by-one reads answer for this user right now. */
async function expected(userId: string) {
  return [{ ok: await usageStatus(t.db, userId) }, { ok: await pendingCharges(t.db, userId) }, { ok: { suspended: false, suspensionReason: null, gracePeriodEnd: null } }];
}

describe("the batched 30-second polls", () => {
  it("a new user without a subscription row: the free plan's period from sign-up, no usage, no charges", async () => {
    const u = await signUp(t);
    expect(await t.db.subscription.count({ where: { userId: u.id } })).toBe(0);
    const res = await polls(u.cookie);
    expect(res.status).toBe(200);
    expect(res.calls).toEqual(await expected(u.id));
    expect(res.calls[0]!.ok).toMatchObject({ currentUsage: 0, allowedLimit: 10, isUnlimited: false, overagePrice: 99, overageBlocked: false });
    expect(res.calls[0]!.ok.billingPeriodStart).toBeInstanceOf(Date);
  });

  it("usage recorded without a subscription row still counts (as the one-by-one read counts it)", async () => {
    const u = await signUp(t);
    const { periodStart } = await readSubscription(t.db, u.id);
    await t.db.usageEvent.createMany({ data: [{ userId: u.id, format: "text", periodStart }, { userId: u.id, format: "audio", periodStart }] });
    const res = await polls(u.cookie);
    expect(res.calls).toEqual(await expected(u.id));
    expect(res.calls[0]!.ok.currentUsage).toBe(2);
  });

  it("this period's usage, and after the period closes the pending overage charge in dollars", async () => {
    const u = await signUp(t);
    await assertCanAsk(t.db, u.id, "text");
    await t.db.subscription.update({ where: { userId: u.id }, data: { textCredits: 100 } });
    for (let i = 0; i < 12; i += 1) await recordAdviceUsage(t.db, u.id, "text");
    const during = await polls(u.cookie);
    expect(during.calls).toEqual(await expected(u.id));
    expect(during.calls[0]!.ok.currentUsage).toBe(12);

    const sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), new Date(sub.currentPeriodEnd.getTime() + 1000), u.id);
    const after = await polls(u.cookie);
    expect(after.calls).toEqual(await expected(u.id));
    expect(after.calls[1]!.ok.pendingCharges).toHaveLength(1);
    expect(after.calls[1]!.ok.pendingCharges[0]).toMatchObject({ allowedLimit: 10, usageCount: 12, overageCount: 2, pricePerOverage: 99, totalAmount: 198 });
    expect(after.calls[1]!.ok.pendingCharges[0].billingPeriodStart).toEqual(sub.currentPeriodStart);
  });

  it("a period that ended before the job closed it reads as the next one, empty and not blocked", async () => {
    const u = await signUp(t);
    await assertCanAsk(t.db, u.id, "text");
    await recordAdviceUsage(t.db, u.id, "text");
    const day = 24 * 3600_000;
    await t.db.subscription.update({ where: { userId: u.id }, data: { currentPeriodStart: new Date(Date.now() - 40 * day), currentPeriodEnd: new Date(Date.now() - 10 * day), overageBlocked: true } });
    const res = await polls(u.cookie);
    expect(res.calls).toEqual(await expected(u.id));
    expect(res.calls[0]!.ok).toMatchObject({ currentUsage: 0, overageBlocked: false });
    expect(res.calls[0]!.ok.billingPeriodEnd.getTime()).toBeGreaterThan(Date.now());
  });

  it("an operator's new overage price shows in the very next poll", async () => {
    const u = await signUp(t);
    const before = await getSettings(t.db);
    expect((await polls(u.cookie)).calls[0]!.ok.overagePrice).toBe(before.overagePrice);
    try {
      await saveSettings(t.db, { ...before, overagePrice: cents(149) });
      expect((await polls(u.cookie)).calls[0]!.ok.overagePrice).toBe(149);
      await saveSettings(t.db, { ...before, overagePrice: cents(175) });
      expect((await polls(u.cookie)).calls[0]!.ok.overagePrice).toBe(175);
    } finally {
      await saveSettings(t.db, before);
    }
  });

  it("each user sees their own figures; signed out every call is 401", async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    await assertCanAsk(t.db, a.id, "text");
    await recordAdviceUsage(t.db, a.id, "text");
    const [ra, rb] = await Promise.all([polls(a.cookie), polls(b.cookie)]);
    expect(ra.calls[0]!.ok.currentUsage).toBe(1);
    expect(rb.calls[0]!.ok.currentUsage).toBe(0);
    const anonymous = await polls();
    expect(anonymous.calls).toEqual([{ status: 401 }, { status: 401 }, { status: 401 }]);
  });
});
