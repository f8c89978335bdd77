import { z } from "zod";
import { MAX_EMAIL, MAX_LONG_TEXT, MAX_NAME, MAX_SHORT_TEXT } from "../limits.js";
import { zPaymentInvoiceRef, zPaymentRow } from "./billing.js";
import { zCalendarDay, zId, zQueryInt, zText } from "./common.js";
import { zPendingChargeOutput } from "./usage.js";
import { zMentorOutput } from "./mentors.js";
import { MENTOR_ADMIN_STATUSES, withAll, zInvoiceStatus, zMentorAdminStatus, zMentorshipStatus, zOutboxStatus, zOverageChargeStatus, zPaymentFrequency, zPaymentKind, zPaymentStatus, zReferralRewardKind, zSubscriptionStatus, zSuspensionReason, zPlanId, zBillingInterval } from "./statuses.js";
import { zCents, zCentsOf, zSignedCents } from "./money.js";

const zSearch = z.string().trim().max(MAX_SHORT_TEXT, "Search must be at most 200 characters").optional();
const paging = { page: zQueryInt(1, 10_000).default(1), pageSize: zQueryInt(1, 100).default(20) };
/** Keyset paging (issue 13): the nextCursor of the previous page; without it, the list starts at `page`. */
const zCursor = z.string().max(500, "Invalid page cursor").optional();
/** A calendar date (YYYY-MM-DD) from a filter. */
const zDay = zCalendarDay.optional();
/** Money in cents, at most $10,000 (the UI edits dollars; shared/money.ts parses them). */
const zAdminCents = zCentsOf({ max: 1_000_000 });

export const zAdminUsersInput = z.strictObject({
  search: zSearch,
  filter: z.enum(["all", "admins", "mentors", "suspended", "users"]).default("all"),
  ...paging,
  cursor: zCursor,
});

export const zUserIdInput = z.strictObject({ userId: zId });

export const zSuspendInput = z.strictObject({
  userId: zId,
  reason: zText("Reason", 500, "A reason is required").trim().min(3, "A reason is required"),
});

export const zSetMentorRoleInput = z.strictObject({ userId: zId, isMentor: z.boolean() });

export const zAdminMentorsInput = z.strictObject({
  search: zSearch,
  status: z.enum(["all", "active", "inactive", "blocked"]).default("all"),
  ...paging,
  cursor: zCursor,
});

const mentorFields = {
  specialty: zText("Specialty", 100).trim().min(2, "Specialty is required"),
  bio: zText("Bio", MAX_LONG_TEXT).trim(),
  country: zText("Country", 80).trim(),
  experience: z.number().int("Experience is whole years").min(0, "Experience cannot be negative").max(70, "Experience must be at most 70 years"),
  isFreeTier: z.boolean(),
  isPaidTier: z.boolean(),
  monthlyRate: zAdminCents,
  yearlyRate: zAdminCents,
  isActive: z.boolean(),
  imageUrl: z.string().trim().max(500).refine((v) => v === "" || /^https?:\/\//.test(v), "Image URL must start with http").nullable().optional(),
};

export const zCreateMentorInput = z.strictObject({
  firstName: zText("First name", MAX_NAME).trim().min(1, "First name is required"),
  lastName: zText("Last name", MAX_NAME).trim().min(1, "Last name is required"),
  email: z.string().trim().max(MAX_EMAIL).pipe(z.email({ error: "Please enter a valid email address" })),
  ...mentorFields,
});
export type CreateMentorInput = z.infer<typeof zCreateMentorInput>;

/** The admin's decision on a mentor; the mentor's own "listed / accepting mentees" switch is isActive. */
export { MENTOR_ADMIN_STATUSES, zMentorAdminStatus };
export type MentorAdminStatus = z.infer<typeof zMentorAdminStatus>;

const { isActive: _mentorsOwnSwitch, ...adminEditableFields } = mentorFields;
export const zUpdateMentorInput = z
  .strictObject(adminEditableFields)
  .partial()
  .extend({ mentorId: zId, name: zText("Name", MAX_NAME).trim().min(1, "Name is required").optional(), adminStatus: zMentorAdminStatus.optional() });
export type UpdateMentorInput = z.infer<typeof zUpdateMentorInput>;

export const zAdminPaymentsInput = z.strictObject({
  status: withAll(zPaymentStatus.exclude(["processing"]).options).default("all"),
  kind: withAll(zPaymentKind.options).default("all"),
  from: zDay,
  to: zDay,
  user: zSearch,
  ...paging,
  cursor: zCursor,
});

export const zPendingChargesInput = z.strictObject({
  status: withAll(zOverageChargeStatus.options).default("pending"),
  ...paging,
});

export const zRefundInput = z.strictObject({ paymentId: zId });

export const zOutboxInput = z.strictObject({
  status: withAll(zOutboxStatus.exclude(["sending"]).options).default("all"),
  ...paging,
});

export const zSetAdminInput = z.strictObject({ userId: zId, isAdmin: z.boolean() });

export const zAuditLogInput = z.strictObject({ action: zSearch, ...paging });

/** Operators: send failed outbox messages again (all failed ones, or the listed ids). */
export const zRetryOutboxInput = z.strictObject({ ids: z.array(zId).min(1, "List at least one id").max(500, "At most 500 ids at once").optional() }).optional();
export const zRetryOutboxOutput = z.object({ retried: z.number().int() });

// ───────────── answers (money in integer cents) ─────────────
const zPaged = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() });
/**
 * A keyset-paged list: nextCursor reads the page after this one (null on the last). The total is
 * counted up to a cap (totalCapped: there are more than `total`), so no page counts 100,000 rows.
 */
