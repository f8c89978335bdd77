// Server-side sessions. The cookie carries a random token; the database keeps only its SHA-256, so a
// leaked table yields no usable session. Sessions expire when idle and at an absolute age, are
// replaced at sign-in (no fixation) and deleted at sign-out or when an admin suspends the user.
import type { Tx } from "../../db/transaction.js";
import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type pg from "pg";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { cachedRead } from "../../db/write-epoch.js";
import type { SuspensionReason } from "../../../shared/schemas/statuses.js";

export const SESSION_COOKIE = "leadone_session";
/** Refresh lastSeenAt at most this often, so reads don't become writes on every request. */
const TOUCH_EVERY_MS = 60_000;

export const sessionUserSelect = {
  id: true,
  email: true,
  firstName: true,
  lastName: true,
  username: true,
  isAdmin: true,
  isMainAdmin: true,
  isMentor: true,
  suspended: true,
  suspensionReason: true,
  suspensionNote: true,
  gracePeriodEnd: true,
  mentorProfile: { select: { id: true, imageUrl: true } },
} as const;

export interface SessionUser {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  isAdmin: boolean;
  isMainAdmin: boolean;
  isMentor: boolean;
  suspended: boolean;
  suspensionReason: SuspensionReason | null;
  suspensionNote: string | null;
  gracePeriodEnd: Date | null;
  mentorProfile: { id: string; imageUrl: string | null } | null;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

function readToken(req: FastifyRequest): string | null {
  const token = req.cookies?.[SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

/**
 * The signed-in user behind the request's cookie: ONE query (session → user → mentor profile) on the
 * pool under Prisma, run on every signed-in call, so it skips the ORM. A sign-out, a suspension
 * (which deletes the sessions) or an expiry is seen by the very next request on every instance: on
 * PostgreSQL nothing is cached; on the embedded database a cached row dies with any write.
 */
export async function loadSession(pool: pg.Pool, config: Config, req: FastifyRequest): Promise<{ id: string; user: SessionUser } | null> {
  const token = readToken(req);
  if (!token) return null;
  const id = hash(token);
  // Unnamed statement: named ones collide on PGlite's single session and behind transaction poolers.
  // On the embedded database the row may come from memory while nothing at all was written since it
  // was read (server/db/write-epoch.ts); on PostgreSQL it is read every time.
  const row = await cachedRead(pool, `session:${id}`, async () => (await pool.query<SessionRow>(SESSION_USER_SQL, [id])).rows[0] ?? null);
  if (!row) return null;
  const now = Date.now();
  const lastSeen = row.lastSeenAt;
  const idleLimit = lastSeen + config.SESSION_IDLE_MINUTES * 60_000;
  if (row.expiresAt <= now || idleLimit <= now) {
    await pool.query(`DELETE FROM "Session" WHERE id = $1`, [id]);
    return null;
  }
  if (now - lastSeen > TOUCH_EVERY_MS) {
    await pool.query(`UPDATE "Session" SET "lastSeenAt" = to_timestamp($2::float8 / 1000) AT TIME ZONE 'UTC' WHERE id = $1`, [id, now]);
  }
  return {
    id,
    user: {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      username: row.username,
      isAdmin: row.isAdmin,
      isMainAdmin: row.isMainAdmin,
      isMentor: row.isMentor,
      suspended: row.suspended,
      suspensionReason: row.suspensionReason,
      suspensionNote: row.suspensionNote,
      gracePeriodEnd: row.gracePeriodEnd ? new Date(row.gracePeriodEnd) : null,
      mentorProfile: row.mentorProfileId ? { id: row.mentorProfileId, imageUrl: row.mentorImageUrl } : null,
    },
  };
}

// Columns of sessionUserSelect, read in one join. Timestamps (stored as UTC without a zone, as Prisma
// writes them) come back as epoch milliseconds, so the process time zone never matters.
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
const SESSION_USER_SQL = `
  SELECT ${ms('s."expiresAt"')} AS "expiresAt", ${ms('s."lastSeenAt"')} AS "lastSeenAt",
         u.id, u.email, u."firstName", u."lastName", u.username, u."isAdmin", u."isMainAdmin", u."isMentor",
         u.suspended, u."suspensionReason", u."suspensionNote", ${ms('u."gracePeriodEnd"')} AS "gracePeriodEnd",
         m.id AS "mentorProfileId", m."imageUrl" AS "mentorImageUrl"
    FROM "Session" s
    JOIN "User" u ON u.id = s."userId"
    LEFT JOIN "MentorProfile" m ON m."userId" = u.id
   WHERE s.id = $1`;

interface SessionRow {
  expiresAt: number;
  lastSeenAt: number;
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  username: string | null;
  isAdmin: boolean;
  isMainAdmin: boolean;
  isMentor: boolean;
  suspended: boolean;
  suspensionReason: SuspensionReason | null;
  suspensionNote: string | null;
  gracePeriodEnd: number | null;
  mentorProfileId: string | null;
  mentorImageUrl: string | null;
}

function cookieOptions(config: Config, req: FastifyRequest) {
  return {
    path: "/",
    httpOnly: true,
    sameSite: "lax" as const,
    // Secure whenever the request came over HTTPS (directly or, with TRUST_PROXY, behind a proxy).
    secure: req.protocol === "https",
    maxAge: config.SESSION_MAX_DAYS * 24 * 3600,
  };
}

/** Starts a new session for `userId`, replacing the request's current one (id rotation at sign-in). */
export async function startSession(db: Db, config: Config, req: FastifyRequest, reply: FastifyReply, userId: string) {
  const previous = readToken(req);
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + config.SESSION_MAX_DAYS * 24 * 3600 * 1000);
  await db.$transaction([
    ...(previous ? [db.session.deleteMany({ where: { id: hash(previous) } })] : []),
    db.session.create({ data: { id: hash(token), userId, expiresAt } }),
  ]);
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config, req));
}

export async function endSession(db: Db, config: Config, req: FastifyRequest, reply: FastifyReply) {
  const token = readToken(req);
  if (token) await db.session.deleteMany({ where: { id: hash(token) } });
  reply.clearCookie(SESSION_COOKIE, { ...cookieOptions(config, req), maxAge: undefined });
}

/** Signs a user out everywhere at once (admin suspension, password change). */
export async function endAllSessions(db: Tx, userId: string) {
  await db.session.deleteMany({ where: { userId } });
}

/** Housekeeping: drop sessions past their absolute expiry. */
export async function purgeExpiredSessions(db: Db) {
  await db.session.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}
