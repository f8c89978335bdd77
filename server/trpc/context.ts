// The per-request context every procedure receives: the database, configuration, providers, the
// signed-in user and the raw request/reply for cookies.
//
// `resolveUser` is the ONE place a request's credential becomes a user: every tRPC call, REST route,
// upload and video route builds its context here. Add any new credential (API keys: Bearer) to it, so
// the admin-suspension check below, which reads the database on every request (immediate on every
// instance), covers it too.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import type { Services } from "../services.js";
import { assertNotSuspendedByAdmin } from "../lib/errors.js";
import { loadSession, type SessionUser } from "../modules/auth/sessions.js";

export interface Context {
  db: Db;
  config: Config;
  services: Services;
  req: FastifyRequest;
  reply: FastifyReply;
  user: SessionUser | null;
  sessionId: string | null;
}

type Deps = { db: Db; config: Config; services: Services };

/** The user behind this request's credential (session cookie today), or null when anonymous. */
export async function resolveUser(deps: Deps, req: FastifyRequest): Promise<{ user: SessionUser; sessionId: string | null } | null> {
  const session = await loadSession(deps.db, deps.config, req);
  return session ? { user: session.user, sessionId: session.id } : null;
}

export function contextFactory(deps: Deps) {
  return async function createContext({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> {
    const resolved = await resolveUser(deps, req);
    // An admin's suspension refuses every call of that user, whatever the credential (403 + reason).
    if (resolved) assertNotSuspendedByAdmin(resolved.user);
    return { ...deps, req, reply: res, user: resolved?.user ?? null, sessionId: resolved?.sessionId ?? null };
  };
}