const zKeysetPaged = <T extends z.ZodType>(item: T) => zPaged(item).extend({ nextCursor: z.string().nullable(), totalCapped: z.boolean() });
const zPersonRef = z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string() });

export const zDashboardOutput = z.object({
  users: z.object({ total: z.number().int(), newThisMonth: z.number().int() }),
  mentors: z.object({ total: z.number().int(), active: z.number().int() }),
  activeMentorships: z.number().int(),
  mrr: z.object({ total: zCents, subscriptions: zCents, mentorships: zCents }),
  revenueThisMonth: zSignedCents,
  adviceRequestsThisMonth: z.number().int(),
  pendingCharges: z.object({ count: z.number().int(), amount: zCents }),
  suspendedAccounts: z.number().int(),
  sessions: z.object({ upcoming: z.number().int(), thisMonth: z.number().int(), soldThisMonth: z.number().int(), salesThisMonth: zSignedCents }),
  series: z.array(z.object({ month: z.string(), revenue: zSignedCents, newUsers: z.number().int(), adviceRequests: z.number().int() })),
  /** Which practices work: plans started per practice and how their "Did it work?" was answered. */
  practiceOutcomes: z.array(z.object({ practiceId: z.string(), title: z.string(), started: z.number().int(), worked: z.number().int(), partly: z.number().int(), didnt: z.number().int() })),
});

const zUserRoles = {
  username: z.string().nullable(),
  isAdmin: z.boolean(),
  isMainAdmin: z.boolean(),
  isMentor: z.boolean(),
  suspended: z.boolean(),
  suspensionReason: zSuspensionReason.nullable(),
};
export const zAdminUsersOutput = zKeysetPaged(
  zPersonRef.extend({ createdAt: z.date(), ...zUserRoles, plan: zPlanId, subscriptionStatus: zSubscriptionStatus.nullable() }),
);

