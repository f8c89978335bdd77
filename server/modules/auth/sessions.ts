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
import { hotQuery } from "../../db/hot-query.js";
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
export async function loadSession(pool: pg.Pool, config: Config, req: FastifyRequest, rider?: SessionRider): Promise<{ id: string; user: SessionUser; rider: unknown } | null> {
  const token = readToken(req);
  if (!token) return null;
  const id = hash(token);
  // On PostgreSQL it is read every time, as a prepared statement (server/db/hot-query.ts). On the
  // embedded database the row may come from memory while nothing at all was written since it was read
  // (server/db/write-epoch.ts).
  const sql = rider ? SESSION_USER_SQL.replace(RIDER_SLOT, `, ${rider.sql} AS rider`) : SESSION_USER_SQL;
  const name = rider ? `leadone_session_${rider.key}` : "leadone_session";
  const row = await cachedRead(pool, rider ? `session:${id}+${rider.key}` : `session:${id}`, async () => (await hotQuery<SessionRow>(pool, name, sql, [id])).rows[0] ?? null);
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
    rider: row.rider ?? null,
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
// The aliases (ses, usr, mp) are unusual so a rider's subquery can use its own short ones.
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`;
const RIDER_SLOT = "/* rider */";
const SESSION_USER_SQL = `
  SELECT ${ms('ses."expiresAt"')} AS "expiresAt", ${ms('ses."lastSeenAt"')} AS "lastSeenAt",
         usr.id, usr.email, usr."firstName", usr."lastName", usr.username, usr."isAdmin", usr."isMainAdmin", usr."isMentor",
         usr.suspended, usr."suspensionReason", usr."suspensionNote", ${ms('usr."gracePeriodEnd"')} AS "gracePeriodEnd",
         mp.id AS "mentorProfileId", mp."imageUrl" AS "mentorImageUrl" ${RIDER_SLOT}
    FROM "Session" ses
    JOIN "User" usr ON usr.id = ses."userId"
    LEFT JOIN "MentorProfile" mp ON mp."userId" = usr.id
   WHERE ses.id = $1`;

/**
 * A read that rides along the session join: one more column, a SQL expression over the signed-in user
 * row `usr` (a scalar subquery, typically `row_to_json`), so a request that needs it makes one round
 * trip instead of two. `key` names it in the embedded database's read cache.
 */
export interface SessionRider {
  key: string;
  sql: string;
}

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
  rider?: unknown;
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
