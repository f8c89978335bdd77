// Inputs of the mentors, mentorships and mentor-area procedures (SPEC §3 Mentor, Mentorship payload).
import { z } from "zod";
import { MAX_LONG_TEXT, MAX_NAME, MAX_SHORT_TEXT } from "../limits.js";
import { zId, zQueryBool, zQueryInt, zText } from "./common.js";
import { zCents, zCentsOf, zRestDollars } from "./money.js";

export const MENTOR_PAGE_SIZE_MAX = 50;
export const MENTOR_PAGE_SIZE_DEFAULT = 20;
/** Highest rate a mentor may charge: $100,000 (in cents). */
export const MAX_RATE_CENTS = 100_000_00;

/** A mentor's rate in cents (a whole number of cents, at most MAX_RATE_CENTS). */
const zRateCents = zCentsOf({ max: MAX_RATE_CENTS, description: "Integer US cents" });
/** A rate in dollars on the REST query string (SPEC's Mentor shape carries dollars): converted to cents at the edge. */
const zRestRateDollars = z.coerce
  .number({ error: "Rate must be a number" })
  .min(0, "Rate cannot be negative")
  .max(MAX_RATE_CENTS / 100, `Rate must be at most ${MAX_RATE_CENTS / 100}`)
  .meta({ description: "US dollars (the procedure takes cents)" });

const mentorListFilters = {
  isFree: zQueryBool.optional(),
  isPaid: zQueryBool.optional(),
  isActive: zQueryBool.optional(),
  specialty: zText("Specialty", MAX_SHORT_TEXT).trim().optional(),
  q: zText("Search", MAX_SHORT_TEXT).trim().optional(),
  page: zQueryInt(1, 10_000).optional(),
  pageSize: zQueryInt(1, MENTOR_PAGE_SIZE_MAX).optional(),
};
/** mentors.list: minRate / maxRate are monthly rates in cents. */
export const zMentorListInput = z.strictObject({ ...mentorListFilters, minRate: zRateCents.optional(), maxRate: zRateCents.optional() }).optional();
export type MentorListInput = z.infer<typeof zMentorListInput>;
/** GET /api/mentors: the same filters with minRate / maxRate in dollars, like the rates it answers. */
export const zMentorListRestInput = z.strictObject({ ...mentorListFilters, minRate: zRestRateDollars.optional(), maxRate: zRestRateDollars.optional() }).optional();

export const zMentorIdInput = z.strictObject({ id: zId });

export const zMentorReviewsInput = z.strictObject({
  id: zId,
  page: zQueryInt(1, 10_000).optional(),
  pageSize: zQueryInt(1, MENTOR_PAGE_SIZE_MAX).optional(),
});

import { PAYMENT_FREQUENCIES, zMentorAdminStatus, zMentorshipStatus, zPaymentFrequency, type PaymentFrequency } from "./statuses.js";
export { PAYMENT_FREQUENCIES, zMentorshipStatus, type PaymentFrequency };

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
  /** Cents. */
  monthlyRate: zRateCents.optional().nullable(),
  /** Cents; empty means 12 months less 20%. */
  yearlyRate: zRateCents.optional().nullable(),
  isActive: z.boolean(),
})
  .refine((v) => v.isFreeTier || v.isPaidTier, { message: "Offer at least one tier: free or paid", path: ["isFreeTier"] })
  .refine((v) => !v.isPaidTier || (v.monthlyRate ?? 0) >= 100, { message: "A paid tier needs a monthly rate of at least $1", path: ["monthlyRate"] });
export type MentorProfileUpdate = z.infer<typeof zMentorProfileUpdate>;

export const zVideoIdInput = z.strictObject({ videoId: zId });
export const zSetIntroInput = z.strictObject({ videoId: zId.nullable() });
/** Tags for video responses: practice ids of the advice library or mentor specialties (checked on the server). */
export const zVideoTagsInput = z.strictObject({ videoId: zId, tags: z.array(z.string().trim().min(1).max(80)).max(12, "A video can have up to 12 tags") });
export const zVideoTagOptionsOutput = z.object({ practices: z.array(z.object({ id: z.string(), title: z.string() })), specialties: z.array(z.string()) });
export const zVideoTagsOutput = z.object({ id: z.string(), tags: z.array(z.string()) });
export const zVideoRenameInput = z.strictObject({ videoId: zId, title: zText("Title", MAX_SHORT_TEXT).trim().min(1, "Title is required") });

/** Upload limits (enforced on the server; the dialog's help text states them). */
export const VIDEO_MAX_BYTES = 50 * 1024 * 1024;
export const VIDEO_FORMATS = ["MP4", "MOV", "AVI"] as const;
export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;

