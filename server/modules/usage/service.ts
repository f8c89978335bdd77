// Usage accounting for advice requests: the monthly allowance, overage, credits and suspension.
// CONTRACT used by the advice module: assertCanAsk before answering, recordAdviceUsage after.
// A usage event holds user, format, period and time — never the question.
import type pg from "pg";
import type { Db } from "../../db/client.js";
import { cachedRead } from "../../db/write-epoch.js";
import { hotQuery } from "../../db/hot-query.js";
import { NOT_ENOUGH_CREDITS, PLAN_CREDIT_MAXIMA, SUSPENDED_MESSAGE, type PlanId } from "../../../shared/billing.js";
import { cents } from "../../../shared/money.js";
import { getSettings, SETTINGS_JSON_SQL, settingsFromJson } from "../settings/service.js";
import type { SessionRider } from "../auth/sessions.js";
import { ensureSubscription, periodContaining, readSubscription, rollUsagePeriods } from "../billing/periods.js";
import { isSuspendedNow } from "../account/service.js";
import { formatDay } from "../../../shared/dates.js";
import { AppError } from "../../lib/errors.js";

import type { AdviceFormat } from "../../../shared/schemas/statuses.js";
export type { AdviceFormat };

const usesText = (f: AdviceFormat) => f === "text" || f === "both" || f === "mentor";
const usesAudio = (f: AdviceFormat) => f === "audio" || f === "both";

/**
 * Refusal codes the client understands: FORBIDDEN (suspended / overage declined) and
 * PAYMENT_REQUIRED (402) with SPEC's text "You don't have enough audio credits to access this
 * content." (or "text credits"), which opens the Need More Credits dialog.
 *
 * Throws an AppError when this user may not get an answer in this format now (suspended account,
 * declined overage, no credits for the format). Called before the answer is generated.
 */
export async function assertCanAsk(db: Db, userId: string, format: AdviceFormat, now = new Date()): Promise<void> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { suspended: true, suspensionReason: true, gracePeriodEnd: true } });
  if (!user) throw new AppError({ code: "UNAUTHORIZED", message: "Authentication required" });
  if (isSuspendedNow(user, now)) throw new AppError({ code: "FORBIDDEN", message: SUSPENDED_MESSAGE });
  await rollUsagePeriods(db, userId, now);
  const sub = await ensureSubscription(db, userId, now);
  const settings = await getSettings(db);
  const allowance = settings.plans[sub.plan]?.monthlyAllowance ?? null;
  if (sub.overageBlocked && allowance !== null) {
    const used = await db.usageEvent.count({ where: { userId, periodStart: sub.currentPeriodStart } });
    if (used >= allowance) {
      throw new AppError({
        code: "FORBIDDEN",
        message: `You declined the last overage charge, so requests beyond your plan's ${allowance} are paused until your next billing period starts on ${formatDay(sub.currentPeriodEnd, "UTC")}. Upgrade your plan for more requests.`,
      });
    }
  }
  if (PLAN_CREDIT_MAXIMA[sub.plan] === null) return; // unlimited credits
  if (usesAudio(format) && sub.audioCredits <= 0) throw new AppError({ code: "PAYMENT_REQUIRED", message: NOT_ENOUGH_CREDITS.audio });
  if (usesText(format) && sub.textCredits <= 0) throw new AppError({ code: "PAYMENT_REQUIRED", message: NOT_ENOUGH_CREDITS.text });
}

/**
 * Records one answered request (user, format, time: never the question) and spends its credits, in
 * one transaction. Past the allowance the event is marked as overage (billed when the period closes).
 */
