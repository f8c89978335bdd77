// The operator's dashboard: headline figures and the last 12 months, computed in the database.
import type { Db } from "../../db/client.js";
import { getSettings } from "../settings/service.js";
import { practiceOutcomes } from "../plans/service.js";

const monthStart = (d: Date, offset = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));
const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;

/**
 * Monthly recurring revenue in cents: paid subscriptions and paid mentorships, yearly ones /12. A
 * mentorship counts only while it is in a paid period (not after its period ended unpaid, in grace).
 */
export async function monthlyRecurringRevenue(db: Db, now = new Date()): Promise<{ total: number; subscriptions: number; mentorships: number }> {
  const settings = await getSettings(db);
  const subs = await db.subscription.groupBy({ by: ["plan", "interval"], where: { status: "active", plan: { in: ["basic", "premium"] } }, _count: { _all: true } });
  let subscriptions = 0;
  for (const row of subs) {
    const plan = settings.plans[row.plan as "basic" | "premium"];
    if (!plan) continue;
    subscriptions += row.interval === "yearly" ? (plan.yearlyPrice / 12) * row._count._all : plan.monthlyPrice * row._count._all;
  }
  const ms = await db.mentorship.groupBy({ by: ["paymentFrequency"], where: { status: "active", paymentFrequency: { in: ["monthly", "yearly"] }, currentPeriodEnd: { gt: now }, renewalGraceEnd: null }, _sum: { paymentAmount: true } });
  let mentorships = 0;
  for (const row of ms) mentorships += row.paymentFrequency === "yearly" ? (row._sum.paymentAmount ?? 0) / 12 : (row._sum.paymentAmount ?? 0);
  return { total: Math.round(subscriptions + mentorships), subscriptions: Math.round(subscriptions), mentorships: Math.round(mentorships) };
}

export async function dashboard(db: Db, now = new Date()) {
  const thisMonth = monthStart(now);
  const firstOfSeries = monthStart(now, -11);
  const [usersTotal, usersNew, mentors, activeMentors, activeMentorships, adviceThisMonth, pending, suspended, mrr, upcomingSessions, sessionsThisMonth, sessionSales] = await Promise.all([
    db.user.count(),
    db.user.count({ where: { createdAt: { gte: thisMonth } } }),
    db.user.count({ where: { isMentor: true } }),
    db.mentorProfile.count({ where: { isActive: true, user: { isMentor: true } } }),
    db.mentorship.count({ where: { status: "active" } }),
    db.usageEvent.count({ where: { createdAt: { gte: thisMonth } } }),
    db.overageCharge.aggregate({ where: { status: "pending" }, _count: { _all: true }, _sum: { totalAmount: true } }),
    db.user.count({ where: { suspended: true } }),
    monthlyRecurringRevenue(db, now),
    db.booking.count({ where: { status: { in: ["pending", "confirmed"] }, startsAt: { gte: now } } }),
    db.booking.count({ where: { status: { in: ["pending", "confirmed", "no_show"] }, startsAt: { gte: thisMonth, lt: monthStart(now, 1) } } }),
    db.payment.aggregate({ where: { kind: "session", status: "succeeded", createdAt: { gte: thisMonth } }, _count: { _all: true }, _sum: { amount: true } }),
  ]);

  // Revenue by month: money taken (succeeded or later refunded) in the month it was taken, minus
  // refunds in the month they were made.
  const [charged, refunded, signUps, advice, outcomes] = await Promise.all([
    db.$queryRaw<Array<{ month: Date; amount: bigint | number | null }>>`
      SELECT date_trunc('month', "createdAt") AS month, SUM("amount") AS amount FROM "Payment"
      WHERE "status" IN ('succeeded', 'refunded') AND "createdAt" >= ${firstOfSeries} GROUP BY 1`,
    db.$queryRaw<Array<{ month: Date; amount: bigint | number | null }>>`
      SELECT date_trunc('month', "refundedAt") AS month, SUM("amount") AS amount FROM "Payment"
      WHERE "refundedAt" IS NOT NULL AND "refundedAt" >= ${firstOfSeries} GROUP BY 1`,
    db.$queryRaw<Array<{ month: Date; count: bigint | number }>>`
      SELECT date_trunc('month', "createdAt") AS month, COUNT(*) AS count FROM "User" WHERE "createdAt" >= ${firstOfSeries} GROUP BY 1`,
    db.$queryRaw<Array<{ month: Date; count: bigint | number }>>`
      SELECT date_trunc('month', "createdAt") AS month, COUNT(*) AS count FROM "UsageEvent" WHERE "createdAt" >= ${firstOfSeries} GROUP BY 1`,
    practiceOutcomes(db),
  ]);
  const byMonth = <T extends { month: Date }>(rows: T[], value: (r: T) => bigint | number | null) =>
    new Map(rows.map((r) => [monthKey(new Date(r.month)), Number(value(r) ?? 0)]));
  const chargedBy = byMonth(charged, (r) => r.amount);
  const refundedBy = byMonth(refunded, (r) => r.amount);
  const signUpsBy = byMonth(signUps, (r) => r.count);
  const adviceBy = byMonth(advice, (r) => r.count);

  const series = Array.from({ length: 12 }, (_, i) => {
    const key = monthKey(monthStart(now, i - 11));
    return {
      month: key,
      revenue: (chargedBy.get(key) ?? 0) - (refundedBy.get(key) ?? 0),
      newUsers: signUpsBy.get(key) ?? 0,
      adviceRequests: adviceBy.get(key) ?? 0,
    };
  });
  const current = series[series.length - 1]!;

  return {
    users: { total: usersTotal, newThisMonth: usersNew },
    mentors: { total: mentors, active: activeMentors },
    activeMentorships,
    mrr,
    revenueThisMonth: current.revenue,
    adviceRequestsThisMonth: adviceThisMonth,
    pendingCharges: { count: pending._count._all, amount: pending._sum.totalAmount ?? 0 },
    suspendedAccounts: suspended,
    /** Booked sessions: upcoming, held this month, and single sessions sold this month (cents). */
    sessions: { upcoming: upcomingSessions, thisMonth: sessionsThisMonth, soldThisMonth: sessionSales._count._all, salesThisMonth: sessionSales._sum.amount ?? 0 },
    series,
    /** Which practices work: plans started per practice and how their "Did it work?" was answered. */
    practiceOutcomes: outcomes,
  };
}
