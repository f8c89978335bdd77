// Mentorships: connecting (free) and subscribing (paid), the mentee's list, cancelling, reviews, and
// the transitions billing calls when a payment succeeds.
import type { Tx } from "../../db/transaction.js";
import type { Db } from "../../db/client.js";
import { centsOrNull } from "../../../shared/money.js";
import type { MentorshipCreateInput, ReviewInput } from "../../../shared/schemas/mentors.js";
import { getMentor, recomputeRating } from "../mentors/service.js";
import { getSettings } from "../settings/service.js";
import { OPEN_STATUSES, assertTransition, initialStatus, type MentorshipStatus } from "./status.js";
import { AppError } from "../../lib/errors.js";

export const MENTORSHIP_NOT_FOUND = "Mentorship not found";

const mentorshipSelect = {
  id: true,
  mentorId: true,
  menteeId: true,
  paymentFrequency: true,
  status: true,
  paymentAmount: true,
  currentPeriodEnd: true,
  cancelAtPeriodEnd: true,
  renewalGraceEnd: true,
  createdAt: true,
} as const;

type Row = {
  id: string;
  mentorId: string;
  menteeId: string;
  paymentFrequency: "monthly" | "yearly" | "free";
  status: MentorshipStatus;
  paymentAmount: number | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  renewalGraceEnd: Date | null;
  createdAt: Date;
};

/** The mentorship as the API returns it: the amount per period in cents. */
export function toMentorship(row: Row) {
  return {
    id: row.id,
    mentorId: row.mentorId,
    menteeId: row.menteeId,
    paymentFrequency: row.paymentFrequency,
    status: row.status,
    paymentAmountCents: centsOrNull(row.paymentAmount),
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    renewalGraceEnd: row.renewalGraceEnd,
    createdAt: row.createdAt,
  };
}

/** Creates a mentorship for the signed-in user. menteeId/status/paymentAmount from the client are ignored. */
export async function createMentorship(db: Db, menteeId: string, input: MentorshipCreateInput) {
  const mentor = await getMentor(db, input.mentorId);
  if (mentor.userId === menteeId) throw new AppError({ code: "BAD_REQUEST", message: "You cannot start a mentorship with yourself" });
  const frequency = input.paymentFrequency;
  if (frequency === "free" && !mentor.isFreeTier) throw new AppError({ code: "BAD_REQUEST", message: "This mentor does not offer free mentorship" });
  if (frequency !== "free" && !mentor.isPaidTier) throw new AppError({ code: "BAD_REQUEST", message: "This mentor does not offer paid mentorship" });
  const amount = frequency === "monthly" ? mentor.monthlyRate : frequency === "yearly" ? mentor.yearlyRate : null;
  if (amount !== null && amount <= 0) throw new AppError({ code: "BAD_REQUEST", message: "This mentor has not set a rate yet" });

  const row = await db.$transaction(async (tx) => {
    // One open mentorship per mentee and mentor, even under concurrent requests.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`mentorship:${menteeId}:${mentor.id}`}))`;
    const open = await tx.mentorship.findFirst({ where: { menteeId, mentorId: mentor.id, status: { in: OPEN_STATUSES } }, select: { status: true } });
    if (open) {
      throw new AppError({
        code: "CONFLICT",
        message: open.status === "active" ? "You already have an active mentorship with this mentor" : "You already have a subscription with this mentor waiting for payment",
      });
    }
    return tx.mentorship.create({
      data: { mentorId: mentor.id, menteeId, paymentFrequency: frequency, status: initialStatus(frequency), paymentAmount: amount },
      select: mentorshipSelect,
    });
  });
  return toMentorship(row as Row);
}

