// Paid mentorships renew and end (issue 10 item 7), with dunning: the billing job renews at the period
// end; a failed renewal opens a grace period and the mentee is emailed (what failed, the deadline, a link
// to update the card); a scheduled job charges the default card again during the grace (1 and 3 days
// after the failure); the mentee is emailed when a retry succeeds, and mentee and mentor when the
// mentorship lapses unpaid. Every email is queued in the transaction of the change it reports.
import type { Db } from "../../db/client.js";
import { TX_OPTIONS, type Tx } from "../../db/transaction.js";
import type { Job } from "../../jobs.js";
import { AppError } from "../../lib/errors.js";
import type { PaymentsProvider } from "../../providers/payments/index.js";
import { enqueueEmail } from "../../providers/mail/index.js";
import { formatCents } from "../../../shared/money.js";
import { formatDay } from "../../../shared/dates.js";
import { getSettings } from "../settings/service.js";
import { chargeOrDecline } from "./charges.js";
import { mentorshipCharge } from "./mentorship-payments.js";
import { defaultMethod } from "./payment-methods.js";

const DAY = 86_400_000;

/** Days after a failed renewal on which the default card is charged again (while the grace lasts). */
export const RENEWAL_RETRY_DAYS = [1, 3] as const;

/** The retry after retry number `done` (0: the failure itself), scheduled from the previous one; null when none is left before the grace ends. */
function nextRetry(previous: Date, done: number, graceEnd: Date): Date | null {
  const days = RENEWAL_RETRY_DAYS[done];
  if (days === undefined) return null;
  const at = new Date(previous.getTime() + (days - (RENEWAL_RETRY_DAYS[done - 1] ?? 0)) * DAY);
  return at < graceEnd ? at : null;
}

/** The retries still ahead of a renewal that failed at `failedAt`, for the email. */
function retriesAhead(failedAt: Date, graceEnd: Date): Date[] {
  const at: Date[] = [];
  for (let next = nextRetry(failedAt, 0, graceEnd); next; next = nextRetry(next, at.length, graceEnd)) at.push(next);
  return at;
}

const paid = { paymentFrequency: { in: ["monthly" as const, "yearly" as const] } };
const renewalInclude = {
  mentor: { select: { name: true, user: { select: { email: true, firstName: true } } } },
  mentee: { select: { email: true, firstName: true, lastName: true } },
} as const;
type RenewalRow = {
  id: string;
  mentorId: string;
  paymentAmount: number | null;
  paymentFrequency: "monthly" | "yearly" | "free";
  mentor: { name: string; user: { email: string; firstName: string } | null };
  mentee: { email: string; firstName: string; lastName: string };
};

// ───────────── the mentee's emails ─────────────

function renewalFailedEmail(m: RenewalRow, o: { reason: string; card: string; graceEnd: Date; retries: Date[]; baseUrl: string }) {
  const retries = o.retries.length ? `We will try your default card again on ${o.retries.map((d) => formatDay(d)).join(" and ")}.` : "";
  return {
    to: m.mentee.email,
    subject: `Payment failed: your mentorship with ${m.mentor.name}`,
    body: [
      `Hi ${m.mentee.firstName},`,
      `We could not collect the ${m.paymentFrequency} renewal of your mentorship with ${m.mentor.name} (${formatCents(m.paymentAmount ?? 0)}, ${o.card}): ${o.reason}`,
      `Your mentorship continues until ${formatDay(o.graceEnd)}. Unless the payment goes through by then, it ends on that day. ${retries}`.trim(),
      `Update your payment method: ${o.baseUrl}/payment-methods`,
      `Or pay the renewal now from your account: ${o.baseUrl}/account`,
      "LeadOne",
    ].join("\n\n"),
  };
}

function renewedAfterRetryEmail(m: RenewalRow, o: { card: string; periodEnd: Date; baseUrl: string }) {
  return {
    to: m.mentee.email,
    subject: `Your mentorship with ${m.mentor.name} is renewed`,
    body: [
      `Hi ${m.mentee.firstName},`,
      `We tried your card again and the renewal payment of ${formatCents(m.paymentAmount ?? 0)} (${o.card}) went through. Your mentorship with ${m.mentor.name} continues until ${formatDay(o.periodEnd)}.`,
      `Your invoice: ${o.baseUrl}/invoices`,
      "LeadOne",
    ].join("\n\n"),
  };
}

function lapsedEmails(m: RenewalRow, o: { endedOn: Date; baseUrl: string }) {
  const mentee = `${m.mentee.firstName} ${m.mentee.lastName.slice(0, 1)}.`;
  const day = formatDay(o.endedOn);
  const toMentee = {
    to: m.mentee.email,
    subject: `Your mentorship with ${m.mentor.name} has ended`,
    body: [
      `Hi ${m.mentee.firstName},`,
      `The renewal payment for your mentorship with ${m.mentor.name} could not be collected by the deadline, so the mentorship ended on ${day}. You have not been charged for a new period.`,
      `To continue, subscribe again: ${o.baseUrl}/mentors/${m.mentorId}`,
      "LeadOne",
    ].join("\n\n"),
  };
  const toMentor = m.mentor.user
    ? {
        to: m.mentor.user.email,
        subject: `Your mentorship with ${mentee} has ended`,
        body: `Hello ${m.mentor.user.firstName},\n\nThe renewal payment for your mentorship with ${mentee} could not be collected, so the mentorship ended on ${day}. No further sessions are included.\n\nLeadOne`,
      }
    : null;
  return [toMentee, toMentor].filter((e) => e !== null);
}