/** SPEC §3 Mentor, as the catalogue returns it. */
export const zMentorOutput = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  rating: z.number(),
  ratingCount: z.number().int(),
  experience: z.number().int(),
  specialty: z.string(),
  bio: z.string(),
  country: z.string(),
  videoIntroUrl: z.string().nullable(),
  isFreeTier: z.boolean(),
  isPaidTier: z.boolean(),
  /** Cents (null for a mentor without a paid tier). */
  monthlyRate: zRateCents.nullable(),
  /** Cents (null for a mentor without a paid tier). */
  yearlyRate: zRateCents.nullable(),
  isActive: z.boolean(),
});
export type MentorOutput = z.infer<typeof zMentorOutput>;
/** SPEC §3 Mentor as GET /api/mentors and /api/mentors/:id answer it: rates in dollars. */
export const zMentorRestOutput = zMentorOutput.extend({ monthlyRate: zRestDollars.nullable(), yearlyRate: zRestDollars.nullable() });

const zPage = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
export const zMentorListOutput = z.object({ mentors: z.array(zMentorOutput), ...zPage });
export const zMentorListRestOutput = z.object({ mentors: z.array(zMentorRestOutput), ...zPage });
export const zMentorSpecialtiesOutput = z.array(z.string());
export const zMentorReviewOutput = z.object({ id: z.string(), rating: z.number().int(), text: z.string(), createdAt: z.date(), updatedAt: z.date(), authorName: z.string() });
export const zMentorReviewsOutput = z.object({ reviews: z.array(zMentorReviewOutput), ...zPage });


/** A mentorship as the API returns it (the amount in cents; SPEC leaves the success body unspecified). */
export const zMentorshipOutput = z.object({
  id: z.string(),
  mentorId: z.string(),
  menteeId: z.string(),
  paymentFrequency: zPaymentFrequency,
  status: zMentorshipStatus,
  /** Cents per period (null for a free mentorship). */
  paymentAmountCents: zCents.nullable(),
  currentPeriodEnd: z.date().nullable(),
  /** A paid mentorship the mentee cancelled: it stays active until currentPeriodEnd ("Ends on …"). */
  cancelAtPeriodEnd: z.boolean(),
  /** A renewal payment failed: the mentee may pay until then, else the mentorship lapses. */
  renewalGraceEnd: z.date().nullable(),
  createdAt: z.date(),
});
export const zMyMentorshipOutput = zMentorshipOutput.extend({
  /** During the renewal grace: when the default card is charged again automatically (null: no retry left). */
  renewalRetryAt: z.date().nullable(),
  mentor: z.object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable(), specialty: z.string(), isActive: z.boolean() }),
  review: z.object({ rating: z.number().int(), text: z.string(), updatedAt: z.date() }).nullable(),
  canReview: z.boolean(),
  canCancel: z.boolean(),
});
export const zMyMentorshipsOutput = z.array(zMyMentorshipOutput);
export const zReviewOutput = z.object({ id: z.string(), rating: z.number().int(), text: z.string(), updatedAt: z.date() });

/** The signed-in mentor's own profile (rates in cents), or null before they create one. */
export const zMyMentorProfile = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  specialty: z.string(),
  bio: z.string(),
  country: z.string(),
  experience: z.number().int(),
  introVideoId: z.string().nullable(),
  videoIntroUrl: z.string().nullable(),
  isFreeTier: z.boolean(),
  isPaidTier: z.boolean(),
  /** Cents. */
  monthlyRate: zCents,
  /** Cents. */
  yearlyRate: zCents,
  isActive: z.boolean(),
  adminStatus: zMentorAdminStatus,
  rating: z.number(),
  ratingCount: z.number().int(),
});
export const zMyMentorProfileOutput = z.object({ profile: zMyMentorProfile.nullable() });

export const zMenteeMentorshipOutput = zMentorshipOutput.extend({ mentee: z.object({ name: z.string(), email: z.string() }) });
export const zMyMenteesOutput = z.array(zMenteeMentorshipOutput);

/** A mentor's video (also the 201 answer of the multipart upload at POST /api/mentor-area/videos). */
export const zMentorVideoOutput = z.object({
  id: z.string(),
  title: z.string(),
  url: z.string(),
  thumbnail: z.string().nullable(),
  /** YYYY-MM-DD */
  uploadDate: z.string(),
  mimeType: z.string(),
  format: z.string(),
  sizeBytes: z.number().int(),
  sizeMb: z.number(),
  durationSeconds: z.number().nullable(),
  isIntro: z.boolean(),
  /** One of the two sample videos every new mentor starts with. */
  isSample: z.boolean(),
  /** Practice ids or specialties: Premium answers show this video where the approach matches. */
  tags: z.array(z.string()),
});
export const zMentorVideosOutput = z.array(zMentorVideoOutput);
export const zVideoDeletedOutput = z.object({ id: z.string(), deleted: z.literal(true) });
export const zVideoRenamedOutput = z.object({ id: z.string(), title: z.string() });
export const zSetIntroOutput = z.object({ introVideoId: z.string().nullable(), videoIntroUrl: z.string().nullable() });
/** The answer of the multipart photo upload at POST /api/mentor-area/photo. */
export const zPhotoUploadOutput = z.object({ imageUrl: z.string() });
export type MentorVideoOutput = z.infer<typeof zMentorVideoOutput>;
export type PhotoUploadOutput = z.infer<typeof zPhotoUploadOutput>;
