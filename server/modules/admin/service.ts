// The admin area's operations. Every change writes its AuditLog row in the same transaction.
import type { Tx } from "../../db/transaction.js";
import type { StorageProvider } from "../../providers/storage/index.js";
import { addSampleVideos } from "../mentor-area/media.js";
import { AppError, notFound } from "../../lib/errors.js";
import { randomBytes } from "node:crypto";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { Prisma } from "../../db/generated/client.js";
import { COUNT_CAP, decodeCursor, encodeCursor } from "./keyset.js";
import { containsPattern } from "../../db/like-pattern.js";
import type { Settings } from "../../../shared/settings.js";
import type { CreateMentorInput, UpdateMentorInput } from "../../../shared/schemas/admin.js";
import { hashPassword, normaliseEmail } from "../auth/service.js";
import { endAllSessions } from "../auth/sessions.js";
import { reverseReferralReward } from "../referrals/service.js";
import { getSettings, saveSettings } from "../settings/service.js";
import { enqueueEmail } from "../../providers/mail/index.js";
import { audit } from "./audit.js";
import type { OutboxStatus, OverageChargeStatus, PaymentKind, PaymentStatus } from "../../../shared/schemas/statuses.js";

type Actor = { id: string; isMainAdmin: boolean };
const monthStart = (d = new Date()) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

// ───────────────────────────── users ─────────────────────────────

