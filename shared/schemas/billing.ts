import { z } from "zod";
import { zId } from "./common.js";
import { zBillingInterval, zInvoiceStatus, zPaymentKind, zPaymentStatus, zPlanId, zSubscriptionStatus } from "./statuses.js";
import { CREDIT_PACKAGES } from "../billing.js";
import { zCents, zSignedCents } from "./money.js";

/** A card as typed in the form. Goes to the payments provider only: never stored, never logged. */
export const zCardInput = z.strictObject({
  number: z
    .string({ error: "Card number is required" })
    .max(40, "Card number is too long")
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Enter a valid card number")),
  expMonth: z.coerce.number({ error: "Expiry month is required" }).int().min(1, "Enter a valid expiry month").max(12, "Enter a valid expiry month"),
  expYear: z.coerce
    .number({ error: "Expiry year is required" })
    .int()
    .min(0, "Enter a valid expiry year")
    .max(2100, "Enter a valid expiry year")
    .transform((y) => (y < 100 ? 2000 + y : y)),
  cvc: z.string({ error: "CVC is required" }).regex(/^\d{3,4}$/, "Enter a valid CVC"),
});
export type CardInput = z.infer<typeof zCardInput>;

export const zAddPaymentMethodInput = z.strictObject({ card: zCardInput, makeDefault: z.boolean().optional() });

/** Pay with a saved card (paymentMethodId), a new card (saved for next time), or the default card. */
const zPayWith = { paymentMethodId: zId.optional(), card: zCardInput.optional() };

export const zSubscribeInput = z.strictObject({ plan: zPlanId, interval: zBillingInterval, ...zPayWith });
export type SubscribeInput = z.infer<typeof zSubscribeInput>;

export const zBuyCreditsInput = z.strictObject({
  packageId: z.enum(CREDIT_PACKAGES.map((p) => p.id) as [string, ...string[]]),
  ...zPayWith,
});

export const zPayMentorshipInput = z.strictObject({ mentorshipId: zId, ...zPayWith });

export const zPaymentMethodIdInput = z.strictObject({ paymentMethodId: zId });

export const zConsentInput = z.strictObject({
  chargeId: zId,
  consent: z.boolean({ error: (i) => (i.input === undefined ? "consent is required" : "consent must be true or false") }),
});

export const zRetryInput = z.strictObject({ ...zPayWith });

/** Closes what has ended by the server's clock: there is deliberately no "as of" input. */
export const zClosePeriodsInput = z.strictObject({ userId: zId.optional() }).optional();

/** Which plan change to price (the subscribe dialog asks before paying). */
export const zPlanQuoteInput = z.strictObject({ plan: zPlanId, interval: zBillingInterval });
export type PlanQuoteInput = z.infer<typeof zPlanQuoteInput>;

/**
 * The exact charge of a plan change, in cents. effective "now": `amountDue` is charged today
 * (`newPrice` less `credit`, the unused days of the current plan), then `recurringPrice` every
 * interval; "period_end": nothing today, the change applies at `effectiveAt`; "same": no change.
 */
export const zPlanQuoteOutput = z.object({
  effective: z.enum(["now", "period_end", "same"]),
  plan: zPlanId,
  interval: zBillingInterval,
  amountDue: zSignedCents,
  newPrice: zCents,
  credit: zSignedCents,
  recurringPrice: zCents,
  effectiveAt: z.date().nullable(),
  lines: z.array(z.object({ description: z.string(), quantity: z.number().int(), unitAmount: zSignedCents, amount: zSignedCents })),
});
export type PlanQuoteOutput = z.infer<typeof zPlanQuoteOutput>;

// ───────────── answers (money in integer cents) ─────────────
export { zPlanId } from "./statuses.js";
export const zInterval = zBillingInterval;

export const zSubscriptionOutput = z.object({
  tier: zPlanId,
  planName: z.string(),
  interval: zInterval,
  status: zSubscriptionStatus,
  features: z.array(z.string()),
  price: zCents,
  paidThrough: z.date().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  pendingPlan: z.object({ plan: zPlanId, interval: zInterval }).nullable(),
  billingPeriodStart: z.date(),
  billingPeriodEnd: z.date(),
  unlimitedCredits: z.boolean(),
  textCredits: z.number().int(),
  maxTextCredits: z.number().int().nullable(),
  audioCredits: z.number().int(),
  maxAudioCredits: z.number().int().nullable(),
  mentorCallCredits: z.number().int(),
  maxMentorCallCredits: z.number().int().nullable(),
  premiumContentAccess: z.boolean(),
  specializedAdviceAccess: z.boolean(),
  industrySpecificAdviceAccess: z.boolean(),
  videoResponsesAvailable: z.boolean(),
  highQualityAudio: z.boolean(),
});