/** The signed-in user's mentorships with a mentor summary and their review. */
export async function myMentorships(db: Db, menteeId: string) {
  const rows = await db.mentorship.findMany({
    where: { menteeId },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    take: 200,
    select: {
      ...mentorshipSelect,
      renewalRetryAt: true,
      mentor: { select: { id: true, name: true, imageUrl: true, specialty: true, isActive: true } },
    },
  });
  // One review per mentee and mentor: every mentorship with that mentor shows it.
  const [reviews, earned] = await Promise.all([
    db.review.findMany({ where: { menteeId, mentorId: { in: [...new Set(rows.map((r) => r.mentorId))] } }, select: { mentorId: true, rating: true, text: true, updatedAt: true } }),
    mentorsMenteeMayReview(db, menteeId),
  ]);
  const reviewOf = new Map(reviews.map(({ mentorId, ...r }) => [mentorId, r]));
  return rows.map((r) => ({
    ...toMentorship(r as Row),
    renewalRetryAt: r.renewalRetryAt,
    mentor: r.mentor,
    review: reviewOf.get(r.mentorId) ?? null,
    canReview: earned.has(r.mentorId),
    canCancel: OPEN_STATUSES.includes(r.status as MentorshipStatus) && !r.cancelAtPeriodEnd,
  }));
}

export const REVIEW_NOT_EARNED = "You can review a mentor after a paid period, or once a free mentorship has been active for a while";

/**
 * The mentors this mentee may review: a real relationship is a paid (not refunded) mentorship period,
 * or a free mentorship that has been active for at least the admin's `reviewAfterFreeDays`.
 */
async function mentorsMenteeMayReview(db: Db, menteeId: string, mentorId?: string, now = new Date()): Promise<Set<string>> {
  const { reviewAfterFreeDays } = await getSettings(db);
  const cutoff = new Date(now.getTime() - reviewAfterFreeDays * 86_400_000);
  const rows = await db.mentorship.findMany({
    where: {
      menteeId,
      ...(mentorId ? { mentorId } : {}),
      OR: [
        { payments: { some: { status: "succeeded" } } },
        // A free mentorship counts once it has been active that long (ended or cancelled: before it stopped).
        { paymentFrequency: "free", status: { in: ["active", "ended", "cancelled"] }, createdAt: { lte: cutoff } },
      ],
    },
    select: { mentorId: true, paymentFrequency: true, status: true, createdAt: true, updatedAt: true },
  });
  const ok = rows.filter((r) => r.paymentFrequency !== "free" || r.status === "active" || r.updatedAt.getTime() - r.createdAt.getTime() >= reviewAfterFreeDays * 86_400_000);
  // A review once earned stays editable, whatever became of the mentorship it was written under.
  const reviewed = await db.review.findMany({ where: { menteeId, ...(mentorId ? { mentorId } : {}) }, select: { mentorId: true } });
  return new Set([...ok.map((r) => r.mentorId), ...reviewed.map((r) => r.mentorId)]);
}

async function ownMentorship(db: Db, menteeId: string, mentorshipId: string) {
  const row = await db.mentorship.findUnique({ where: { id: mentorshipId }, select: mentorshipSelect });
  if (!row || row.menteeId !== menteeId) throw new AppError({ code: "NOT_FOUND", message: MENTORSHIP_NOT_FOUND });
  return row as Row;
}

/** Changes a status through the machine, guarded against a concurrent change (compare-and-set). */
async function transition(tx: Tx, row: Row, to: MentorshipStatus, extra: { currentPeriodEnd?: Date | null } = {}) {
  assertTransition(row.status, to);
  const { count } = await tx.mentorship.updateMany({ where: { id: row.id, status: row.status }, data: { status: to, ...extra } });
  if (count !== 1) throw new AppError({ code: "CONFLICT", message: "This mentorship changed meanwhile; please reload" });
  return toMentorship((await tx.mentorship.findUniqueOrThrow({ where: { id: row.id }, select: mentorshipSelect })) as Row);
}