/** Users newest first, keyset-paged (see keyset.ts); the search is served by the User trigram indexes. */
export async function listUsers(db: Db, input: { search?: string | undefined; filter: "all" | "admins" | "mentors" | "suspended" | "users"; page: number; pageSize: number; cursor?: string | undefined }) {
  const filters = { search: input.search ?? "", filter: input.filter };
  const and: Sql[] = [];
  if (input.search) {
    // The email, username or a name holds the search, or every word of it (up to four) is in the first or last name.
    const q = input.search;
    const words = q.split(/\s+/).filter(Boolean).slice(0, 4);
    const names = Prisma.join(words.map((w) => sql`(u."firstName" || E'\\x1f' || u."lastName") ILIKE ${containsPattern(w)}`), " AND ");
    and.push(sql`((u.email || E'\\x1f' || coalesce(u.username, '') || E'\\x1f' || u."firstName" || E'\\x1f' || u."lastName") ILIKE ${containsPattern(q)} OR (${names}))`);
  }
  if (input.filter === "admins") and.push(sql`u."isAdmin"`);
  if (input.filter === "mentors") and.push(sql`u."isMentor"`);
  if (input.filter === "suspended") and.push(sql`u.suspended`);
  if (input.filter === "users") and.push(sql`NOT u."isAdmin" AND NOT u."isMentor"`);
  const after = input.cursor ? decodeCursor("admin.users", filters, input.cursor) : null;
  const where = whereOf(and);
  const [ids, counted] = await Promise.all([
    db.$queryRaw<Array<{ id: string }>>(sql`
      SELECT u.id FROM "User" u WHERE ${whereOf([...and, ...(after ? [sql`(u."createdAt", u.id) < (${after.createdAt.toISOString()}::timestamp(3), ${after.id})`] : [])])}
       ORDER BY u."createdAt" DESC, u.id DESC LIMIT ${input.pageSize + 1} OFFSET ${after ? 0 : (input.page - 1) * input.pageSize}`),
    db.$queryRaw<Array<{ n: number }>>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM "User" u WHERE ${where} LIMIT ${COUNT_CAP + 1}) s`),
  ]);
  const pageIds = ids.slice(0, input.pageSize).map((r) => r.id);
  const rows = await db.user.findMany({
    where: { id: { in: pageIds } },
    select: {
      id: true, email: true, firstName: true, lastName: true, username: true, isAdmin: true, isMainAdmin: true, isMentor: true,
      suspended: true, suspensionReason: true, createdAt: true, subscription: { select: { plan: true, status: true } },
    },
  });
  const items = inOrder(rows, pageIds);
  const last = items.at(-1);
  const n = counted[0]?.n ?? 0;
  return {
    items: items.map(({ subscription, ...u }) => ({ ...u, plan: subscription?.plan ?? "free", subscriptionStatus: subscription?.status ?? null })),
    total: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
    nextCursor: ids.length > input.pageSize && last ? encodeCursor("admin.users", filters, last) : null,
    page: input.page,
    pageSize: input.pageSize,
  };
}

const sql = Prisma.sql;
type Sql = ReturnType<typeof Prisma.sql>;
const whereOf = (and: Sql[]) => (and.length ? Prisma.join(and, " AND ") : sql`TRUE`);
/** Rows fetched by id, in the order of the ids. */
function inOrder<T extends { id: string }>(rows: T[], ids: string[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is T => r !== undefined);
}

export async function userDetail(db: Db, userId: string) {
  const user = await db.user.findUnique({
    where: { id: userId },
    select: {
      id: true, email: true, firstName: true, lastName: true, username: true, isAdmin: true, isMainAdmin: true, isMentor: true,
      suspended: true, suspensionReason: true, gracePeriodEnd: true, createdAt: true,
      referredBy: { select: { id: true, email: true, firstName: true, lastName: true } },
      subscription: { select: { plan: true, interval: true, status: true, currentPeriodStart: true, currentPeriodEnd: true, cancelAtPeriodEnd: true, textCredits: true, audioCredits: true, mentorCallCredits: true } },
      mentorProfile: { select: { id: true, isActive: true, isFreeTier: true, isPaidTier: true, specialty: true } },
    },
  });
  if (!user) throw notFound("User");
  const [payments, mentorships, invitations, signUps, rewards, usageThisMonth, lastSuspension] = await Promise.all([
    db.payment.findMany({ where: { userId }, orderBy: { createdAt: "desc" }, take: 20, select: { id: true, kind: true, description: true, amount: true, status: true, createdAt: true, refundedAt: true, invoice: { select: { number: true } } } }),
    db.mentorship.findMany({ where: { menteeId: userId }, orderBy: { createdAt: "desc" }, take: 20, select: { id: true, status: true, paymentFrequency: true, paymentAmount: true, createdAt: true, mentor: { select: { id: true, name: true } } } }),
    db.invitation.count({ where: { inviterId: userId } }),
    db.user.count({ where: { referredById: userId } }),
    db.referralReward.aggregate({ where: { inviterId: userId }, _sum: { amount: true } }),
    db.usageEvent.count({ where: { userId, createdAt: { gte: monthStart() } } }),
    user.suspended ? db.auditLog.findFirst({ where: { targetId: userId, action: "user.suspend" }, orderBy: { createdAt: "desc" }, select: { details: true, createdAt: true } }) : null,
  ]);
  const note = (lastSuspension?.details as { reason?: string } | null)?.reason ?? null;
  return {
    ...user,
    suspensionNote: user.suspensionReason === "admin" ? note : null,
    payments: payments.map(({ invoice, ...p }) => ({ ...p, invoiceNumber: invoice?.number ?? null })),
    mentorships,
    referrals: { invitations, signUps, earnings: rewards._sum.amount ?? 0 },
    usageThisMonth,
  };
}

async function loadTarget(tx: Tx, userId: string) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { id: true, email: true, firstName: true, lastName: true, isAdmin: true, isMainAdmin: true, isMentor: true, suspended: true, suspensionReason: true } });
  if (!user) throw notFound("User");
  return user;
}

/** Suspends an account and ends all of its sessions at once. */
export async function suspendUser(db: Db, actor: Actor, input: { userId: string; reason: string }) {
  return db.$transaction(async (t) => {
    const user = await loadTarget(t, input.userId);
    if (user.id === actor.id) throw new AppError({ code: "BAD_REQUEST", message: "You cannot suspend your own account" });
    if (user.isMainAdmin) throw new AppError({ code: "BAD_REQUEST", message: "The main admin cannot be suspended" });
    if (user.isAdmin && !actor.isMainAdmin) throw new AppError({ code: "FORBIDDEN", message: "Only the main admin can suspend an admin" });
    if (user.suspended && user.suspensionReason === "admin") throw new AppError({ code: "CONFLICT", message: "This account is already suspended" });
    await t.user.update({ where: { id: user.id }, data: { suspended: true, suspensionReason: "admin", suspensionNote: input.reason, gracePeriodEnd: null } });
    await endAllSessions(t, user.id);
    await audit(t, actor.id, { action: "user.suspend", targetType: "user", targetId: user.id, details: { email: user.email, reason: input.reason, previousReason: user.suspensionReason } });
    return { success: true as const };
  });
}

export async function reinstateUser(db: Db, actor: Actor, input: { userId: string }) {
  return db.$transaction(async (t) => {
    const user = await loadTarget(t, input.userId);
    if (user.id === actor.id) throw new AppError({ code: "FORBIDDEN", message: "You cannot reinstate your own account" });
    if (user.isAdmin && !actor.isMainAdmin) throw new AppError({ code: "FORBIDDEN", message: "Only the main admin can reinstate an admin" });
    if (!user.suspended) throw new AppError({ code: "CONFLICT", message: "This account is not suspended" });
    await t.user.update({ where: { id: user.id }, data: { suspended: false, suspensionReason: null, suspensionNote: null, gracePeriodEnd: null } });
    await audit(t, actor.id, { action: "user.reinstate", targetType: "user", targetId: user.id, details: { email: user.email, previousReason: user.suspensionReason } });
    return { success: true as const };
  });
}

/** Grant: isMentor plus a profile (inactive until an admin completes it; with the two sample videos). Revoke: deactivates it. */
export async function setMentorRole(db: Db, storage: StorageProvider, actor: Actor, input: { userId: string; isMentor: boolean }) {
  let createdProfileId: string | null = null;
  const result = await db.$transaction(async (t) => {
    const user = await loadTarget(t, input.userId);
    if (user.isMentor === input.isMentor) throw new AppError({ code: "CONFLICT", message: input.isMentor ? "This user is already a mentor" : "This user is not a mentor" });
    await t.user.update({ where: { id: user.id }, data: { isMentor: input.isMentor } });
    const profile = await t.mentorProfile.findUnique({ where: { userId: user.id }, select: { id: true } });
    if (input.isMentor && !profile) {
      createdProfileId = (await t.mentorProfile.create({
        data: { userId: user.id, name: `${user.firstName} ${user.lastName}`.trim(), specialty: "Leadership", bio: "", country: "", experience: 0, isFreeTier: true, isPaidTier: false, isActive: false },
        select: { id: true },
      })).id;
    } else if (!input.isMentor && profile) {
      await t.mentorProfile.update({ where: { id: profile.id }, data: { isActive: false } });
    }
    await audit(t, actor.id, { action: input.isMentor ? "user.grant_mentor" : "user.revoke_mentor", targetType: "user", targetId: user.id, details: { email: user.email } });
    return { success: true as const };
  });
  if (createdProfileId) await addSampleVideos(db, storage, createdProfileId);
  return result;
}

// ───────────────────────────── mentors ─────────────────────────────

/** Mentors newest first, keyset-paged like the users (keyset.ts): the name/specialty search is served by
 * the MentorProfile trigram indexes, the email one by the User search index. */
export async function listMentors(db: Db, input: { search?: string | undefined; status: "all" | "active" | "inactive" | "blocked"; page: number; pageSize: number; cursor?: string | undefined }) {
  const filters = { search: input.search ?? "", status: input.status };
  const and: Sql[] = [];
  if (input.status === "active") and.push(sql`m."isActive" AND m."adminStatus" = CAST('approved'::text AS "MentorAdminStatus")`);
  if (input.status === "inactive") and.push(sql`NOT m."isActive"`);
  if (input.status === "blocked") and.push(sql`m."adminStatus" = CAST('blocked'::text AS "MentorAdminStatus")`);
  if (input.search) {
    const p = containsPattern(input.search);
    // Two index reads (name or specialty; the owner's email), not one scan of every mentor.
    and.push(sql`m.id IN (SELECT n.id FROM "MentorProfile" n WHERE n.name ILIKE ${p} OR n.specialty ILIKE ${p}
      UNION SELECT e.id FROM "MentorProfile" e JOIN "User" u ON u.id = e."userId"
       WHERE (u.email || E'\\x1f' || coalesce(u.username, '') || E'\\x1f' || u."firstName" || E'\\x1f' || u."lastName") ILIKE ${p} AND u.email ILIKE ${p})`);
  }
  const after = input.cursor ? decodeCursor("admin.mentors", filters, input.cursor) : null;
  const [ids, counted] = await Promise.all([
    db.$queryRaw<Array<{ id: string }>>(sql`
      SELECT m.id FROM "MentorProfile" m WHERE ${whereOf([...and, ...(after ? [sql`(m."createdAt", m.id) < (${after.createdAt.toISOString()}::timestamp(3), ${after.id})`] : [])])}
       ORDER BY m."createdAt" DESC, m.id DESC LIMIT ${input.pageSize + 1} OFFSET ${after ? 0 : (input.page - 1) * input.pageSize}`),
    db.$queryRaw<Array<{ n: number }>>(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM "MentorProfile" m WHERE ${whereOf(and)} LIMIT ${COUNT_CAP + 1}) s`),
  ]);
  const pageIds = ids.slice(0, input.pageSize).map((r) => r.id);
  const [rows, earnings] = await Promise.all([
    db.mentorProfile.findMany({
      where: { id: { in: pageIds } },
      select: {
        id: true, userId: true, name: true, imageUrl: true, specialty: true, bio: true, country: true, experience: true, isFreeTier: true, isPaidTier: true,
        monthlyRate: true, yearlyRate: true, isActive: true, adminStatus: true, rating: true, ratingCount: true, createdAt: true,
        user: { select: { email: true, isMentor: true, suspended: true } },
        _count: { select: { mentorships: { where: { status: "active" } } } },
      },
    }),
    db.mentorEarning.groupBy({ by: ["mentorId"], where: { mentorId: { in: pageIds }, reversedAt: null }, _sum: { net: true } }),
  ]);
  const net = new Map(earnings.map((e) => [e.mentorId, e._sum.net ?? 0]));
  const items = inOrder(rows, pageIds);
  const last = items.at(-1);
  const n = counted[0]?.n ?? 0;
  return {
    items: items.map(({ _count, user, ...m }) => ({ ...m, email: user.email, isMentor: user.isMentor, suspended: user.suspended, activeMentorships: _count.mentorships, earningsNet: net.get(m.id) ?? 0 })),
    total: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
    nextCursor: ids.length > input.pageSize && last ? encodeCursor("admin.mentors", filters, last) : null,
    page: input.page,
    pageSize: input.pageSize,
  };
}

