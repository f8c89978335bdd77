// Every status and kind the database keeps as a Prisma enum, once, as a z.enum. Server, client and the
// admin filters use these; tests/unit/statuses.test.ts fails when one drifts from prisma/schema.prisma.
import { z } from "zod";

/** Payment.status — processing only while the card is being charged. */
export const zPaymentStatus = z.enum(["processing", "succeeded", "failed", "refunded"]);
export type PaymentStatus = z.infer<typeof zPaymentStatus>;

/** Payment.kind — what a payment paid for. */
export const zPaymentKind = z.enum(["subscription", "overage", "credits", "mentorship", "session"]);
export type PaymentKind = z.infer<typeof zPaymentKind>;

/** Invoice.status. */
export const zInvoiceStatus = z.enum(["paid", "refunded"]);
export type InvoiceStatus = z.infer<typeof zInvoiceStatus>;

/** Subscription.status — past_due: a renewal failed and is retried. */
export const zSubscriptionStatus = z.enum(["active", "past_due"]);
export type SubscriptionStatus = z.infer<typeof zSubscriptionStatus>;

/** OverageCharge.status — a pending charge waits for the user's consent. */
export const zOverageChargeStatus = z.enum(["pending", "paid", "declined", "failed"]);
export type OverageChargeStatus = z.infer<typeof zOverageChargeStatus>;

/** OutboxEmail.status. */
export const zOutboxStatus = z.enum(["queued", "sending", "sent", "failed", "logged"]);
export type OutboxStatus = z.infer<typeof zOutboxStatus>;

/** ReferralReward.kind. */
export const zReferralRewardKind = z.enum(["reward", "reversal"]);
export type ReferralRewardKind = z.infer<typeof zReferralRewardKind>;

/** Mentorship.status. */
export const zMentorshipStatus = z.enum(["pending_payment", "active", "cancelled", "ended"]);
export type MentorshipStatus = z.infer<typeof zMentorshipStatus>;

/** Mentorship.paymentFrequency. */
export const PAYMENT_FREQUENCIES = ["monthly", "yearly", "free"] as const;
export const zPaymentFrequency = z.enum(PAYMENT_FREQUENCIES);
export type PaymentFrequency = z.infer<typeof zPaymentFrequency>;

/** MentorProfile.adminStatus. */
export const MENTOR_ADMIN_STATUSES = ["approved", "blocked"] as const;
export const zMentorAdminStatus = z.enum(MENTOR_ADMIN_STATUSES);
export type MentorAdminStatus = z.infer<typeof zMentorAdminStatus>;

/** Booking.status. */
export const zBookingStatus = z.enum(["awaiting_payment", "pending", "confirmed", "declined", "cancelled", "no_show"]);
export type BookingStatus = z.infer<typeof zBookingStatus>;

/** Booking.funding — what pays for a session. */
export const zBookingFunding = z.enum(["mentorship", "credit", "payment"]);
export type BookingFunding = z.infer<typeof zBookingFunding>;

/** Booking.cancelledBy. */
export const zBookingParty = z.enum(["mentee", "mentor", "admin"]);
export type BookingParty = z.infer<typeof zBookingParty>;

/** ActionPlan.outcome — the answer to "Did it work?". */
export const PLAN_OUTCOMES = ["worked", "partly", "didnt"] as const;
export const zPlanOutcome = z.enum(PLAN_OUTCOMES);
export type PlanOutcome = z.infer<typeof zPlanOutcome>;

/** IdempotencyKey.status. */
export const zIdempotencyStatus = z.enum(["in_progress", "completed"]);
export type IdempotencyStatus = z.infer<typeof zIdempotencyStatus>;

/** User.suspensionReason — an admin's decision, or a failed payment past its grace period. */
export const zSuspensionReason = z.enum(["admin", "payment_failed"]);
export type SuspensionReason = z.infer<typeof zSuspensionReason>;

/** Subscription.plan and Subscription.pendingPlan. */
export const PLANS = ["free", "basic", "premium"] as const;
export const zPlanId = z.enum(PLANS);
export type PlanId = z.infer<typeof zPlanId>;

/** Subscription.interval and Subscription.pendingInterval — how often a paid plan is billed. */
export const INTERVALS = ["monthly", "yearly"] as const;
export const zBillingInterval = z.enum(INTERVALS);
export type BillingInterval = z.infer<typeof zBillingInterval>;

/** UsageEvent.format — the answer format an advice request asked for. */
export const ADVICE_FORMATS = ["text", "audio", "both", "mentor"] as const;
export const zAdviceFormat = z.enum(ADVICE_FORMATS);
export type AdviceFormat = z.infer<typeof zAdviceFormat>;

/** An admin list filter over a status or kind: one of its values, or "all". */
export const withAll = <T extends string>(values: readonly T[]) => z.enum(["all", ...values] as ["all", ...T[]]);
