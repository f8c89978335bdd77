// The billing job: closes ended usage periods, applies scheduled plan changes, renews paid plans and
// suspends accounts whose grace period ended.
import type { Db } from "../../db/client.js";
import type { PlanId, BillingInterval } from "../../../shared/billing.js";
import type { PaymentsProvider } from "../../providers/payments/index.js";
import { tryCharge } from "./charges.js";
import { renewMentorships } from "./mentorship-renewals.js";
import { suspendExpiredGrace } from "./grace-period.js";
import { defaultMethod } from "./payment-methods.js";
import { rollUsagePeriods } from "./periods.js";
import { pendingChange, renewRequest } from "./subscriptions.js";

/** Applies scheduled cancellations/downgrades whose paid period ended. */
async function applyScheduledChanges(db: Db, now: Date, userId?: string) {
  const due = await db.subscription.findMany({
    where: { ...(userId ? { userId } : {}), plan: { not: "free" }, paidThrough: { lte: now }, OR: [{ cancelAtPeriodEnd: true }, { pendingPlan: { not: null } }] },
  });
  for (const sub of due) {
    const target = sub.cancelAtPeriodEnd ? { plan: "free" as PlanId, interval: "monthly" as BillingInterval } : pendingChange(sub)!;
    await db.subscription.updateMany({
      where: { id: sub.id, paidThrough: sub.paidThrough, plan: sub.plan },
      data: {
        plan: target.plan,
        interval: target.interval,
        cancelAtPeriodEnd: false,
        pendingPlan: null,
        pendingInterval: null,
        status: "active",
        // a downgrade to a paid plan is renewed right away at the new price (paid through stays as the due date)
        paidThrough: target.plan === "free" ? null : sub.paidThrough,
      },
    });
  }
}

async function renewDue(db: Db, payments: PaymentsProvider, now: Date, userId?: string) {
  const due = await db.subscription.findMany({ where: { ...(userId ? { userId } : {}), plan: { not: "free" }, status: "active", paidThrough: { lte: now } } });
  for (const sub of due) {
    const ok = await tryCharge(db, payments, {
      ...(await renewRequest(db, sub, now)),
      method: await defaultMethod(db, sub.userId),
    });
    if (!ok) await db.subscription.updateMany({ where: { id: sub.id, status: "active", paidThrough: sub.paidThrough }, data: { status: "past_due" } });
  }
}

/**
 * The billing job (every 15 minutes inside the server; `npm run billing:close-periods`): closes ended
 * usage periods (one pending overage charge per user-period), applies cancellations and downgrades,
 * renews paid plans and mentorships with the default card (failure → grace period), suspends accounts
 * whose grace ended. `baseUrl` (the public origin) is for the links in the emails it queues.
 */
export async function closeBillingPeriods(db: Db, payments: PaymentsProvider, baseUrl: string, now = new Date(), userId?: string) {
  const ended = await db.subscription.findMany({
    where: { ...(userId ? { userId } : {}), currentPeriodEnd: { lte: now } },
    select: { userId: true },
  });
  for (const s of ended) await rollUsagePeriods(db, s.userId, now);
  await applyScheduledChanges(db, now, userId);
  await renewDue(db, payments, now, userId);
  const mentorships = await renewMentorships(db, payments, baseUrl, now, userId);
  const suspended = await suspendExpiredGrace(db, now);
  return { periodsClosed: ended.length, suspended, ...mentorships };
}
