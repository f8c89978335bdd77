// The grace period after a failed payment of money owed, the suspension at its end, and lifting both
// once nothing owed is left unpaid.
import type { Db } from "../../db/client.js";
import type { Tx } from "../../db/transaction.js";
import { getSettings } from "../settings/service.js";

export async function startGracePeriod(tx: Tx, userId: string, now: Date) {
  const settings = await getSettings(tx);
  const user = await tx.user.findUnique({ where: { id: userId }, select: { suspended: true, suspensionReason: true, gracePeriodEnd: true } });
  if (!user) return;
  if (user.suspended) return; // already suspended (by an admin or an earlier failure)
  if (user.suspensionReason === "payment_failed" && user.gracePeriodEnd) return; // the running grace period stands
  await tx.user.update({
    where: { id: userId },
    data: { suspensionReason: "payment_failed", gracePeriodEnd: new Date(now.getTime() + settings.gracePeriodDays * 86_400_000) },
  });
}

/** A payment-failed suspension or grace period ends once nothing owed is left unpaid. */
export async function liftIfSettled(tx: Tx, userId: string) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { suspensionReason: true } });
  if (user?.suspensionReason !== "payment_failed") return;
  const pastDue = await tx.subscription.count({ where: { userId, status: "past_due" } });
  if (pastDue > 0) return;
  const unpaid = await tx.overageCharge.findMany({ where: { userId, status: "pending" }, select: { id: true } });
  for (const c of unpaid) {
    const failed = await tx.payment.count({ where: { userId, status: "failed", idempotencyKey: { startsWith: `overage:${c.id}:` } } });
    if (failed > 0) return;
  }
  await tx.user.update({ where: { id: userId }, data: { suspended: false, suspensionReason: null, gracePeriodEnd: null } });
}

/** Accounts whose grace period ended unpaid become suspended. */
export async function suspendExpiredGrace(db: Db, now: Date) {
  const r = await db.user.updateMany({
    where: { suspended: false, suspensionReason: "payment_failed", gracePeriodEnd: { lte: now } },
    data: { suspended: true },
  });
  return r.count;
}
