// Usage of advice requests: the current period, overage charges waiting for consent, history.
import { z } from "zod";
import { zCents, zRestDollars } from "./money.js";

/** SPEC §3 Usage status (overagePrice in cents), plus the period and whether overage is paused. */
export const zUsageStatusOutput = z.object({
  currentUsage: z.number().int(),
  allowedLimit: z.number().int(),
  isUnlimited: z.boolean(),
  /** Cents per request beyond the allowance. */
  overagePrice: zCents,
  billingPeriodStart: z.date(),
  billingPeriodEnd: z.date(),
  overageBlocked: z.boolean(),
});

/** SPEC §3 Pending charge (money in cents). */
export const zPendingChargeOutput = z.object({
  id: z.string(),
  billingPeriodStart: z.date(),
  billingPeriodEnd: z.date(),
  allowedLimit: z.number().int(),
  usageCount: z.number().int(),
  overageCount: z.number().int(),
  pricePerOverage: zCents,
  totalAmount: zCents,
});
export const zPendingChargesOutput = z.object({ pendingCharges: z.array(zPendingChargeOutput) });

/** GET /api/usage/status as SPEC shows it: overagePrice in dollars. */
export const zUsageStatusRestOutput = zUsageStatusOutput.extend({ overagePrice: zRestDollars });
/** GET /api/usage/pending-charges as SPEC shows it: pricePerOverage and totalAmount in dollars. */
export const zPendingChargesRestOutput = z.object({ pendingCharges: z.array(zPendingChargeOutput.extend({ pricePerOverage: zRestDollars, totalAmount: zRestDollars })) });

export const zConsentOutput = z.object({ success: z.literal(true), declined: z.boolean() });

export const zUsageHistoryInput = z.strictObject({ months: z.coerce.number().int().min(1).max(24).optional() }).optional();
export const zUsageHistoryOutput = z.array(z.object({ month: z.string(), requests: z.number().int(), overage: z.number().int() }));

