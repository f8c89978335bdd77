// Paid mentorships renew and end: one payment no longer keeps a mentorship active for ever. At the
// period end the billing job renews on the default card (earning + invoice as for any mentorship
// payment); a failed renewal gets the grace period, then the mentorship lapses and the mentor is told;
// a cancellation takes effect at the period end; revenue figures count only paid periods.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, trpc, type TestApp } from "./harness.js";
import { closeBillingPeriods } from "../../server/modules/billing/close-periods.js";
import { publicOrigin } from "../../server/lib/public-origin.js";
import { monthlyRecurringRevenue } from "../../server/modules/admin/dashboard.js";
import { retryMentorshipRenewals } from "../../server/modules/billing/mentorship-renewals.js";
import { scheduledJobs } from "../../server/app.js";
import { runJobOnce } from "../../server/jobs.js";
import { formatDay } from "../../shared/dates.js";
import { getSettings, saveSettings } from "../../server/modules/settings/service.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const card = (number: string) => ({ number, expMonth: 12, expYear: 2035, cvc: "123" });
const OK = "4242424242424242";
const DECLINES_LATER = "4000000000000341";
const DAY = 86_400_000;

/** A mentee with an active, paid monthly mentorship (paid with a saved default card). */
async function paidMentorship() {
  const mentorUser = await signUp(t);
  await promote(t, mentorUser.id, { isMentor: true });
  const profile = await t.db.mentorProfile.create({
    data: { userId: mentorUser.id, name: "Renata Renew", specialty: "Leadership", bio: "", country: "", experience: 8, isPaidTier: true, isFreeTier: false, monthlyRate: 5000, yearlyRate: 48000 },
  });
  const mentee = await signUp(t);
  expect((await call(t, "POST", "/api/payment-methods", { card: card(OK) }, mentee.cookie)).status).toBe(200);
  const ms = await t.db.mentorship.create({ data: { mentorId: profile.id, menteeId: mentee.id, paymentFrequency: "monthly", status: "pending_payment", paymentAmount: 5000 } });
  const paid = await call(t, "POST", `/api/mentorships/${ms.id}/pay`, {}, mentee.cookie);
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  const row = await t.db.mentorship.findUniqueOrThrow({ where: { id: ms.id } });
  return { mentorUser, profile, mentee, id: ms.id, periodEnd: row.currentPeriodEnd! };
}

const mentorship = (id: string) => t.db.mentorship.findUniqueOrThrow({ where: { id } });
const succeeded = (id: string) => t.db.payment.count({ where: { mentorshipId: id, status: "succeeded" } });

