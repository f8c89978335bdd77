// The per-request context every procedure receives: the database, configuration, providers, the
// signed-in user and the raw request/reply for cookies. The user comes from an API key
// (`Authorization: Bearer lo_…`) when the request carries one, otherwise from the session cookie.
//
// `resolveUser` is the ONE place a request's credential becomes a user: every tRPC call, REST route,
// upload and video route builds its context here. Add any new credential to it, so the
// admin-suspension check in `createContext` (read from the database on every request — on the embedded
// database possibly from a cache that any write empties, server/db/write-epoch.ts — so immediate on
// every instance) covers it too.
import type { FastifyReply, FastifyRequest } from "fastify";
import type pg from "pg";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import type { Services } from "../services.js";
import { assertNotSuspendedByAdmin } from "../lib/errors.js";
import { loadSession, type SessionUser } from "../modules/auth/sessions.js";
import { bearerKey, resolveApiKey } from "../modules/auth/api-keys/service.js";
import { primeUsageSnapshot, USAGE_POLLS, usageSessionRider } from "../modules/usage/service.js";

export interface Context {
  db: Db;
  /** The pool under Prisma, for the hot read paths only (the session join, the 30 s polls). */
  pool: pg.Pool;
  config: Config;
  services: Services;
  req: FastifyRequest;
  reply: FastifyReply;
  user: SessionUser | null;
  sessionId: string | null;
  /** The API key the request authenticated with (null for cookie sessions and anonymous calls). */
  apiKeyId: string | null;
}

type Deps = { db: Db; pool: pg.Pool; config: Config; services: Services };

/** The user behind this request's credential, or null when anonymous. */
export async function resolveUser({ db, pool, config }: Deps, req: FastifyRequest, procedures?: readonly string[]): Promise<{ user: SessionUser; sessionId: string | null; apiKeyId: string | null } | null> {
  const key = bearerKey(req.headers.authorization);
  if (key) {
    // A request that presents a key is judged by the key alone (no fall-back to a cookie).
    const resolved = await resolveApiKey(db, key);
    return resolved ? { user: resolved.user, sessionId: null, apiKeyId: resolved.keyId } : null;
  }
  // The 30 s polls' usage row rides along the session join (one round trip for the batch).
  const polls = procedures?.some((p) => USAGE_POLLS.has(p)) ? usageSessionRider : undefined;
  const session = await loadSession(pool, config, req, polls);
  if (!session) return null;
  if (polls) primeUsageSnapshot(req, session.user.id, session.rider);
  return { user: session.user, sessionId: session.id, apiKeyId: null };
}

export function contextFactory(deps: Deps) {
  const shared = deps;
  /** `procedures`: what a tRPC request calls (its batch), so reads they need can join the session's. */
  return async function createContext({ req, res, procedures }: { req: FastifyRequest; res: FastifyReply; procedures?: readonly string[] }): Promise<Context> {
    const resolved = await resolveUser(deps, req, procedures);
    // An admin's suspension refuses every call of that user, whatever the credential (403 + reason).
    if (resolved) assertNotSuspendedByAdmin(resolved.user);
    return { ...shared, req, reply: res, user: resolved?.user ?? null, sessionId: resolved?.sessionId ?? null, apiKeyId: resolved?.apiKeyId ?? null };
  };
}
