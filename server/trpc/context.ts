// The per-request context every procedure receives: the database, configuration, providers, the
// signed-in user and the raw request/reply for cookies. The user comes from an API key
// (`Authorization: Bearer lo_…`) when the request carries one, otherwise from the session cookie.
import type { FastifyReply, FastifyRequest } from "fastify";
import type pg from "pg";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import type { Services } from "../services.js";
import { loadSession, type SessionUser } from "../modules/auth/sessions.js";
import { bearerKey, resolveApiKey } from "../modules/auth/api-keys/service.js";

export interface Context {
  db: Db;
  config: Config;
  services: Services;
  req: FastifyRequest;
  reply: FastifyReply;
  user: SessionUser | null;
  sessionId: string | null;
  /** The API key the request authenticated with (null for cookie sessions and anonymous calls). */
  apiKeyId: string | null;
}

/** An admin suspension stops every credential at once. */
const isBlocked = (user: SessionUser) => user.suspended && user.suspensionReason === "admin";

export function contextFactory({ pool, ...deps }: { db: Db; pool: pg.Pool; config: Config; services: Services }) {
  return async function createContext({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> {
    const base = { ...deps, req, reply: res, user: null, sessionId: null, apiKeyId: null };
    const key = bearerKey(req.headers.authorization);
    if (key) {
      // A request that presents a key is judged by the key alone (no fall-back to a cookie).
      const resolved = await resolveApiKey(deps.db, key);
      if (!resolved || isBlocked(resolved.user)) return base;
      return { ...base, user: resolved.user, apiKeyId: resolved.keyId };
    }
    const session = await loadSession(pool, deps.config, req);
    return { ...base, user: session?.user ?? null, sessionId: session?.id ?? null };
  };
}