describe("paid mentorships renew and end", () => {
  it("renews at the period end on the default card: payment, invoice, mentor earning, next period; once", async () => {
    const m = await paidMentorship();
    await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), new Date(m.periodEnd.getTime() - 1000), m.mentee.id);
    expect(await succeeded(m.id)).toBe(1); // not before the end

    const at = new Date(m.periodEnd.getTime() + 1000);
    const r = await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), at, m.mentee.id);
    expect(r.mentorshipsRenewed).toBe(1);
    await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), at, m.mentee.id); // twice: still one renewal
    expect(await succeeded(m.id)).toBe(2);
    const after = await mentorship(m.id);
    expect(after.status).toBe("active");
    const next = new Date(m.periodEnd);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(after.currentPeriodEnd!.getTime()).toBe(next.getTime());
    expect(await t.db.mentorEarning.count({ where: { mentorId: m.profile.id } })).toBe(2);
    expect(await t.db.invoice.count({ where: { userId: m.mentee.id } })).toBe(2);
  });

  it("a failed renewal gets the grace period (the mentee can pay), then the mentorship lapses and the mentor is told", async () => {
    const m = await paidMentorship();
    const bad = await call(t, "POST", "/api/payment-methods", { card: card(DECLINES_LATER), makeDefault: true }, m.mentee.cookie);
    expect(bad.status).toBe(200);
    const at = new Date(m.periodEnd.getTime() + 1000);
    const r = await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), at, m.mentee.id);
    expect(r.mentorshipRenewalsFailed).toBe(1);
    const inGrace = await mentorship(m.id);
    expect(inGrace.status).toBe("active");
    expect(inGrace.renewalGraceEnd!.getTime() - at.getTime()).toBe(7 * DAY);
    expect(await t.db.payment.count({ where: { mentorshipId: m.id, status: "failed" } })).toBe(1);
    // Not counted as revenue while unpaid.
    const mrrInGrace = await monthlyRecurringRevenue(t.db, at);
    const mine = await trpc(t, "query", "mentorships.mine", undefined, m.mentee.cookie);
    expect(mine.body[0]).toMatchObject({ id: m.id, renewalGraceEnd: inGrace.renewalGraceEnd });

    // The grace ends unpaid: the mentorship lapses, the mentor gets an email.
    const end = new Date(inGrace.renewalGraceEnd!.getTime() + 1000);
    const lapsed = await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), end, m.mentee.id);
    expect(lapsed.mentorshipsLapsed).toBe(1);
    expect((await mentorship(m.id)).status).toBe("ended");
    const mail = await t.db.outboxEmail.findFirst({ where: { to: m.mentorUser.email } });
    expect(mail?.subject).toMatch(/has ended/);
    // The mentee is told too, with the way back to the mentor.
    const toMentee = await t.db.outboxEmail.findFirst({ where: { to: m.mentee.email, subject: { contains: "has ended" } } });
    expect(toMentee?.subject).toBe("Your mentorship with Renata Renew has ended");
    expect(toMentee?.body).toContain(`${publicOrigin(t.config)}/mentors/${m.profile.id}`);
    expect(await succeeded(m.id)).toBe(1);
    expect(mrrInGrace.mentorships).toBe((await monthlyRecurringRevenue(t.db, end)).mentorships);
  });

  it("during the grace period the mentee pays the renewal and the mentorship continues from the old period end", async () => {
    const m = await paidMentorship();
    await call(t, "POST", "/api/payment-methods", { card: card(DECLINES_LATER), makeDefault: true }, m.mentee.cookie);
    await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), new Date(m.periodEnd.getTime() + 1000), m.mentee.id);
    expect((await mentorship(m.id)).renewalGraceEnd).not.toBeNull();
    const pay = await call(t, "POST", `/api/mentorships/${m.id}/pay`, { card: card(OK) }, m.mentee.cookie);
    expect(pay.status, JSON.stringify(pay.body)).toBe(200);
    const after = await mentorship(m.id);
    expect(after).toMatchObject({ status: "active", renewalGraceEnd: null });
    const next = new Date(m.periodEnd);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(after.currentPeriodEnd!.getTime()).toBe(next.getTime());
    expect(await t.db.mentorEarning.count({ where: { mentorId: m.profile.id } })).toBe(2);
  });

  it("cancelling a paid mentorship keeps it until the period end, then it ends without a charge", async () => {
    const m = await paidMentorship();
    const cancelled = await call(t, "POST", `/api/mentorships/${m.id}/cancel`, {}, m.mentee.cookie);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    expect((await call(t, "POST", `/api/mentorships/${m.id}/cancel`, {}, m.mentee.cookie)).status).toBe(409);
    const mine = await trpc(t, "query", "mentorships.mine", undefined, m.mentee.cookie);
    expect(mine.body[0]).toMatchObject({ status: "active", cancelAtPeriodEnd: true, canCancel: false });
    expect(new Date(mine.body[0]!.currentPeriodEnd!).getTime()).toBe(m.periodEnd.getTime());

    const r = await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), new Date(m.periodEnd.getTime() + 1000), m.mentee.id);
    expect(r.mentorshipsCancelled).toBe(1);
    expect((await mentorship(m.id)).status).toBe("cancelled");
    expect(await t.db.payment.count({ where: { mentorshipId: m.id } })).toBe(1);
  });

  it("revenue (MRR) counts a mentorship only in a paid period", async () => {
    const m = await paidMentorship();
    const inPeriod = await monthlyRecurringRevenue(t.db, new Date(m.periodEnd.getTime() - DAY));
    // After its period ended (not renewed yet), the mentorship is no longer counted.
    const afterEnd = await monthlyRecurringRevenue(t.db, new Date(m.periodEnd.getTime() + DAY));
    expect(inPeriod.mentorships - afterEnd.mentorships).toBeGreaterThanOrEqual(5000);
  });
});