export const zPlansOutput = z.array(
  z.object({ id: zPlanId, name: z.string(), monthlyPrice: zCents, yearlyPrice: zCents, monthlyAllowance: z.number().int().nullable(), features: z.array(z.string()) }),
);

export const zCreditPackagesOutput = z.array(
  z.object({ id: z.enum(CREDIT_PACKAGES.map((p) => p.id) as [(typeof CREDIT_PACKAGES)[number]["id"], ...(typeof CREDIT_PACKAGES)[number]["id"][]]), name: z.string(), price: zCents, textCredits: z.number().int(), audioCredits: z.number().int() }),
);

/** A successful charge: the payment and its invoice. */
export const zChargeOutput = z.object({ success: z.literal(true), paymentId: z.string(), invoiceId: z.string().nullable(), invoiceNumber: z.string().nullable(), amount: zSignedCents });

/** A plan change: charged now (payment), free now (no payment), or scheduled for the period's end. */
export const zPlanChangeOutput = z.object({
  success: z.literal(true),
  effective: z.enum(["now", "period_end"]),
  effectiveAt: z.date().nullable(),
  paymentId: z.string().nullable(),
  invoiceId: z.string().nullable(),
  invoiceNumber: z.string().nullable(),
  amount: zSignedCents,
});
export const zCancelSubscriptionOutput = z.object({ success: z.literal(true), effectiveAt: z.date().nullable() });

export const zPaymentMethodOutput = z.object({
  id: z.string(),
  last4: z.string(),
  brand: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
  createdAt: z.date(),
});
export const zPaymentMethodsOutput = z.array(zPaymentMethodOutput);
/** A saved card; an overdue renewal retried with it is "paid" or "failed" (null when none was due). */
export const zAddPaymentMethodOutput = zPaymentMethodOutput.extend({ overdueRenewal: z.enum(["paid", "failed"]).nullable() });

/** A payment row, written once: the user's payment history and the admin payments list extend it. */
export const zPaymentRow = z.object({
  id: z.string(),
  kind: zPaymentKind,
  description: z.string(),
  amount: zSignedCents,
  currency: z.string(),
  status: zPaymentStatus,
  failureCode: z.string().nullable(),
  refundedAt: z.date().nullable(),
  createdAt: z.date(),
});
/** The invoice a payment produced (its number links to the PDF). */
export const zPaymentInvoiceRef = z.object({ id: z.string(), number: z.string() });

export const zPaymentOutput = zPaymentRow.extend({
  paymentMethod: z.object({ last4: z.string(), brand: z.string() }).nullable(),
  invoice: zPaymentInvoiceRef.nullable(),
});
export const zPaymentsOutput = z.array(zPaymentOutput);

export const zInvoiceLineOutput = z.object({ description: z.string(), quantity: z.number().int(), unitAmount: zSignedCents, amount: zSignedCents });
/** An invoice line as services write it (integer cents; procedures answer the same numbers typed as Cents). */
export type InvoiceLine = z.input<typeof zInvoiceLineOutput>;
export const zInvoiceOutput = z.object({
  id: z.string(),
  number: z.string(),
  status: zInvoiceStatus,
  subtotal: zSignedCents,
  total: zSignedCents,
  issuedAt: z.date(),
  /** The period the charge covers (end exclusive; equal ends = a one-off's purchase day). */
  periodStart: z.date().nullable(),
  periodEnd: z.date().nullable(),
  lines: z.array(zInvoiceLineOutput),
  payment: z.object({ description: z.string(), kind: zPaymentKind }),
});
export const zInvoicesOutput = z.array(zInvoiceOutput);

const zMoneyTotals = { gross: zSignedCents, platformFee: zSignedCents, net: zSignedCents };
export const zMentorEarningsOutput = z.object({
  earnings: z.array(z.object({ id: z.string(), ...zMoneyTotals, reversed: z.boolean(), createdAt: z.date(), description: z.string(), menteeName: z.string().nullable() })),
  totals: z.object(zMoneyTotals),
});

export const zClosePeriodsOutput = z.object({ periodsClosed: z.number().int(), suspended: z.number().int() });
