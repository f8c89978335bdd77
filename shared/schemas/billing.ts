import { z } from "zod";
import { zId } from "./common.js";
import { CREDIT_PACKAGES, INTERVALS, PLANS } from "../billing.js";

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

export const zSubscribeInput = z.strictObject({ plan: z.enum(PLANS), interval: z.enum(INTERVALS), ...zPayWith });
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
export const zPlanQuoteInput = z.strictObject({ plan: z.enum(PLANS), interval: z.enum(INTERVALS) });
export type PlanQuoteInput = z.infer<typeof zPlanQuoteInput>;

/**
 * The exact charge of a plan change, in cents. effective "now": `amountDue` is charged today
 * (`newPrice` less `credit`, the unused days of the current plan), then `recurringPrice` every
 * interval; "period_end": nothing today, the change applies at `effectiveAt`; "same": no change.
 */
export const zPlanQuoteOutput = z.object({
  effective: z.enum(["now", "period_end", "same"]),
  plan: z.enum(PLANS),
  interval: z.enum(INTERVALS),
  amountDue: z.number().int(),
  newPrice: z.number().int(),
  credit: z.number().int(),
  recurringPrice: z.number().int(),
  effectiveAt: z.date().nullable(),
  lines: z.array(z.object({ description: z.string(), quantity: z.number().int(), unitAmount: z.number().int(), amount: z.number().int() })),
});
export type PlanQuoteOutput = z.infer<typeof zPlanQuoteOutput>;