/**
 * The mentee cancels. A paid, active mentorship keeps what was paid for: it ends at the end of the
 * paid period (cancelAtPeriodEnd; the billing job ends it then and does not renew it). Anything
 * else (pending payment, free) ends now.
 */
export async function cancelMentorship(db: Db, menteeId: string, mentorshipId: string, now = new Date()) {
  const row = await ownMentorship(db, menteeId, mentorshipId);
  if (row.status === "active" && row.paymentFrequency !== "free" && row.currentPeriodEnd && row.currentPeriodEnd > now && !row.renewalGraceEnd) {
    if (row.cancelAtPeriodEnd) throw new AppError({ code: "CONFLICT", message: "This mentorship is already cancelled; it ends at the end of the paid period." });
    await db.mentorship.updateMany({ where: { id: row.id, status: "active" }, data: { cancelAtPeriodEnd: true } });
    return toMentorship({ ...row, cancelAtPeriodEnd: true });
  }
  return db.$transaction((tx) => transition(tx, row, "cancelled"));
}

/** A mentor ends an active mentorship with one of their mentees. */
export async function endMentorship(db: Db, mentorProfileId: string, mentorshipId: string) {
  const row = (await db.mentorship.findUnique({ where: { id: mentorshipId }, select: mentorshipSelect })) as Row | null;
  if (!row || row.mentorId !== mentorProfileId) throw new AppError({ code: "NOT_FOUND", message: MENTORSHIP_NOT_FOUND });
  return db.$transaction((tx) => transition(tx, row, "ended"));
}

/**
 * Billing calls this inside its payment transaction: a paid pending_payment mentorship becomes active
 * until `periodEnd`; a renewal payment of an active one extends the period. Idempotent for the same
 * periodEnd. Returns the mentorship (with mentorId and paymentAmount in cents for earnings).
 */
export async function activatePaidMentorship(tx: Tx, mentorshipId: string, periodEnd: Date) {
  const row = (await tx.mentorship.findUnique({ where: { id: mentorshipId }, select: mentorshipSelect })) as Row | null;
  if (!row) throw new AppError({ code: "NOT_FOUND", message: MENTORSHIP_NOT_FOUND });
  if (row.paymentFrequency === "free") throw new AppError({ code: "BAD_REQUEST", message: "A free mentorship needs no payment" });
  if (row.status === "active") {
    if (row.currentPeriodEnd && row.currentPeriodEnd.getTime() >= periodEnd.getTime()) return toMentorship(row);
    await tx.mentorship.update({ where: { id: row.id }, data: { currentPeriodEnd: periodEnd, renewalGraceEnd: null, renewalRetryAt: null, renewalRetries: 0 } });
    return toMentorship({ ...row, currentPeriodEnd: periodEnd, renewalGraceEnd: null });
  }
  return transition(tx, row, "active", { currentPeriodEnd: periodEnd });
}

/**
 * One review per mentee and mentor (created, then edited in place), whatever becomes of the mentorship,
 * once the relationship was real (see mentorsMenteeMayReview); the mentor's rating follows.
 */
export async function reviewMentorship(db: Db, menteeId: string, input: ReviewInput) {
  const row = await ownMentorship(db, menteeId, input.mentorshipId);
  if (!(await mentorsMenteeMayReview(db, menteeId, row.mentorId)).has(row.mentorId)) {
    throw new AppError({ code: "BAD_REQUEST", message: REVIEW_NOT_EARNED });
  }
  return db.$transaction(async (tx) => {
    const review = await tx.review.upsert({
      where: { mentorId_menteeId: { mentorId: row.mentorId, menteeId } },
      create: { mentorshipId: row.id, mentorId: row.mentorId, menteeId, rating: input.rating, text: input.text },
      update: { rating: input.rating, text: input.text, mentorshipId: row.id },
      select: { id: true, rating: true, text: true, updatedAt: true },
    });
    await recomputeRating(tx, row.mentorId);
    return review;
  });
}