export async function recordAdviceUsage(db: Db, userId: string, format: AdviceFormat, now = new Date()): Promise<void> {
  await rollUsagePeriods(db, userId, now);
  const sub = await ensureSubscription(db, userId, now);
  const settings = await getSettings(db);
  const allowance = settings.plans[sub.plan]?.monthlyAllowance ?? null;
  const unlimitedCredits = PLAN_CREDIT_MAXIMA[sub.plan] === null;
  await db.$transaction(
    async (tx) => {
      if (!unlimitedCredits) {
        if (usesAudio(format)) {
          const r = await tx.subscription.updateMany({ where: { id: sub.id, audioCredits: { gt: 0 } }, data: { audioCredits: { decrement: 1 } } });
          if (r.count === 0) throw new AppError({ code: "PAYMENT_REQUIRED", message: NOT_ENOUGH_CREDITS.audio });
        }
        if (usesText(format)) {
          const r = await tx.subscription.updateMany({ where: { id: sub.id, textCredits: { gt: 0 } }, data: { textCredits: { decrement: 1 } } });
          if (r.count === 0) throw new AppError({ code: "PAYMENT_REQUIRED", message: NOT_ENOUGH_CREDITS.text });
        }
      }
      const used = await tx.usageEvent.count({ where: { userId, periodStart: sub.currentPeriodStart } });
      await tx.usageEvent.create({ data: { userId, format, periodStart: sub.currentPeriodStart, isOverage: allowance !== null && used >= allowance, createdAt: now } });
    },
    { maxWait: 30_000, timeout: 30_000 },
  );
}

/** GET /api/usage/status (SPEC §3 Usage status; overagePrice in cents here, dollars on REST). */
export async function usageStatus(db: Db, userId: string, now = new Date()) {
  // Independent reads side by side (the 30 s poll: one round trip less on a pool).
  const [sub, settings] = await Promise.all([readSubscription(db, userId, now), getSettings(db)]);
  const allowance = settings.plans[sub.plan].monthlyAllowance;
  const currentUsage = sub.periodRolled ? 0 : await db.usageEvent.count({ where: { userId, periodStart: sub.periodStart } });
  return {
    currentUsage,
    allowedLimit: allowance ?? 0,
    isUnlimited: allowance === null,
    overagePrice: cents(settings.overagePrice),
    billingPeriodStart: sub.periodStart,
    billingPeriodEnd: sub.periodEnd,
    overageBlocked: sub.overageBlocked,
  };
}

/** GET /api/usage/pending-charges (SPEC §3 Pending charge; cents here, dollars on REST). */
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
      pricePerOverage: cents(c.pricePerOverage),
      totalAmount: cents(c.totalAmount),
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

// ───────────── The 30-second polls in one query ─────────────
// usage.status and usage.pendingCharges are polled every 30 s by every open tab (batched with
// account.status, which reads the session join). Both answer from ONE SQL on the pool under Prisma
// (subscription, settings, this period's count and the pending charges), read once per HTTP request
// and shared by the calls of a batch. On PostgreSQL every poll reads the database; on the embedded
// database the row may come from memory while nothing at all was written since it was read.

// Timestamps (UTC without a zone, as Prisma writes them) come back as epoch milliseconds.
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
const USAGE_SNAPSHOT_SELECT = `
  SELECT ${ms('u."createdAt"')} AS "userCreatedAt",
         s.plan, ${ms('s."currentPeriodStart"')} AS "periodStart", ${ms('s."currentPeriodEnd"')} AS "periodEnd", s."overageBlocked",
         ${SETTINGS_JSON_SQL} AS settings,
         (SELECT count(*)::int FROM "UsageEvent" e WHERE e."userId" = u.id AND e."periodStart" = s."currentPeriodStart") AS used,
         s.id IS NULL AND EXISTS (SELECT 1 FROM "UsageEvent" e WHERE e."userId" = u.id) AS "usedWithoutSubscription",
         (SELECT coalesce(json_agg(c ORDER BY c."billingPeriodStart"), '[]'::json) FROM (
            SELECT id, ${ms('"billingPeriodStart"')} AS "billingPeriodStart", ${ms('"billingPeriodEnd"')} AS "billingPeriodEnd",
                   "allowedLimit", "usageCount", "overageCount", "pricePerOverage", "totalAmount"
              FROM "OverageCharge" WHERE "userId" = u.id AND status = 'pending'
             ORDER BY "billingPeriodStart" LIMIT 50) c) AS pending
    FROM "User" u LEFT JOIN "Subscription" s ON s."userId" = u.id`;
const USAGE_SNAPSHOT_SQL = `${USAGE_SNAPSHOT_SELECT} WHERE u.id = $1`;

/**
 * The same row as a column of the session join (server/modules/auth/sessions.ts): a batch that polls
 * usage.status or usage.pendingCharges reads its session and its usage in ONE round trip. JSON keeps
 * every value as the plain query returns it (numbers, booleans, the settings text, the pending list).
 */
