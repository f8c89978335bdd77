// The mentor catalogue: listing with filters and paging, one mentor, specialties, reviews, and the
// public Mentor shape (SPEC §3). Rates are cents in the database and dollars in the Mentor object.
import { TRPCError } from "@trpc/server";
import type { Db, Prisma } from "../../db/client.js";
import { centsToDollars, dollarsToCents } from "../../../shared/mentors.js";
import { MENTOR_PAGE_SIZE_DEFAULT, type MentorListInput } from "../../../shared/schemas/mentors.js";

export const mentorSelect = {
  id: true,
  name: true,
  imageUrl: true,
  rating: true,
  ratingCount: true,
  experience: true,
  specialty: true,
  bio: true,
  country: true,
  introVideoId: true,
  isFreeTier: true,
  isPaidTier: true,
  monthlyRate: true,
  yearlyRate: true,
  isActive: true,
  userId: true,
} as const satisfies Prisma.MentorProfileSelect;

type MentorRow = Prisma.MentorProfileGetPayload<{ select: typeof mentorSelect }>;

/** SPEC §3 Mentor. */
export interface Mentor {
  id: string;
  name: string;
  imageUrl: string | null;
  rating: number;
  ratingCount: number;
  experience: number;
  specialty: string;
  bio: string;
  country: string;
  videoIntroUrl: string | null;
  isFreeTier: boolean;
  isPaidTier: boolean;
  /** Dollars. */
  monthlyRate: number | null;
  /** Dollars. */
  yearlyRate: number | null;
  isActive: boolean;
}

/**
 * Who the public sees: the mentor listed themselves (isActive), no admin blocked them, they still hold
 * the mentor role and no admin suspended their account. Every public list, page and suggestion uses it.
 */
export const PUBLIC_MENTOR = {
  isActive: true,
  adminStatus: "approved",
  user: { isMentor: true, NOT: { suspended: true, suspensionReason: "admin" } },
} as const satisfies Prisma.MentorProfileWhereInput;

export const videoUrl = (videoId: string) => `/api/videos/${videoId}`;
export const roundRating = (r: number) => Math.round(r * 10) / 10;

export function toMentor(row: MentorRow): Mentor {
  return {
    id: row.id,
    name: row.name,
    imageUrl: row.imageUrl,
    rating: roundRating(row.rating),
    ratingCount: row.ratingCount,
    experience: row.experience,
    specialty: row.specialty,
    bio: row.bio,
    country: row.country,
    videoIntroUrl: row.introVideoId ? videoUrl(row.introVideoId) : null,
    isFreeTier: row.isFreeTier,
    isPaidTier: row.isPaidTier,
    monthlyRate: row.isPaidTier ? centsToDollars(row.monthlyRate) : null,
    yearlyRate: row.isPaidTier ? centsToDollars(row.yearlyRate) : null,
    isActive: row.isActive,
  };
}

export async function listMentors(db: Db, input: MentorListInput, opts: { includeInactive: boolean }) {
  const page = input?.page ?? 1;
  const pageSize = input?.pageSize ?? MENTOR_PAGE_SIZE_DEFAULT;
  const and: Prisma.MentorProfileWhereInput[] = [];
  // Inactive mentors are listed to admins only; everyone else sees public ones whatever isActive says.
  // Blocked mentors are listed to nobody here (admins manage them in the admin area).
  if (!opts.includeInactive) and.push(PUBLIC_MENTOR);
  else {
    and.push({ adminStatus: "approved" });
    if (input?.isActive !== undefined) and.push({ isActive: input.isActive });
  }
  if (input?.isFree !== undefined) and.push({ isFreeTier: input.isFree });
  if (input?.isPaid !== undefined) and.push({ isPaidTier: input.isPaid });
  if (input?.specialty) and.push({ specialty: { equals: input.specialty, mode: "insensitive" } });
  if (input?.minRate !== undefined) and.push({ isPaidTier: true, monthlyRate: { gte: dollarsToCents(input.minRate) } });
  if (input?.maxRate !== undefined) and.push({ OR: [{ isPaidTier: false }, { monthlyRate: { lte: dollarsToCents(input.maxRate) } }] });
  if (input?.q) {
    const contains = { contains: input.q, mode: "insensitive" as const };
    and.push({ OR: [{ name: contains }, { specialty: contains }, { bio: contains }, { country: contains }] });
  }
  const where: Prisma.MentorProfileWhereInput = { AND: and };
  const [rows, total] = await Promise.all([
    db.mentorProfile.findMany({ where, select: mentorSelect, orderBy: [{ rating: "desc" }, { ratingCount: "desc" }, { name: "asc" }, { id: "asc" }], skip: (page - 1) * pageSize, take: pageSize }),
    db.mentorProfile.count({ where }),
  ]);
  return { mentors: rows.map(toMentor), total, page, pageSize };
}

