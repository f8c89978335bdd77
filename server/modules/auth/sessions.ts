// Server-side sessions. The cookie carries a random token; the database keeps only its SHA-256, so a
// leaked table yields no usable session. Sessions expire when idle and at an absolute age, are
// replaced at sign-in (no fixation) and deleted at sign-out or when an admin suspends the user.
import { createHash, randomBytes } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";

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
  suspensionReason: string | null;
  suspensionNote: string | null;
  gracePeriodEnd: Date | null;
  mentorProfile: { id: string; imageUrl: string | null } | null;
}

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

function readToken(req: FastifyRequest): string | null {
  const token = req.cookies?.[SESSION_COOKIE];
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : null;
}

export async function loadSession(db: Db, config: Config, req: FastifyRequest): Promise<{ id: string; user: SessionUser } | null> {
  const token = readToken(req);
  if (!token) return null;
  const id = hash(token);
  const session = await db.session.findUnique({ where: { id }, include: { user: { select: sessionUserSelect } } });
  if (!session) return null;
  const now = Date.now();
  const idleLimit = session.lastSeenAt.getTime() + config.SESSION_IDLE_MINUTES * 60_000;
  if (session.expiresAt.getTime() <= now || idleLimit <= now) {
    await db.session.deleteMany({ where: { id } });
    return null;
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.session.updateMany({ where: { id }, data: { lastSeenAt: new Date(now) } });
  }
  return { id, user: session.user };
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
export async function endAllSessions(db: Db, userId: string) {
  await db.session.deleteMany({ where: { userId } });
}

/** Housekeeping: drop sessions past their absolute expiry. */
export async function purgeExpiredSessions(db: Db) {
  await db.session.deleteMany({ where: { expiresAt: { lt: new Date() } } });
}