function checkTiers(v: { isFreeTier: boolean; isPaidTier: boolean; monthlyRate: number; yearlyRate: number }) {
  if (!v.isFreeTier && !v.isPaidTier) throw new AppError({ code: "BAD_REQUEST", message: "Choose the free tier, the paid tier or both" });
  if (v.isPaidTier && (v.monthlyRate <= 0 || v.yearlyRate <= 0)) throw new AppError({ code: "BAD_REQUEST", message: "A paid mentor needs a monthly and a yearly rate" });
}

/**
 * Creates a mentor's account and profile. The random temporary password is answered once to the admin
 * who hands it over; it is never written anywhere (not in the outbox, not in the audit log).
 */
export async function createMentor(db: Db, storage: StorageProvider, actor: Actor, input: CreateMentorInput, baseUrl: string) {
  checkTiers(input);
  const email = normaliseEmail(input.email);
  const temporaryPassword = randomBytes(12).toString("base64url");
  const passwordHash = await hashPassword(temporaryPassword);
  try {
    const created = await db.$transaction(async (t) => {
      const user = await t.user.create({ data: { email, passwordHash, firstName: input.firstName, lastName: input.lastName, isMentor: true }, select: { id: true } });
      const profile = await t.mentorProfile.create({
        data: {
          userId: user.id, name: `${input.firstName} ${input.lastName}`, specialty: input.specialty, bio: input.bio, country: input.country, experience: input.experience,
          isFreeTier: input.isFreeTier, isPaidTier: input.isPaidTier, monthlyRate: input.isPaidTier ? input.monthlyRate : 0, yearlyRate: input.isPaidTier ? input.yearlyRate : 0,
          isActive: input.isActive, imageUrl: input.imageUrl || null,
        },
        select: { id: true },
      });
      await enqueueEmail(t, {
        to: email,
        subject: "Your LeadOne mentor account",
        body: [
          `Hi ${input.firstName},`,
          "",
          "An administrator created a LeadOne mentor account for you.",
          `Sign in at ${baseUrl.replace(/\/+$/, "")}/login with ${email} and the temporary password your administrator gives you,`,
          "then change your password under My Profile.",
        ].join("\n"),
      });
      const { bio: _bio, ...rest } = input;
      await audit(t, actor.id, { action: "mentor.create", targetType: "mentor", targetId: profile.id, details: { ...rest, email, imageUrl: input.imageUrl ?? null } });
      return { mentorId: profile.id, userId: user.id, temporaryPassword };
    });
    await addSampleVideos(db, storage, created.mentorId); // a new mentor starts with the two samples
    return created;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError({ code: "CONFLICT", message: "An account with this email already exists" });
    throw error;
  }
}