describe("a failed renewal is retried during the grace period, and the mentee is told by email", () => {
  /** A paid mentorship whose renewal at the period end failed on a card that now declines. */
  async function failedRenewal() {
    const m = await paidMentorship();
    expect((await call(t, "POST", "/api/payment-methods", { card: card(DECLINES_LATER), makeDefault: true }, m.mentee.cookie)).status).toBe(200);
    const failedAt = new Date(m.periodEnd.getTime() + 1000);
    expect((await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), failedAt, m.mentee.id)).mentorshipRenewalsFailed).toBe(1);
    return { ...m, failedAt };
  }
  const retry = (at: Date) => retryMentorshipRenewals(t.db, t.services.payments, publicOrigin(t.config), at);
  const failed = (id: string) => t.db.payment.count({ where: { mentorshipId: id, status: "failed" } });
  const mailsTo = (email: string) => t.db.outboxEmail.findMany({ where: { to: email }, orderBy: { createdAt: "asc" } });

  it("the failure email says what failed, the deadline, the retry days and links to update the payment method; once", async () => {
    const m = await failedRenewal();
    const graceEnd = (await mentorship(m.id)).renewalGraceEnd!;
    await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), new Date(m.failedAt.getTime() + 60_000), m.mentee.id);
    const mails = await mailsTo(m.mentee.email);
    expect(mails.map((e) => e.subject)).toEqual(["Payment failed: your mentorship with Renata Renew"]);
    const body = mails[0]!.body;
    expect(body).toContain("$50.00");
    expect(body).toContain("ending in 0341");
    expect(body).toContain("Your card was declined.");
    expect(body).toContain(`continues until ${formatDay(graceEnd)}`);
    expect(body).toContain(`on ${formatDay(new Date(m.failedAt.getTime() + DAY))} and ${formatDay(new Date(m.failedAt.getTime() + 3 * DAY))}`);
    expect(body).toContain(`${publicOrigin(t.config)}/payment-methods`);
  });

  it("charges the default card again 1 and 3 days after the failure, each retry once across instances; success renews and emails the mentee", async () => {
    const m = await failedRenewal();
    expect(scheduledJobs(t.config, t.services).map((j) => j.name)).toContain("retry-mentorship-renewals");
    const job = scheduledJobs(t.config, t.services).find((j) => j.name === "retry-mentorship-renewals")!;

    // The mentee's list says when the card is tried next.
    const nextTry = async () => (await trpc(t, "query", "mentorships.mine", undefined, m.mentee.cookie)).body.find((x) => x.id === m.id)!.renewalRetryAt;
    expect(new Date((await nextTry())!).getTime()).toBe(m.failedAt.getTime() + DAY);

    await retry(new Date(m.failedAt.getTime() + DAY - 60_000));
    expect(await failed(m.id)).toBe(1); // not before a day has passed

    // Day 1: two instances run the job at once — one retry, one charge attempt (the card still declines).
    const day1 = new Date(m.failedAt.getTime() + DAY + 1000);
    await Promise.all([retry(day1), retry(day1), runJobOnce(t.db, job, day1)]);
    expect(await failed(m.id)).toBe(2);
    expect((await mentorship(m.id)).renewalRetryAt!.getTime()).toBe(m.failedAt.getTime() + 3 * DAY);
    expect(new Date((await nextTry())!).getTime()).toBe(m.failedAt.getTime() + 3 * DAY);
    await retry(new Date(m.failedAt.getTime() + 2 * DAY));
    expect(await failed(m.id)).toBe(2);

    // The mentee adds a working card; day 3's retry charges it: the period is renewed from the old end.
    expect((await call(t, "POST", "/api/payment-methods", { card: card(OK), makeDefault: true }, m.mentee.cookie)).status).toBe(200);
    const day3 = new Date(m.failedAt.getTime() + 3 * DAY + 1000);
    await Promise.all([retry(day3), retry(day3)]);
    expect(await succeeded(m.id)).toBe(2);
    const after = await mentorship(m.id);
    expect(after).toMatchObject({ status: "active", renewalGraceEnd: null, renewalRetryAt: null, renewalRetries: 0 });
    const next = new Date(m.periodEnd);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(after.currentPeriodEnd!.getTime()).toBe(next.getTime());
    expect(await t.db.mentorEarning.count({ where: { mentorId: m.profile.id } })).toBe(2);
    const renewedMail = (await mailsTo(m.mentee.email)).filter((e) => e.subject === "Your mentorship with Renata Renew is renewed");
    expect(renewedMail).toHaveLength(1);
    expect(renewedMail[0]!.body).toContain(`continues until ${formatDay(next)}`);

    // No retry is left: later runs charge nothing more.
    await retry(new Date(m.failedAt.getTime() + 6 * DAY));
    expect(await succeeded(m.id)).toBe(2);
    expect(await failed(m.id)).toBe(2);
  });

  it("a retry racing the mentee's own payment of the same period charges it once", async () => {
    const m = await failedRenewal();
    const day1 = new Date(m.failedAt.getTime() + DAY + 1000);
    await t.db.paymentMethod.updateMany({ where: { userId: m.mentee.id, last4: "4242" }, data: { isDefault: true } });
    await t.db.paymentMethod.updateMany({ where: { userId: m.mentee.id, last4: "0341" }, data: { isDefault: false } });
    const [, pay] = await Promise.all([retry(day1), call(t, "POST", `/api/mentorships/${m.id}/pay`, {}, m.mentee.cookie)]);
    expect([200, 409]).toContain(pay.status);
    expect(await succeeded(m.id)).toBe(2);
    const next = new Date(m.periodEnd);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect((await mentorship(m.id)).currentPeriodEnd!.getTime()).toBe(next.getTime());
    await retry(new Date(m.failedAt.getTime() + 3 * DAY + 1000));
    expect(await succeeded(m.id)).toBe(2);
  });

  it("a retry that falls after the grace period is not made (a short grace setting)", async () => {
    const settings = await getSettings(t.db);
    await saveSettings(t.db, { ...settings, gracePeriodDays: 2 });
    try {
      const m = await failedRenewal();
      const row = await mentorship(m.id);
      expect(row.renewalRetryAt!.getTime()).toBe(m.failedAt.getTime() + DAY);
      const body = (await mailsTo(m.mentee.email))[0]!.body;
      expect(body).toContain(`again on ${formatDay(new Date(m.failedAt.getTime() + DAY))}.`);
      await retry(new Date(m.failedAt.getTime() + DAY + 1000));
      expect(await failed(m.id)).toBe(2);
      expect((await mentorship(m.id)).renewalRetryAt).toBeNull();
    } finally {
      await saveSettings(t.db, settings);
    }
  });
});
