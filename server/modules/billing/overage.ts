// Overage: the pending charge of a closed usage period, and paying or declining it.
import type { Db } from "../../db/client.js";
import { TX_OPTIONS, type Tx } from "../../db/transaction.js";
import type { Subscription } from "../../db/generated/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import type { PlanId } from "../../../shared/billing.js";
import type { Settings } from "../../../shared/settings.js";
import type { PaymentsProvider } from "../../providers/payments/index.js";
import { paidReceipt, recordCharge } from "./charges.js";
import { liftIfSettled, startGracePeriod } from "./grace-period.js";
import { resolvePaymentMethod } from "./payment-methods.js";
import { formatPeriod } from "../../../shared/dates.js";

/** Creates the pending overage charge of a closed usage period, once (unique userId + period start). */
export async function createOverageCharge(tx: Tx, sub: Subscription, settings: Settings) {
  const allowance = settings.plans[sub.plan]?.monthlyAllowance ?? null;
  if (allowance === null) return;
  const usageCount = await tx.usageEvent.count({ where: { userId: sub.userId, periodStart: sub.currentPeriodStart } });
  const overageCount = Math.max(0, usageCount - allowance);
  if (overageCount === 0) return;
  await tx.overageCharge.createMany({
    data: [
      {
        userId: sub.userId,
        billingPeriodStart: sub.currentPeriodStart,
        billingPeriodEnd: sub.currentPeriodEnd,
        allowedLimit: allowance,
        usageCount,
        overageCount,
        pricePerOverage: settings.overagePrice,
        totalAmount: overageCount * settings.overagePrice,
      },
    ],
    skipDuplicates: true,
  });
}

/** Pays a pending overage charge with the default card (Usage Limit Exceeded → Pay). */
export async function payOverageCharge(db: Db, payments: PaymentsProvider, userId: string, chargeId: string, now = new Date()) {
  const charge = await db.overageCharge.findFirst({ where: { id: chargeId, userId } });
  if (!charge) throw notFound("Charge");
  if (charge.status !== "pending") throw new AppError({ code: "CONFLICT", message: "This charge has already been answered." });
  const method = await resolvePaymentMethod(db, payments, userId, {}, now).catch(async (e) => {
    if (e instanceof AppError && e.code === "PAYMENT_REQUIRED") {
      // Owed money with no card to charge: the grace period starts all the same.
      await db.$transaction((tx) => startGracePeriod(tx, userId, now), TX_OPTIONS);
    }
    throw e;
  });
  const period = formatPeriod(charge.billingPeriodStart, charge.billingPeriodEnd, "UTC");
  const outcome = await recordCharge(db, payments, {
    userId,
    kind: "overage",
    amount: charge.totalAmount,
    description: `Additional usage ${period}`,
    keyPrefix: `overage:${charge.id}`,
    method,
    owed: true,
    period: { start: charge.billingPeriodStart, end: charge.billingPeriodEnd },
    lines: [{ description: `Additional requests beyond ${charge.allowedLimit} included (${period})`, quantity: charge.overageCount, unitAmount: charge.pricePerOverage, amount: charge.totalAmount }],
    now,
    apply: async (tx, payment) => {
      const r = await tx.overageCharge.updateMany({ where: { id: charge.id, status: "pending" }, data: { status: "paid", paymentId: payment.id, answeredAt: now } });
      if (r.count === 0) throw new AppError({ code: "CONFLICT", message: "This charge has already been answered." });
    },
  });
  return paidReceipt(outcome);
}

/** Declines a pending overage charge: further overage is blocked until the next billing period. */
export async function declineOverageCharge(db: Db, userId: string, chargeId: string, now = new Date()) {
  const charge = await db.overageCharge.findFirst({ where: { id: chargeId, userId } });
  if (!charge) throw notFound("Charge");
  await db.$transaction(async (tx) => {
    const r = await tx.overageCharge.updateMany({ where: { id: charge.id, status: "pending" }, data: { status: "declined", answeredAt: now } });
    if (r.count === 0) throw new AppError({ code: "CONFLICT", message: "This charge has already been answered." });
    await tx.subscription.updateMany({ where: { userId }, data: { overageBlocked: true } });
    await liftIfSettled(tx, userId);
  }, TX_OPTIONS);
  return { success: true as const, declined: true as const };
}

/** Usage Limit Exceeded → Pay (charges the default card) or Decline; a charge is answered once. */
export async function answerOverageCharge(db: Db, payments: PaymentsProvider, userId: string, input: { chargeId: string; consent: boolean }, now = new Date()) {
  if (!input.consent) return declineOverageCharge(db, userId, input.chargeId, now);
  await payOverageCharge(db, payments, userId, input.chargeId, now);
  return { success: true as const, declined: false as const };
}