export const MENTOR_NOT_FOUND = "Mentor not found";

/** One mentor; inactive or unknown → 404 (admins may see inactive ones). */
export async function getMentor(db: Db, id: string, opts: { includeInactive?: boolean } = {}) {
  const row = await db.mentorProfile.findFirst({ where: { id, ...(opts.includeInactive ? { adminStatus: "approved" } : PUBLIC_MENTOR) }, select: mentorSelect });
  if (!row) throw new TRPCError({ code: "NOT_FOUND", message: MENTOR_NOT_FOUND });
  return row;
}

export async function listSpecialties(db: Db): Promise<string[]> {
  const rows = await db.mentorProfile.findMany({ where: PUBLIC_MENTOR, select: { specialty: true }, distinct: ["specialty"], orderBy: { specialty: "asc" } });
  return rows.map((r) => r.specialty);
}

export async function listReviews(db: Db, mentorId: string, page = 1, pageSize = 20) {
  await getMentor(db, mentorId);
  const [rows, total] = await Promise.all([
    db.review.findMany({
      where: { mentorId },
      orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
      select: { id: true, rating: true, text: true, createdAt: true, updatedAt: true, mentee: { select: { firstName: true, lastName: true } } },
    }),
    db.review.count({ where: { mentorId } }),
  ]);
  return {
    reviews: rows.map((r) => ({
      id: r.id,
      rating: r.rating,
      text: r.text,
      createdAt: r.createdAt,
      updatedAt: r.updatedAt,
      // First name and last initial only: a review is public.
      authorName: `${r.mentee.firstName} ${r.mentee.lastName.slice(0, 1)}.`.trim(),
    })),
    total,
    page,
    pageSize,
  };
}

/** Recomputes a mentor's rating and ratingCount from the reviews (call inside the review's transaction). */
export async function recomputeRating(tx: Db, mentorId: string) {
  const agg = await tx.review.aggregate({ where: { mentorId }, _avg: { rating: true }, _count: { _all: true } });
  await tx.mentorProfile.update({ where: { id: mentorId }, data: { rating: agg._avg.rating ?? 0, ratingCount: agg._count._all } });
}

/** SPEC §3 Mentor suggestion: a few active mentors, preferring a specialty match (for advice answers). */
export async function mentorSuggestions(db: Db, opts: { keywords?: string[]; limit?: number } = {}) {
  const limit = opts.limit ?? 2;
  const words = (opts.keywords ?? []).filter((w) => w.length > 3).slice(0, 8);
  const match: Prisma.MentorProfileWhereInput[] = words.map((w) => ({ OR: [{ specialty: { contains: w, mode: "insensitive" as const } }, { bio: { contains: w, mode: "insensitive" as const } }] }));
  const rows = await db.mentorProfile.findMany({
    where: { ...PUBLIC_MENTOR, ...(match.length ? { OR: match } : {}) },
    select: mentorSelect,
    orderBy: [{ rating: "desc" }, { name: "asc" }],
    take: limit,
  });
  const fill = rows.length < limit ? await db.mentorProfile.findMany({ where: { ...PUBLIC_MENTOR, id: { notIn: rows.map((r) => r.id) } }, select: mentorSelect, orderBy: [{ rating: "desc" }, { name: "asc" }], take: limit - rows.length }) : [];
  return [...rows, ...fill].map((m) => ({
    id: m.id,
    name: m.name,
    imageUrl: m.imageUrl,
    specialty: m.specialty,
    rating: roundRating(m.rating),
    isFree: m.isFreeTier,
    monthlyRate: m.isPaidTier ? centsToDollars(m.monthlyRate) : null,
  }));
}
