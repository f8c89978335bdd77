// Usage accounting for advice requests: the monthly allowance, overage, credits and suspension.
// CONTRACT used by the advice module: assertCanAsk before answering, recordAdviceUsage after.
// A usage event holds user, format, period and time — never the question.
import { TRPCError } from "@trpc/server";
import type { Db } from "../../db/client.js";
import { NOT_ENOUGH_CREDITS, PLAN_CREDIT_MAXIMA, SUSPENDED_MESSAGE, type PlanId } from "../../../shared/billing.js";
import { centsToDollars } from "../../../shared/money.js";
import { getSettings } from "../settings/service.js";
import { ensureSubscription, readSubscription, rollUsagePeriods } from "../billing/periods.js";
import { isSuspendedNow } from "../account/service.js";

export type AdviceFormat = "text" | "audio" | "both" | "mentor";

const usesText = (f: AdviceFormat) => f === "text" || f === "both" || f === "mentor";
const usesAudio = (f: AdviceFormat) => f === "audio" || f === "both";

/**
 * Refusal codes the client understands: FORBIDDEN (suspended / overage declined) and
 * PAYMENT_REQUIRED (402) with SPEC's text "You don't have enough audio credits to access this
 * content." (or "text credits"), which opens the Need More Credits dialog.
 *
 * Throws a TRPCError when this user may not get an answer in this format now (suspended account,
 * declined overage, no credits for the format). Called before the answer is generated.
 */
export async function assertCanAsk(db: Db, userId: string, format: AdviceFormat, now = new Date()): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { suspended: true, suspensionReason: true, gracePeriodEnd: true } });
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Authentication required" });
  if (isSuspendedNow(user, now)) throw new TRPCError({ code: "FORBIDDEN", message: SUSPENDED_MESSAGE });
  await rollUsagePeriods(db, userId, now);
  const sub = await ensureSubscription(db, userId, now);
  const settings = await getSettings(db);
  const allowance = settings.plans[sub.plan as PlanId]?.monthlyAllowance ?? null;
  if (sub.overageBlocked && allowance !== null) {
    const used = await db.usageEvent.count({ where: { userId, periodStart: sub.currentPeriodStart } });
    if (used >= allowance) {
      throw new TRPCError({
        code: "FORBIDDEN",
        message: `You declined the last overage charge, so requests beyond your plan's ${allowance} are paused until your next billing period starts on ${sub.currentPeriodEnd.toISOString().slice(0, 10)}. Upgrade your plan for more requests.`,
      });
    }
  }
  if (PLAN_CREDIT_MAXIMA[sub.plan as PlanId] === null) return; // unlimited credits
  if (usesAudio(format) && sub.audioCredits <= 0) throw new TRPCError({ code: "PAYMENT_REQUIRED", message: NOT_ENOUGH_CREDITS.audio });
  if (usesText(format) && sub.textCredits <= 0) throw new TRPCError({ code: "PAYMENT_REQUIRED", message: NOT_ENOUGH_CREDITS.text });
}

/**
 * Records one answered request (user, format, time: never the question) and spends its credits, in
 * one transaction. Past the allowance the event is marked as overage (billed when the period closes).
 */
export async function recordAdviceUsage(db: Db, userId: string, format: AdviceFormat, now = new Date()): Promise<void> {
  await rollUsagePeriods(db, userId, now);
  const sub = await ensureSubscription(db, userId, now);
  const settings = await getSettings(db);
  const allowance = settings.plans[sub.plan as PlanId]?.monthlyAllowance ?? null;
  const unlimitedCredits = PLAN_CREDIT_MAXIMA[sub.plan as PlanId] === null;
  await db.$transaction(
    async (tx) => {
      if (!unlimitedCredits) {
        if (usesAudio(format)) {
          const r = await tx.subscription.updateMany({ where: { id: sub.id, audioCredits: { gt: 0 } }, data: { audioCredits: { decrement: 1 } } });
          if (r.count === 0) throw new TRPCError({ code: "PAYMENT_REQUIRED", message: NOT_ENOUGH_CREDITS.audio });
        }
        if (usesText(format)) {
          const r = await tx.subscription.updateMany({ where: { id: sub.id, textCredits: { gt: 0 } }, data: { textCredits: { decrement: 1 } } });
          if (r.count === 0) throw new TRPCError({ code: "PAYMENT_REQUIRED", message: NOT_ENOUGH_CREDITS.text });
        }
      }
      const used = await tx.usageEvent.count({ where: { userId, periodStart: sub.currentPeriodStart } });
      await tx.usageEvent.create({ data: { userId, format, periodStart: sub.currentPeriodStart, isOverage: allowance !== null && used >= allowance, createdAt: now } });
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

/** GET /api/usage/status (SPEC §3 Usage status; overagePrice in dollars). */
export async function usageStatus(db: Db, userId: string, now = new Date()) {
  const sub = await readSubscription(db, userId, now);
  const settings = await getSettings(db);
  const allowance = settings.plans[sub.plan].monthlyAllowance;
  const currentUsage = sub.periodRolled ? 0 : await db.usageEvent.count({ where: { userId, periodStart: sub.periodStart } });
  return {
    currentUsage,
    allowedLimit: allowance ?? 0,
    isUnlimited: allowance === null,
    overagePrice: centsToDollars(settings.overagePrice),
    billingPeriodStart: sub.periodStart,
    billingPeriodEnd: sub.periodEnd,
    overageBlocked: sub.overageBlocked,
  };
}

/** GET /api/usage/pending-charges (SPEC §3 Pending charge; money in dollars). */
export async function pendingCharges(db: Db, userId: string) {
  const rows = await db.overageCharge.findMany({ where: { userId, status: "pending" }, orderBy: { billingPeriodStart: "asc" }, take: 50 });
  return {
    pendingCharges: rows.map((c) => ({
      id: c.id,
      billingPeriodStart: c.billingPeriodStart,
      billingPeriodEnd: c.billingPeriodEnd,
      allowedLimit: c.allowedLimit,
      usageCount: c.usageCount,
      overageCount: c.overageCount,
      pricePerOverage: centsToDollars(c.pricePerOverage),
      totalAmount: centsToDollars(c.totalAmount),
    })),
  };
}

/** Requests per month (the account page chart), newest last, the last `months` months. */
export async function usageHistory(db: Db, userId: string, months = 12, now = new Date()) {
  const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (months - 1), 1));
  const rows = await db.$queryRaw<{ month: string; total: bigint; overage: bigint }[]>`
    SELECT to_char(date_trunc('month', "createdAt"), 'YYYY-MM') AS month, count(*) AS total, count(*) FILTER (WHERE "isOverage") AS overage
    FROM "UsageEvent" WHERE "userId" = ${userId} AND "createdAt" >= ${from}
    GROUP BY 1 ORDER BY 1`;
  const byMonth = new Map(rows.map((r) => [r.month, r]));
  const out: { month: string; requests: number; overage: number }[] = [];
  for (let i = 0; i < months; i += 1) {
    const d = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + i, 1));
    const key = d.toISOString().slice(0, 7);
    const r = byMonth.get(key);
    out.push({ month: key, requests: Number(r?.total ?? 0), overage: Number(r?.overage ?? 0) });
  }
  return out;
}
