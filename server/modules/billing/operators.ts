// Operator actions on billing. closePeriodsNow closes the periods that have really ended, as of the
// server's clock (it never charges ahead of the real date): main admin only, audited.
import type { Db } from "../../db/client.js";
import type { PaymentsProvider } from "../../providers/payments/index.js";
import { audit } from "../admin/audit.js";
import { closeBillingPeriods } from "./close-periods.js";

export async function closePeriodsNow(db: Db, payments: PaymentsProvider, baseUrl: string, actor: { id: string; isMainAdmin: boolean }, userId?: string) {
  const now = new Date();
  const result = await closeBillingPeriods(db, payments, baseUrl, now, userId);
  await audit(db, actor.id, { action: "billing.close_periods", targetType: "billing", targetId: userId ?? null, details: { now: now.toISOString(), ...result } });
  return result;
}
