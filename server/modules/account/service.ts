// Account status (SPEC §3): suspension by an admin or by a payment left unpaid past its grace period,
// and the once-per-user promo flag.
import type { Db } from "../../db/client.js";
import { getSettings } from "../settings/service.js";
import type { SuspensionReason } from "../../../shared/schemas/statuses.js";

interface StatusFields {
  suspended: boolean;
  suspensionReason: SuspensionReason | null;
  gracePeriodEnd: Date | null;
}

/** Suspended now: by an admin, or a payment failure whose grace period has ended (even before the job runs). */
export function isSuspendedNow(user: StatusFields, now = new Date()): boolean {
  if (user.suspended) return true;
  return user.suspensionReason === "payment_failed" && user.gracePeriodEnd !== null && user.gracePeriodEnd.getTime() <= now.getTime();
}

/** The account status from a user row already read for this request (the session join reads these fields on
 * every call, nothing cached), so the 30 s poll costs no query of its own. */
export function accountStatusOf(user: StatusFields, now = new Date()) {
  return { suspended: isSuspendedNow(user, now), suspensionReason: user.suspensionReason, gracePeriodEnd: user.gracePeriodEnd };
}

export async function promoState(db: Db, userId: string) {
  const user = await db.user.findUnique({ where: { id: userId }, select: { promoSeenAt: true } });
  return { show: !user?.promoSeenAt };
}

export async function markPromoSeen(db: Db, userId: string) {
  await db.user.updateMany({ where: { id: userId, promoSeenAt: null }, data: { promoSeenAt: new Date() } });
  return { success: true as const };
}

/** The support address operators set in admin → Settings. */
export async function supportContact(db: Db): Promise<{ supportEmail: string }> {
  const { supportEmail } = await getSettings(db);
  return { supportEmail };
}
