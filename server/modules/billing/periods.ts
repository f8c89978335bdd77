// Usage periods. `Subscription.currentPeriodStart/End` is the user's monthly USAGE period (allowance,
// credits, overage). A user without a row (never asked, never paid) is on the free plan with monthly
// periods anchored at sign-up; the row is created lazily by the first state-changing call.
import type { Db } from "../../db/client.js";
import type { Tx } from "../../db/transaction.js";
import { TX_OPTIONS } from "../../db/transaction.js";
import type { Subscription } from "../../db/generated/client.js";
import { notFound } from "../../lib/errors.js";
import { getSettings } from "../settings/service.js";
import { addMonths, DEFAULT_CREDITS, intervalMonths, PLAN_CREDIT_MAXIMA, type BillingInterval, type PlanId } from "../../../shared/billing.js";
import type { Settings } from "../../../shared/settings.js";
import { createOverageCharge } from "./overage.js";

/** The monthly period containing `now`, for periods anchored at `anchor`. */
export function periodContaining(anchor: Date, now: Date): { start: Date; end: Date } {
  let k = Math.max(0, (now.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + now.getUTCMonth() - anchor.getUTCMonth() - 1);
  while (addMonths(anchor, k + 1).getTime() <= now.getTime()) k += 1;
  return { start: addMonths(anchor, k), end: addMonths(anchor, k + 1) };
}

/** The user's subscription row, created on first use (free plan, SPEC's default credits). */
export async function ensureSubscription(db: Db, userId: string, now = new Date()): Promise<Subscription> {
  const existing = await db.subscription.findUnique({ where: { userId } });
  if (existing) return existing;
  const user = await db.user.findUnique({ where: { id: userId }, select: { createdAt: true } });
  if (!user) throw notFound("User");
  const { start, end } = periodContaining(user.createdAt, now);
  // ON CONFLICT DO NOTHING: concurrent first uses create one row and raise no error.
  await db.subscription.createMany({
    data: [
      {
        userId,
        currentPeriodStart: start,
        currentPeriodEnd: end,
        textCredits: DEFAULT_CREDITS.text,
        audioCredits: DEFAULT_CREDITS.audio,
        mentorCallCredits: DEFAULT_CREDITS.mentorCall,
      },
    ],
    skipDuplicates: true,
  });
  return db.subscription.findUniqueOrThrow({ where: { userId } });
}

/**
 * Read-only view of the subscription as of `now` (queries never write): a missing row is the default
 * free subscription; an ended usage period not yet closed by the job reads as the next one (no usage).
 */
export async function readSubscription(db: Db, userId: string, now = new Date()) {
  const row = await db.subscription.findUnique({ where: { userId } });
  if (!row) {
    const user = await db.user.findUnique({ where: { id: userId }, select: { createdAt: true } });
    const { start, end } = periodContaining(user?.createdAt ?? now, now);
    return {
      row: null,
      plan: "free" as PlanId,
      interval: "monthly" as BillingInterval,
      periodStart: start,
      periodEnd: end,
      periodRolled: false,
      credits: { ...DEFAULT_CREDITS },
      overageBlocked: false,
    };
  }
  const rolled = row.currentPeriodEnd.getTime() <= now.getTime();
  const period = rolled ? periodContaining(row.currentPeriodEnd, now) : { start: row.currentPeriodStart, end: row.currentPeriodEnd };
  const max = PLAN_CREDIT_MAXIMA[row.plan as PlanId];
  const refill = (v: number, m: number | undefined) => (rolled && m !== undefined ? Math.max(v, m) : v);
  return {
    row,
    plan: row.plan as PlanId,
    interval: row.interval as BillingInterval,
    periodStart: period.start,
    periodEnd: period.end,
    periodRolled: rolled,
    credits: { text: refill(row.textCredits, max?.text), audio: refill(row.audioCredits, max?.audio), mentorCall: refill(row.mentorCallCredits, max?.mentorCall) },
    overageBlocked: rolled ? false : row.overageBlocked,
  };
}

/** Refill to the plan's maxima (credits bought on top are kept). */
function refilledCredits(sub: Pick<Subscription, "textCredits" | "audioCredits" | "mentorCallCredits">, plan: PlanId) {
  const max = PLAN_CREDIT_MAXIMA[plan];
  if (!max) return {};
  return {
    textCredits: Math.max(sub.textCredits, max.text),
    audioCredits: Math.max(sub.audioCredits, max.audio),
    mentorCallCredits: Math.max(sub.mentorCallCredits, max.mentorCall),
  };
}

/**
 * Closes every ended usage period of one user (at most a few years' worth): pending overage charge,
 * next period, credits refilled, overage block cleared. Safe to run concurrently and repeatedly.
 */
export async function rollUsagePeriods(db: Db, userId: string, now = new Date()): Promise<Subscription | null> {
  const settings = await getSettings(db);
  for (let i = 0; i < 60; i += 1) {
    const sub = await db.subscription.findUnique({ where: { userId } });
    if (!sub || sub.currentPeriodEnd.getTime() > now.getTime()) return sub;
    await db.$transaction(async (tx) => {
      await createOverageCharge(tx, sub, settings);
      const start = sub.currentPeriodEnd;
      await tx.subscription.updateMany({
        where: { id: sub.id, currentPeriodStart: sub.currentPeriodStart }, // only one closer wins
        data: { currentPeriodStart: start, currentPeriodEnd: addMonths(start, 1), overageBlocked: false, ...refilledCredits(sub, sub.plan as PlanId) },
      });
    }, TX_OPTIONS);
  }
  return db.subscription.findUnique({ where: { userId } });
}

/** Immediate plan change inside a payment transaction: close the usage period now, start a new one. */
export async function startNewPlanPeriod(tx: Tx, userId: string, plan: PlanId, interval: BillingInterval, now: Date, settings: Settings) {
  const sub = await tx.subscription.findUniqueOrThrow({ where: { userId } });
  await createOverageCharge(tx, { ...sub, currentPeriodEnd: now }, settings);
  await tx.subscription.update({
    where: { id: sub.id },
    data: {
      plan,
      interval,
      status: "active",
      cancelAtPeriodEnd: false,
      pendingPlan: null,
      pendingInterval: null,
      paidThrough: addMonths(now, intervalMonths(interval)),
      currentPeriodStart: now,
      currentPeriodEnd: addMonths(now, 1),
      overageBlocked: false,
      ...refilledCredits(sub, plan),
    },
  });
}