export const zAdminUserOutput = zPersonRef.extend({
  createdAt: z.date(),
  ...zUserRoles,
  gracePeriodEnd: z.date().nullable(),
  suspensionNote: z.string().nullable(),
  referredBy: zPersonRef.nullable(),
  mentorProfile: z.object({ id: z.string(), isActive: z.boolean(), specialty: z.string(), isFreeTier: z.boolean(), isPaidTier: z.boolean() }).nullable(),
  payments: z.array(zPaymentRow.pick({ id: true, kind: true, description: true, amount: true, status: true, refundedAt: true, createdAt: true }).extend({ invoiceNumber: z.string().nullable() })),
  mentorships: z.array(z.object({ id: z.string(), createdAt: z.date(), mentor: z.object({ id: z.string(), name: z.string() }), paymentFrequency: zPaymentFrequency, status: zMentorshipStatus, paymentAmount: zCents.nullable() })),
  referrals: z.object({ invitations: z.number().int(), signUps: z.number().int(), earnings: zSignedCents }),
  usageThisMonth: z.number().int(),
  subscription: z
    .object({
      plan: zPlanId,
      interval: zBillingInterval,
      status: zSubscriptionStatus,
      currentPeriodStart: z.date(),
      currentPeriodEnd: z.date(),
      cancelAtPeriodEnd: z.boolean(),
      textCredits: z.number().int(),
      audioCredits: z.number().int(),
      mentorCallCredits: z.number().int(),
    })
    .nullable(),
});

/** Mentors as the admin sees them: the catalogue's mentor (rates always in cents, no intro video)
 * plus the account, the admin's decision, mentees and earnings. */
export const zAdminMentorOutput = zMentorOutput.omit({ videoIntroUrl: true }).extend({
  userId: z.string(),
  email: z.string(),
  monthlyRate: zCents,
  yearlyRate: zCents,
  adminStatus: zMentorAdminStatus,
  isMentor: z.boolean(),
  suspended: z.boolean(),
  activeMentorships: z.number().int(),
  earningsNet: zSignedCents,
  createdAt: z.date(),
});
export const zAdminMentorsOutput = zKeysetPaged(zAdminMentorOutput);
export const zCreateMentorOutput = z.object({ mentorId: z.string(), userId: z.string(), temporaryPassword: z.string() });
export const zUpdateMentorOutput = z.object({ success: z.literal(true), changed: z.array(z.string()) });

export const zAdminPaymentsOutput = zKeysetPaged(
  zPaymentRow.extend({
    user: zPersonRef,
    invoice: zPaymentInvoiceRef.extend({ status: zInvoiceStatus }).nullable(),
    mentorEarning: z.object({ mentor: z.object({ name: z.string() }), platformFee: zSignedCents, net: zSignedCents, reversedAt: z.date().nullable() }).nullable(),
    referralRewards: z.array(z.object({ amount: zSignedCents, kind: zReferralRewardKind })),
  }),
).extend({
  /** The sum of every matching payment; null when more than the count cap match (narrow the filter). */
  totalAmount: zSignedCents.nullable(),
});

/** An overage charge as the admin sees it: the user's pending-charge row plus whose, its status and answer. */
export const zAdminPendingChargesOutput = zPaged(
  zPendingChargeOutput.extend({
    userId: z.string(),
    user: z.object({ id: z.string(), email: z.string() }),
    status: zOverageChargeStatus,
    paymentId: z.string().nullable(),
    answeredAt: z.date().nullable(),
    createdAt: z.date(),
  }),
);
export const zRefundOutput = z.object({ success: z.literal(true), refundedAt: z.date() });

export const zAdminOutboxOutput = zPaged(
  z.object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    body: z.string(),
    attachments: z.unknown(),
    status: zOutboxStatus,
    attempts: z.number().int(),
    error: z.string().nullable(),
    nextAttemptAt: z.date().nullable(),
    sentAt: z.date().nullable(),
    createdAt: z.date(),
  }),
);

export const zAdminsOutput = z.array(z.object({ id: z.string(), email: z.string(), firstName: z.string(), lastName: z.string(), createdAt: z.date(), isMainAdmin: z.boolean(), suspended: z.boolean() }));

export const zAuditLogOutput = zPaged(
  z.object({
    id: z.string(),
    action: z.string(),
    targetType: z.string(),
    targetId: z.string().nullable(),
    /** The target's name or email, when it still exists. */
    targetLabel: z.string().nullable(),
    /** One sentence for people: who did what to whom. */
    summary: z.string(),
    details: z.record(z.string(), z.unknown()).nullable(),
    createdAt: z.date(),
    actor: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
  }),
);