export async function updateMentor(db: Db, actor: Actor, input: UpdateMentorInput) {
  return db.$transaction(async (t) => {
    const current = await t.mentorProfile.findUnique({ where: { id: input.mentorId }, include: { user: { select: { isMentor: true } } } });
    if (!current) throw notFound("Mentor");
    const { mentorId, ...changes } = input;
    const next = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) } as typeof current;
    checkTiers(next);
    if (input.adminStatus === "approved" && !current.user.isMentor) throw new AppError({ code: "BAD_REQUEST", message: "Grant the mentor role before approving this profile" });
    const data: Prisma.MentorProfileUpdateInput = {};
    const changed: Record<string, { from: unknown; to: unknown }> = {};
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) continue;
      const normalised = key === "imageUrl" ? value || null : value;
      const before = current[key as keyof typeof current];
      if (before === normalised) continue;
      (data as Record<string, unknown>)[key] = normalised;
      changed[key] = key === "bio" ? { from: "(text)", to: "(text)" } : { from: before as unknown, to: normalised };
    }
    if (Object.keys(data).length === 0) return { success: true as const, changed: [] as string[] };
    await t.mentorProfile.update({ where: { id: mentorId }, data });
    const action = changed.adminStatus ? (input.adminStatus === "blocked" ? "mentor.block" : "mentor.approve") : "mentor.update";
    await audit(t, actor.id, { action, targetType: "mentor", targetId: mentorId, details: changed as Prisma.InputJsonValue });
    return { success: true as const, changed: Object.keys(changed) };
  });
}

