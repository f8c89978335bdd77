import { z } from "zod";
import { MAX_EMAIL, MAX_LONG_TEXT, MAX_NAME, MAX_SHORT_TEXT } from "../limits.js";
import { zCalendarDay, zId, zQueryInt, zText } from "./common.js";

const zSearch = z.string().trim().max(MAX_SHORT_TEXT, "Search must be at most 200 characters").optional();
const paging = { page: zQueryInt(1, 10_000).default(1), pageSize: zQueryInt(1, 100).default(20) };
/** A calendar date (YYYY-MM-DD) from a filter. */
const zDay = zCalendarDay.optional();
/** Money in cents (the UI edits dollars). */
const zCents = z.number().int("Amounts are whole cents").min(0, "Amounts cannot be negative").max(1_000_000, "Amount is too large");

export const zAdminUsersInput = z.strictObject({
  search: zSearch,
  filter: z.enum(["all", "admins", "mentors", "suspended", "users"]).default("all"),
  ...paging,
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
});

const mentorFields = {
  specialty: zText("Specialty", 100).trim().min(2, "Specialty is required"),
  bio: zText("Bio", MAX_LONG_TEXT).trim(),
  country: zText("Country", 80).trim(),
  experience: z.number().int("Experience is whole years").min(0, "Experience cannot be negative").max(70, "Experience must be at most 70 years"),
  isFreeTier: z.boolean(),
  isPaidTier: z.boolean(),
  monthlyRate: zCents,
  yearlyRate: zCents,
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
export const MENTOR_ADMIN_STATUSES = ["approved", "blocked"] as const;
export const zMentorAdminStatus = z.enum(MENTOR_ADMIN_STATUSES);
export type MentorAdminStatus = z.infer<typeof zMentorAdminStatus>;

const { isActive: _mentorsOwnSwitch, ...adminEditableFields } = mentorFields;
export const zUpdateMentorInput = z
  .strictObject(adminEditableFields)
  .partial()
  .extend({ mentorId: zId, name: zText("Name", MAX_NAME).trim().min(1, "Name is required").optional(), adminStatus: zMentorAdminStatus.optional() });
export type UpdateMentorInput = z.infer<typeof zUpdateMentorInput>;

export const zAdminPaymentsInput = z.strictObject({
  status: z.enum(["all", "succeeded", "failed", "refunded"]).default("all"),
  kind: z.enum(["all", "subscription", "overage", "credits", "mentorship", "session"]).default("all"),
  from: zDay,
  to: zDay,
  user: zSearch,
  ...paging,
});

export const zPendingChargesInput = z.strictObject({
  status: z.enum(["all", "pending", "paid", "declined", "failed"]).default("pending"),
  ...paging,
});

export const zRefundInput = z.strictObject({ paymentId: zId });

export const zOutboxInput = z.strictObject({
  status: z.enum(["all", "queued", "sent", "failed", "logged"]).default("all"),
  ...paging,
});

export const zSetAdminInput = z.strictObject({ userId: zId, isAdmin: z.boolean() });

export const zAuditLogInput = z.strictObject({ action: zSearch, ...paging });

/** Operators: send failed outbox messages again (all failed ones, or the listed ids). */
export const zRetryOutboxInput = z.strictObject({ ids: z.array(zId).min(1, "List at least one id").max(500, "At most 500 ids at once").optional() }).optional();
export const zRetryOutboxOutput = z.object({ retried: z.number().int() });