export const usageSessionRider: SessionRider = {
  key: "usage",
  sql: `(SELECT row_to_json(snap) FROM (${USAGE_SNAPSHOT_SELECT} WHERE u.id = usr.id) snap)`,
};

/** The procedures whose answer the rider's row serves. */
export const USAGE_POLLS = new Set(["usage.status", "usage.pendingCharges"]);

/** Hands the request's calls the usage row the session join already read (null: they read it themselves). */
export function primeUsageSnapshot(scope: object, userId: string, row: unknown) {
  if (row !== null && typeof row === "object") snapshots.set(scope, { userId, row: Promise.resolve(row as UsageSnapshotRow) });
}

interface PendingRow {
  id: string;
  billingPeriodStart: number;
  billingPeriodEnd: number;
  allowedLimit: number;
  usageCount: number;
  overageCount: number;
  pricePerOverage: number;
  totalAmount: number;
}
interface UsageSnapshotRow {
  userCreatedAt: number;
  plan: PlanId | null; // a database enum (Plan), so the raw row carries only these values
  periodStart: number | null;
  periodEnd: number | null;
  overageBlocked: boolean | null;
  settings: string | null;
  used: number;
  usedWithoutSubscription: boolean;
  pending: PendingRow[];
}

const snapshots = new WeakMap<object, { userId: string; row: Promise<UsageSnapshotRow | null> }>();

/** The user's usage row, read once per `scope` (the HTTP request): a batch's calls share one query. */
function usageSnapshot(pool: pg.Pool, userId: string, scope: object): Promise<UsageSnapshotRow | null> {
  const known = snapshots.get(scope);
  if (known && known.userId === userId) return known.row;
  // Embedded database: from memory while nothing was written since (server/db/write-epoch.ts).
  const row = cachedRead(pool, `usage:${userId}`, async () => (await hotQuery<UsageSnapshotRow>(pool, "leadone_usage", USAGE_SNAPSHOT_SQL, [userId])).rows[0] ?? null);
  snapshots.set(scope, { userId, row });
  return row;
}

/** usageStatus, answered from the request's one usage query (same answer, fewer round trips). */
export async function polledUsageStatus(db: Db, pool: pg.Pool, userId: string, scope: object, now = new Date()) {
  const row = await usageSnapshot(pool, userId, scope);
  if (!row) return usageStatus(db, userId, now);
  const settings = settingsFromJson(row.settings);
  let plan: PlanId = "free";
  let period: { start: Date; end: Date };
  let currentUsage: number;
  let overageBlocked = false;
  if (row.plan !== null && row.periodStart !== null && row.periodEnd !== null) {
    plan = row.plan;
    const rolled = row.periodEnd <= now.getTime();
    period = rolled ? periodContaining(new Date(row.periodEnd), now) : { start: new Date(row.periodStart), end: new Date(row.periodEnd) };
    currentUsage = rolled ? 0 : row.used;
    overageBlocked = rolled ? false : Boolean(row.overageBlocked);
  } else {
    // No subscription row yet (never asked, never paid): the free plan's period anchored at sign-up.
    // Usage is recorded with the row (so there is normally none to count).
    period = periodContaining(new Date(row.userCreatedAt), now);
    currentUsage = row.usedWithoutSubscription ? await db.usageEvent.count({ where: { userId, periodStart: period.start } }) : 0;
  }
  const allowance = settings.plans[plan]?.monthlyAllowance ?? null;
  return {
    currentUsage,
    allowedLimit: allowance ?? 0,
    isUnlimited: allowance === null,
    overagePrice: cents(settings.overagePrice),
    billingPeriodStart: period.start,
    billingPeriodEnd: period.end,
    overageBlocked,
  };
}

/** pendingCharges, answered from the request's one usage query. */
export async function polledPendingCharges(db: Db, pool: pg.Pool, userId: string, scope: object) {
  const row = await usageSnapshot(pool, userId, scope);
  if (!row) return pendingCharges(db, userId);
  return {
    pendingCharges: row.pending.map((c) => ({
      id: c.id,
      billingPeriodStart: new Date(c.billingPeriodStart),
      billingPeriodEnd: new Date(c.billingPeriodEnd),
      allowedLimit: c.allowedLimit,
      usageCount: c.usageCount,
      overageCount: c.overageCount,
      pricePerOverage: cents(c.pricePerOverage),
      totalAmount: cents(c.totalAmount),
    })),
  };
}
