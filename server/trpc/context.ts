// The per-request context every procedure receives: the database, configuration, providers, the
// signed-in user (from the session cookie) and the raw request/reply for cookies.
import type { FastifyReply, FastifyRequest } from "fastify";
import type pg from "pg";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import type { Services } from "../services.js";
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

export function contextFactory({ pool, ...deps }: { db: Db; pool: pg.Pool; config: Config; services: Services }) {
  return async function createContext({ req, res }: { req: FastifyRequest; res: FastifyReply }): Promise<Context> {
    const session = await loadSession(pool, deps.config, req);
    return { ...deps, req, reply: res, user: session?.user ?? null, sessionId: session?.id ?? null };
  };
}