// ───────────────────────────── payments ─────────────────────────────

const dayStart = (day: string) => new Date(`${day}T00:00:00.000Z`);
const nextDay = (day: string) => new Date(dayStart(day).getTime() + 24 * 3600_000);

/** Payments newest first, keyset-paged (see keyset.ts); the user filter is served by the User trigram index. */
export async function listPayments(db: Db, input: { status: "all" | PaymentStatus; kind: "all" | PaymentKind; from?: string | undefined; to?: string | undefined; user?: string | undefined; page: number; pageSize: number; cursor?: string | undefined }) {
  const filters = { status: input.status, kind: input.kind, from: input.from ?? "", to: input.to ?? "", user: input.user ?? "" };
  const and: Sql[] = [];
  if (input.status !== "all") and.push(sql`p.status = CAST(${input.status}::text AS "PaymentStatus")`);
  if (input.kind !== "all") and.push(sql`p.kind = CAST(${input.kind}::text AS "PaymentKind")`);
  if (input.from) and.push(sql`p."createdAt" >= ${dayStart(input.from).toISOString()}::timestamp(3)`);
  if (input.to) and.push(sql`p."createdAt" < ${nextDay(input.to).toISOString()}::timestamp(3)`);
  if (input.user) {
    // The user's email, first or last name holds it; the combined column (which also holds the
    // username) is what the index serves, the three columns decide.
    const pattern = containsPattern(input.user);
    and.push(sql`p."userId" IN (SELECT u.id FROM "User" u WHERE (u.email || E'\\x1f' || coalesce(u.username, '') || E'\\x1f' || u."firstName" || E'\\x1f' || u."lastName") ILIKE ${pattern}
      AND (u.email ILIKE ${pattern} OR u."firstName" ILIKE ${pattern} OR u."lastName" ILIKE ${pattern}))`);
  }
  const after = input.cursor ? decodeCursor("admin.payments", filters, input.cursor) : null;
  const where = whereOf(and);
  const [ids, counted] = await Promise.all([
    db.$queryRaw<Array<{ id: string }>>(sql`
      SELECT p.id FROM "Payment" p WHERE ${whereOf([...and, ...(after ? [sql`(p."createdAt", p.id) < (${after.createdAt.toISOString()}::timestamp(3), ${after.id})`] : [])])}
       ORDER BY p."createdAt" DESC, p.id DESC LIMIT ${input.pageSize + 1} OFFSET ${after ? 0 : (input.page - 1) * input.pageSize}`),
    db.$queryRaw<Array<{ n: number; amount: number }>>(sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::float8 AS amount FROM (SELECT p.amount FROM "Payment" p WHERE ${where} LIMIT ${COUNT_CAP + 1}) s`),
  ]);
  const pageIds = ids.slice(0, input.pageSize).map((r) => r.id);
  const rows = await db.payment.findMany({
    where: { id: { in: pageIds } },
    select: {
      id: true, kind: true, description: true, amount: true, currency: true, status: true, failureCode: true, createdAt: true, refundedAt: true,
      user: { select: { id: true, email: true, firstName: true, lastName: true } },
      invoice: { select: { id: true, number: true, status: true } },
      mentorEarning: { select: { platformFee: true, net: true, reversedAt: true, mentor: { select: { name: true } } } },
      referralRewards: { select: { kind: true, amount: true } },
    },
  });
  const items = inOrder(rows, pageIds);
  const last = items.at(-1);
  const n = counted[0]?.n ?? 0;
  return {
    items,
    total: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
    totalAmount: n > COUNT_CAP ? null : Math.round(counted[0]?.amount ?? 0),
    nextCursor: ids.length > input.pageSize && last ? encodeCursor("admin.payments", filters, last) : null,
    page: input.page,
    pageSize: input.pageSize,
  };
}

export async function listPendingCharges(db: Db, input: { status: "all" | OverageChargeStatus; page: number; pageSize: number }) {
  const where: Prisma.OverageChargeWhereInput = input.status !== "all" ? { status: input.status } : {};
  const [items, total] = await Promise.all([
    db.overageCharge.findMany({ where, orderBy: { createdAt: "desc" }, skip: (input.page - 1) * input.pageSize, take: input.pageSize, include: { user: { select: { id: true, email: true } } } }),
    db.overageCharge.count({ where }),
  ]);
  return { items, total, page: input.page, pageSize: input.pageSize };
}

/** What the payment processor must do for a refund (the billing work's provider implements it). */
export interface RefundProcessor {
  refund(input: { paymentId: string; providerRef: string | null; amount: number; idempotencyKey: string }): Promise<{ refundRef: string | null }>;
}

/**
 * Refunds a succeeded payment in full: the processor first (idempotency key per payment, so a retry
 * never refunds twice there), then ONE transaction marks the payment and its invoice refunded,
 * reverses the mentor's earning and the referral reward, and writes the audit row. Twice → 409.
 */
export async function refundPayment(db: Db, actor: Actor, input: { paymentId: string }, processor: RefundProcessor) {
  const payment = await db.payment.findUnique({ where: { id: input.paymentId } });
  if (!payment) throw notFound("Payment");
  if (payment.status === "refunded") throw new AppError({ code: "CONFLICT", message: "This payment has already been refunded" });
  if (payment.status !== "succeeded") throw new AppError({ code: "BAD_REQUEST", message: "Only a succeeded payment can be refunded" });
  const { refundRef } = await processor.refund({ paymentId: payment.id, providerRef: payment.providerRef, amount: payment.amount, idempotencyKey: `refund:${payment.id}` });
  return db.$transaction(async (t) => {
    const now = new Date();
    const claimed = await t.payment.updateMany({ where: { id: payment.id, status: "succeeded" }, data: { status: "refunded", refundedAt: now } });
    if (claimed.count !== 1) throw new AppError({ code: "CONFLICT", message: "This payment has already been refunded" });
    await t.invoice.updateMany({ where: { paymentId: payment.id }, data: { status: "refunded" } });
    const earning = await t.mentorEarning.updateMany({ where: { paymentId: payment.id, reversedAt: null }, data: { reversedAt: now } });
    await reverseReferralReward(t, payment.id);
    // A refunded mentorship payment ends what it paid for: the mentorship is cancelled.
    const mentorship = payment.mentorshipId
      ? await t.mentorship.updateMany({ where: { id: payment.mentorshipId, status: "active" }, data: { status: "cancelled" } })
      : { count: 0 };
    await audit(t, actor.id, {
      action: "payment.refund",
      targetType: "payment",
      targetId: payment.id,
      details: { amount: payment.amount, kind: payment.kind, userId: payment.userId, processorRef: refundRef, earningReversed: earning.count === 1, mentorshipCancelled: mentorship.count === 1 },
    });
    return { success: true as const, refundedAt: now };
  });
}

export async function listOutbox(db: Db, input: { status: "all" | OutboxStatus; page: number; pageSize: number }) {
  const where = input.status !== "all" ? { status: input.status } : {};
  const [items, total] = await Promise.all([
    db.outboxEmail.findMany({ where, orderBy: { createdAt: "desc" }, skip: (input.page - 1) * input.pageSize, take: input.pageSize }),
    db.outboxEmail.count({ where }),
  ]);
  return { items, total, page: input.page, pageSize: input.pageSize };
}

// ───────────────────────────── settings ─────────────────────────────

export async function updateSettings(db: Db, actor: Actor, settings: Settings) {
  return db.$transaction(async (t) => {
    const before = await getSettings(t);
    const saved = await saveSettings(t, settings);
    await audit(t, actor.id, { action: "settings.update", targetType: "settings", targetId: "settings", details: { before, after: saved } as unknown as Prisma.InputJsonValue });
    return saved;
  });
}

// ───────────────────────────── admins ─────────────────────────────

export async function listAdmins(db: Db) {
  return db.user.findMany({
    where: { isAdmin: true },
    orderBy: [{ isMainAdmin: "desc" }, { createdAt: "asc" }],
    select: { id: true, email: true, firstName: true, lastName: true, isMainAdmin: true, suspended: true, createdAt: true },
  });
}

/** Main admin only. Nobody removes the main admin's rights, the main admin included (400). */
export async function setAdmin(db: Db, actor: Actor, input: { userId: string; isAdmin: boolean }) {
  return db.$transaction(async (t) => {
    const user = await loadTarget(t, input.userId);
    if (!input.isAdmin && user.id === actor.id) throw new AppError({ code: "BAD_REQUEST", message: "You cannot remove your own admin rights" });
    if (!input.isAdmin && user.isMainAdmin) throw new AppError({ code: "BAD_REQUEST", message: "The main admin's rights cannot be removed" });
    if (user.isAdmin === input.isAdmin) throw new AppError({ code: "CONFLICT", message: input.isAdmin ? "This user is already an admin" : "This user is not an admin" });
    await t.user.update({ where: { id: user.id }, data: { isAdmin: input.isAdmin } });
    await audit(t, actor.id, { action: input.isAdmin ? "admin.grant" : "admin.revoke", targetType: "user", targetId: user.id, details: { email: user.email } });
    return { success: true as const };
  });
}
