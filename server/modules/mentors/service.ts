// The mentor catalogue: listing with filters and paging, one mentor, specialties, reviews, and the
// public Mentor shape (SPEC §3). Rates are Cents here; GET /api/mentors shows dollars (server/rest/edges.ts).
import type { Tx } from "../../db/transaction.js";
import type { Db } from "../../db/client.js";
import { Prisma } from "../../db/generated/client.js";
import { containsPattern } from "../../db/like-pattern.js";
import { cents, type Cents } from "../../../shared/money.js";
import { MENTOR_PAGE_SIZE_DEFAULT, type MentorListInput } from "../../../shared/schemas/mentors.js";
import { AppError } from "../../lib/errors.js";

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
  /** Cents (null without a paid tier). */
  monthlyRate: Cents | null;
  /** Cents (null without a paid tier). */
  yearlyRate: Cents | null;
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
    monthlyRate: row.isPaidTier ? cents(row.monthlyRate) : null,
    yearlyRate: row.isPaidTier ? cents(row.yearlyRate) : null,
    isActive: row.isActive,
  };
}

/**
 * The catalogue list and search in SQL the indexes serve (issue 13: flat at 10,000 mentors). It answers
 * exactly what the Prisma filter {PUBLIC_MENTOR, isFreeTier, isPaidTier, specialty equals (insensitive),
 * rate range, q contains (insensitive) in name/specialty/bio/country} answered, in the same order:
 * - q is ONE pattern on name␟specialty␟bio␟country (U+001F between), served by one trigram index
 *   (MentorProfile_search_trgm_idx), instead of an OR of four patterns that read every row. q's LIKE
 *   wildcards and escape are matched literally and U+001F dropped (containsPattern), so one pattern
 *   never matches across two columns. (Prisma passed % and _ through as wildcards; that was a bug.)
 * - the public-mentor rule on the user (mentor role, not suspended by an admin) is written as the
 *   partial index User_listed_mentor_idx says it, so the count joins ~mentors, not every user.
 * - the page is read in the order of MentorProfile_rating_ratingCount_name_id_idx.
 */
export async function listMentors(db: Db, input: MentorListInput, opts: { includeInactive: boolean }) {
  const page = input?.page ?? 1;
  const pageSize = input?.pageSize ?? MENTOR_PAGE_SIZE_DEFAULT;
  const and: Sql[] = [];
  // Inactive mentors are listed to admins only; everyone else sees public ones whatever isActive says.
  // Blocked mentors are listed to nobody here (admins manage them in the admin area).
  if (!opts.includeInactive) and.push(sql`m."isActive" AND m."adminStatus" = 'approved' AND ${LISTED_USER}`);
  else {
    and.push(sql`m."adminStatus" = 'approved'`);
    if (input?.isActive !== undefined) and.push(sql`m."isActive" = ${input.isActive}`);
  }
  if (input?.isFree !== undefined) and.push(sql`m."isFreeTier" = ${input.isFree}`);
  if (input?.isPaid !== undefined) and.push(sql`m."isPaidTier" = ${input.isPaid}`);
  if (input?.specialty) and.push(sql`m.specialty ILIKE ${input.specialty}`);
  if (input?.minRate !== undefined) and.push(sql`m."isPaidTier" AND m."monthlyRate" >= ${input.minRate}`);
  if (input?.maxRate !== undefined) and.push(sql`(NOT m."isPaidTier" OR m."monthlyRate" <= ${input.maxRate})`);
  if (input?.q) and.push(searchCondition(input.q));
  const where = Prisma.join(and, " AND ");
  const [rows, counted] = await Promise.all([
    db.$queryRaw<MentorRow[]>(sql`
      SELECT ${MENTOR_COLUMNS} FROM "MentorProfile" m
       WHERE ${where}
       ORDER BY m.rating DESC, m."ratingCount" DESC, m.name ASC, m.id ASC
       LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
    db.$queryRaw<Array<{ total: number }>>(sql`SELECT count(*)::int AS total FROM "MentorProfile" m WHERE ${where}`),
  ]);
  return { mentors: rows.map(toMentor), total: counted[0]?.total ?? 0, page, pageSize };
}

const sql = Prisma.sql;
type Sql = ReturnType<typeof Prisma.sql>;
/** The columns of mentorSelect, as SQL. */
const MENTOR_COLUMNS = Prisma.raw(Object.keys(mentorSelect).map((c) => `m."${c}"`).join(", "));
/** PUBLIC_MENTOR's rule on the user, in the words of the partial index User_listed_mentor_idx. */
const LISTED_USER = sql`EXISTS (SELECT 1 FROM "User" u WHERE u.id = m."userId" AND u."isMentor" AND NOT (u.suspended AND u."suspensionReason" = 'admin'))`;
/** "q is in the name, specialty, bio or country", case-insensitive (see listMentors); q's % and _ are
 * matched literally, as the admin searches do (a search for "100%" is not a search for "100"). */
function searchCondition(q: string): Sql {
  return sql`(m.name || E'\\x1f' || m.specialty || E'\\x1f' || m.bio || E'\\x1f' || m.country) ILIKE ${containsPattern(q)}`;
}

export const MENTOR_NOT_FOUND = "Mentor not found";

/** One mentor; inactive or unknown → 404 (admins may see inactive ones). */
export async function getMentor(db: Db, id: string, opts: { includeInactive?: boolean } = {}) {
  const row = await db.mentorProfile.findFirst({ where: { id, ...(opts.includeInactive ? { adminStatus: "approved" } : PUBLIC_MENTOR) }, select: mentorSelect });
  if (!row) throw new AppError({ code: "NOT_FOUND", message: MENTOR_NOT_FOUND });
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
export async function recomputeRating(tx: Tx, mentorId: string) {
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
    monthlyRate: m.isPaidTier ? cents(m.monthlyRate) : null,
  }));
}
