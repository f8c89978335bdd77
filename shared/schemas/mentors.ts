// Inputs of the mentors, mentorships and mentor-area procedures (SPEC §3 Mentor, Mentorship payload).
import { z } from "zod";
import { MAX_LONG_TEXT, MAX_NAME, MAX_SHORT_TEXT } from "../limits.js";
import { zId, zQueryBool, zQueryInt, zText } from "./common.js";

export const MENTOR_PAGE_SIZE_MAX = 50;
export const MENTOR_PAGE_SIZE_DEFAULT = 20;
/** Highest rate a mentor may charge, in dollars. */
export const MAX_RATE_DOLLARS = 100_000;

const zDollars = z.coerce.number({ error: "Rate must be a number" }).min(0, "Rate cannot be negative").max(MAX_RATE_DOLLARS, `Rate must be at most ${MAX_RATE_DOLLARS}`);

export const zMentorListInput = z
  .strictObject({
    isFree: zQueryBool.optional(),
    isPaid: zQueryBool.optional(),
    isActive: zQueryBool.optional(),
    specialty: zText("Specialty", MAX_SHORT_TEXT).trim().optional(),
    minRate: zDollars.optional(),
    maxRate: zDollars.optional(),
    q: zText("Search", MAX_SHORT_TEXT).trim().optional(),
    page: zQueryInt(1, 10_000).optional(),
    pageSize: zQueryInt(1, MENTOR_PAGE_SIZE_MAX).optional(),
  })
  .optional();
export type MentorListInput = z.infer<typeof zMentorListInput>;

export const zMentorIdInput = z.strictObject({ id: zId });

export const zMentorReviewsInput = z.strictObject({
  id: zId,
  page: zQueryInt(1, 10_000).optional(),
  pageSize: zQueryInt(1, MENTOR_PAGE_SIZE_MAX).optional(),
});

export const PAYMENT_FREQUENCIES = ["monthly", "yearly", "free"] as const;
export type PaymentFrequency = (typeof PAYMENT_FREQUENCIES)[number];

/**
 * SPEC §3 Mentorship creation payload. menteeId, status and paymentAmount are accepted for
 * compatibility but never trusted: the mentee is the signed-in user, the status follows the rules and
 * the amount is computed from the mentor's rate.
 */
export const zMentorshipCreateInput = z.strictObject({
  mentorId: zId,
  menteeId: z.union([z.string().max(64), z.number()]).optional().nullable(),
  paymentFrequency: z.enum(PAYMENT_FREQUENCIES, { error: "paymentFrequency must be monthly, yearly or free" }),
  status: z.string().max(32).optional().nullable(),
  paymentAmount: z.union([z.number(), z.string().max(32)]).optional().nullable(),
});
export type MentorshipCreateInput = z.infer<typeof zMentorshipCreateInput>;

export const zMentorshipIdInput = z.strictObject({ mentorshipId: zId });

export const REVIEW_TEXT_MAX = 2000;
export const zReviewInput = z.strictObject({
  mentorshipId: zId,
  rating: z.coerce.number({ error: "Rating must be a number" }).int("Rating must be a whole number").min(1, "Rating must be between 1 and 5").max(5, "Rating must be between 1 and 5"),
  text: zText("Review", REVIEW_TEXT_MAX).trim().min(1, "Please write a few words about your mentor"),
});
export type ReviewInput = z.infer<typeof zReviewInput>;

export const zMentorProfileUpdate = z.strictObject({
  name: zText("Name", MAX_NAME).trim().min(2, "Name must be at least 2 characters").optional(),
  bio: zText("Bio", MAX_LONG_TEXT).trim().min(20, "Bio must be at least 20 characters"),
  specialty: zText("Specialty", MAX_NAME).trim().min(2, "Specialty is required"),
  experience: z.coerce.number({ error: "Experience must be a number" }).int("Experience must be whole years").min(0, "Experience cannot be negative").max(70, "Experience must be at most 70 years"),
  country: zText("Country", MAX_NAME).trim().min(2, "Country is required"),
  isFreeTier: z.boolean(),
  isPaidTier: z.boolean(),
  monthlyRate: zDollars.optional().nullable(),
  yearlyRate: zDollars.optional().nullable(),
  isActive: z.boolean(),
})
  .refine((v) => v.isFreeTier || v.isPaidTier, { message: "Offer at least one tier: free or paid", path: ["isFreeTier"] })
  .refine((v) => !v.isPaidTier || (v.monthlyRate ?? 0) >= 1, { message: "A paid tier needs a monthly rate of at least $1", path: ["monthlyRate"] });
export type MentorProfileUpdate = z.infer<typeof zMentorProfileUpdate>;

export const zVideoIdInput = z.strictObject({ videoId: zId });
export const zSetIntroInput = z.strictObject({ videoId: zId.nullable() });
export const zVideoRenameInput = z.strictObject({ videoId: zId, title: zText("Title", MAX_SHORT_TEXT).trim().min(1, "Title is required") });

/** Upload limits (enforced on the server; the dialog's help text states them). */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_FORMATS = ["MP4", "MOV", "AVI"] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
