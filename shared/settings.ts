// Operator settings: stored in the database (admin → Settings), read by billing at the moment of use.
// Money in cents. Defaults follow SPEC §9 and DESIGN.md's product model.
import { z } from "zod";
import { cents as toCents } from "./money.js";
import { zCentsOf } from "./schemas/money.js";

/** Money in cents, at most $10,000 (shared/money.ts). */
const cents = zCentsOf({ max: 10_000_00 });
const allowance = z.number().int().min(0).max(100_000).nullable(); // null = unlimited

export const zPlanSettings = z.strictObject({
  monthlyPrice: cents,
  yearlyPrice: cents,
  /** Advice requests included per billing period; null = unlimited. */
  monthlyAllowance: allowance,
});

export const zSettings = z.strictObject({
  plans: z.strictObject({ free: zPlanSettings, basic: zPlanSettings, premium: zPlanSettings }),
  /** Price of one request past the allowance. */
  overagePrice: cents,
  /** The platform's share of every mentor payment, in percent. */
  platformCommissionPercent: z.number().min(0).max(100),
  /** The inviter's share of the platform's fee, in percent (SPEC: 4%). */
  referralSharePercent: z.number().min(0).max(100),
  /** Days a failed payment may stay unpaid before the account is suspended. */
  gracePeriodDays: z.number().int().min(0).max(90),
  /** Days a free mentorship must have been active before its mentee may review the mentor. */
  reviewAfterFreeDays: z.number().int().min(0).max(365).default(14),
  /** Where a suspended user writes to (shown on the "Account suspended" page). */
  supportEmail: z.email({ error: "Support email: enter a valid email address" }).max(254),
  /** Sessions a mentee may book a month within an active paid / free mentorship. */
  sessionsPerMonthPaid: z.number().int().min(0).max(100),
  sessionsPerMonthFree: z.number().int().min(0).max(100),
  /** The seller printed on every invoice (snapshot at issue time). */
  sellerName: z.string().trim().min(1, { error: "Seller name: enter the company name" }).max(200).default("LeadOne Inc."),
  sellerAddress: z.string().trim().min(1, { error: "Seller address: enter the address" }).max(500).default("100 Market Street, Suite 300, San Francisco, CA 94105, USA"),
  sellerTaxId: z.string().trim().max(100).default("US EIN 12-3456789"),
});
export type Settings = z.infer<typeof zSettings>;
/** Settings as a form or a test writes them (plain whole cents). */
export type SettingsInput = z.input<typeof zSettings>;

export const DEFAULT_SETTINGS: Settings = {
  plans: {
    free: { monthlyPrice: toCents(0), yearlyPrice: toCents(0), monthlyAllowance: 10 },
    basic: { monthlyPrice: toCents(999), yearlyPrice: toCents(9590), monthlyAllowance: 15 },
    premium: { monthlyPrice: toCents(2999), yearlyPrice: toCents(28790), monthlyAllowance: null },
  },
  overagePrice: toCents(99),
  platformCommissionPercent: 20,
  referralSharePercent: 4,
  gracePeriodDays: 7,
  reviewAfterFreeDays: 14,
  supportEmail: "support@leadone.app",
  sessionsPerMonthPaid: 4,
  sessionsPerMonthFree: 1,
  sellerName: "LeadOne Inc.",
  sellerAddress: "100 Market Street, Suite 300, San Francisco, CA 94105, USA",
  sellerTaxId: "US EIN 12-3456789",
};