const cardName = (method: { brand: string; last4: string } | null) => (method ? `${method.brand} ending in ${method.last4}` : "no card on file");

// ───────────── the billing job's part ─────────────

/**
 * The billing job's part for paid mentorships:
 * 1. a mentorship cancelled for the period end ends when that period ends;
 * 2. an active one whose paid period ended renews on the mentee's default card; a failed renewal
 *    starts its grace period (the admin's grace-period days, as for any failed payment), schedules the
 *    automatic retries and emails the mentee; meanwhile the mentee may pay (billing.payMentorship);
 * 3. unpaid when the grace ends, the mentorship lapses (status "ended"); mentee and mentor are emailed.
 */
export async function renewMentorships(db: Db, payments: PaymentsProvider, baseUrl: string, now: Date, userId?: string) {
  const who = userId ? { menteeId: userId } : {};
  const cancelled = await db.mentorship.updateMany({
    where: { ...who, ...paid, status: "active", cancelAtPeriodEnd: true, currentPeriodEnd: { lte: now } },
    data: { status: "cancelled", renewalGraceEnd: null, renewalRetryAt: null },
  });
  const due = await db.mentorship.findMany({
    where: { ...who, ...paid, status: "active", cancelAtPeriodEnd: false, renewalGraceEnd: null, currentPeriodEnd: { lte: now } },
    include: renewalInclude,
    take: 500,
  });
  let renewed = 0;
  let failed = 0;
  const settings = await getSettings(db);
  for (const m of due) {
    const method = await defaultMethod(db, m.menteeId);
    const outcome = await chargeOrDecline(db, payments, await mentorshipCharge(db, m, now, method));
    if (outcome.paid) {
      renewed += 1;
      continue;
    }
    failed += 1;
    const graceEnd = new Date(now.getTime() + settings.gracePeriodDays * DAY);
    await db.$transaction(async (tx) => {
      const { count } = await tx.mentorship.updateMany({
        where: { id: m.id, status: "active", currentPeriodEnd: m.currentPeriodEnd, renewalGraceEnd: null },
        data: { renewalGraceEnd: graceEnd, renewalRetryAt: nextRetry(now, 0, graceEnd), renewalRetries: 0 },
      });
      if (count === 1) await enqueueEmail(tx, renewalFailedEmail(m, { reason: outcome.reason, card: cardName(method), graceEnd, retries: retriesAhead(now, graceEnd), baseUrl }));
    }, TX_OPTIONS);
  }
  const lapsing = await db.mentorship.findMany({
    where: { ...who, ...paid, status: "active", renewalGraceEnd: { lte: now } },
    include: renewalInclude,
    take: 500,
  });
  let lapsed = 0;
  for (const m of lapsing) {
    await db.$transaction(async (tx) => {
      const { count } = await tx.mentorship.updateMany({ where: { id: m.id, status: "active", renewalGraceEnd: m.renewalGraceEnd }, data: { status: "ended", renewalRetryAt: null } });
      if (count !== 1) return;
      lapsed += 1;
      for (const email of lapsedEmails(m, { endedOn: now, baseUrl })) await enqueueEmail(tx, email);
    }, TX_OPTIONS);
  }
  return { mentorshipsCancelled: cancelled.count, mentorshipsRenewed: renewed, mentorshipRenewalsFailed: failed, mentorshipsLapsed: lapsed };
}

// ───────────── the retry job ─────────────

/**
 * Charges the default card again for renewals in their grace period whose retry is due. Each retry is
 * claimed first by a conditional update (its scheduled time and number), so however many instances run
 * the job, each retry is made once; the charge itself is idempotent per attempt key (one per failed
 * attempt of that period), so a retry racing the mentee's own payment of the same period charges once.
 */
export async function retryMentorshipRenewals(db: Db, payments: PaymentsProvider, baseUrl: string, now = new Date()) {
  const due = await db.mentorship.findMany({
    where: { ...paid, status: "active", cancelAtPeriodEnd: false, renewalGraceEnd: { gt: now }, renewalRetryAt: { lte: now } },
    include: renewalInclude,
    orderBy: { renewalRetryAt: "asc" },
    take: 200,
  });
  const result = { retried: 0, renewed: 0, declined: 0 };
  for (const m of due) {
    const claimed = await db.mentorship.updateMany({
      where: { id: m.id, status: "active", renewalRetryAt: m.renewalRetryAt, renewalRetries: m.renewalRetries, currentPeriodEnd: m.currentPeriodEnd },
      data: { renewalRetryAt: nextRetry(m.renewalRetryAt!, m.renewalRetries + 1, m.renewalGraceEnd!), renewalRetries: m.renewalRetries + 1 },
    });
    if (claimed.count !== 1) continue;
    result.retried += 1;
    const method = await defaultMethod(db, m.menteeId);
    const onPaid = async (tx: Tx, periodEnd: Date) => void (await enqueueEmail(tx, renewedAfterRetryEmail(m, { card: cardName(method), periodEnd, baseUrl })));
    try {
      const outcome = await chargeOrDecline(db, payments, await mentorshipCharge(db, m, now, method, onPaid));
      result[outcome.paid ? "renewed" : "declined"] += 1;
    } catch (e) {
      // The mentee's own payment of this period is being processed right now: it settles the renewal.
      if (e instanceof AppError && e.code === "CONFLICT") continue;
      throw e;
    }
  }
  return result;
}

export const mentorshipRenewalRetriesJob = (payments: PaymentsProvider, baseUrl: string): Job => ({
  name: "retry-mentorship-renewals",
  everyMs: 15 * 60_000,
  run: (db, now) => retryMentorshipRenewals(db, payments, baseUrl, now),
});
