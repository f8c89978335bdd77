// Test harness: a real LeadOne server on a real, fresh database per test file — an in-memory PGlite
// by default, or a new database on the PostgreSQL at TEST_DATABASE_URL (dropped afterwards).
import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import type { AnyTRPCProcedure, inferProcedureInput, inferProcedureOutput } from "@trpc/server";
import { buildApp, type LeadOneApp } from "../../server/app.js";
import type { AppRouter } from "../../server/trpc/router.js";
import { loadConfig, type Config } from "../../server/config.js";
import { openDatabase, type Database } from "../../server/db/client.js";

export interface TestApp extends LeadOneApp {
  /** Everything the server logged so far (JSON lines). */
  logs(): string;
  /** The connection string of this file's database (for dumps). */
  connectionString: string;
}

export async function freshPostgres(baseUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `leadone_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export const usingPostgres = () => Boolean(process.env.TEST_DATABASE_URL);

export async function startTestApp(options: { seed?: boolean; env?: Record<string, string>; config?: Partial<Config>; db?: { poolSize?: number; preparedStatements?: boolean } } = {}): Promise<TestApp> {
  const pgDb = process.env.TEST_DATABASE_URL ? await freshPostgres(process.env.TEST_DATABASE_URL) : null;
  const dataDir = path.join(os.tmpdir(), `leadone-test-${process.pid}-${randomBytes(4).toString("hex")}`);
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "info", JOBS: "false", SEED: "false", ...options.env },
    { dataDir, sessionSecret: "test-secret-".padEnd(48, "x"), demoMode: true, ...options.config },
  );
  const database: Database = await openDatabase({ databaseUrl: pgDb?.url, dataDir: "memory", poolSize: 4, ...options.db });
  const logStream = new PassThrough();
  let logText = "";
  logStream.on("data", (chunk: Buffer) => (logText += chunk.toString("utf8")));
  const leadone = await buildApp(config, { database, logStream, seed: options.seed ?? false });
  await leadone.app.ready();
  return {
    ...leadone,
    connectionString: database.connectionString,
    logs: () => logText,
    async close() {
      await leadone.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}

type TestAppOptions = Parameters<typeof startTestApp>[0];

/**
 * The usual file setup: one app for the whole file, started before its tests (`use` receives it)
 * and closed after them. A seeded catalogue takes a while on a loaded machine, hence the timeout.
 */
export function useTestApp(use: (t: TestApp) => void, options: TestAppOptions = {}, timeoutMs = 120_000) {
  let started: TestApp | undefined;
  beforeAll(async () => {
    started = await startTestApp(options);
    use(started);
  }, timeoutMs);
  afterAll(async () => started?.close());
}

/** Puts a user on Premium for the next 30 days (no payment: a fixture for Premium-only features). */
export async function grantPremium(t: TestApp, userId: string) {
  const now = new Date();
  await t.db.subscription.upsert({
    where: { userId },
    create: { userId, plan: "premium", currentPeriodStart: now, currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000) },
    update: { plan: "premium" },
  });
}

// ───────────── HTTP helpers (through the real server via inject) ─────────────

export interface Reply<T = any> {
  status: number;
  body: T;
  cookie?: string;
  headers: Record<string, unknown>;
}

export async function call<T = any>(t: TestApp, method: string, url: string, body?: unknown, cookie?: string): Promise<Reply<T>> {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    headers: { ...(cookie ? { cookie } : {}), ...(body !== undefined ? { "content-type": "application/json" } : {}) },
    payload: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const setCookie = res.cookies.find((c) => c.name === "leadone_session");
  let parsed: unknown = res.body;
  try {
    parsed = res.body ? JSON.parse(res.body) : null;
  } catch {
    /* non-JSON body */
  }
  return { status: res.statusCode, body: parsed as T, cookie: setCookie ? `leadone_session=${setCookie.value}` : undefined, headers: res.headers };
}

let counter = 0;
export function uniqueEmail(prefix = "user") {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.test`;
}

/** Registers a new user and returns its session cookie and id. */
export async function signUp(t: TestApp, overrides: Record<string, unknown> = {}) {
  const input = { firstName: "Test", lastName: "User", email: uniqueEmail(), password: "correct horse battery", ...overrides };
  const res = await call(t, "POST", "/api/auth/register", input);
  if (res.status !== 200 || !res.cookie) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { cookie: res.cookie, id: res.body.id as string, email: input.email as string, password: input.password as string, user: res.body };
}

/** Makes an existing user an admin (and main admin), for permission tests. */
export async function promote(t: TestApp, userId: string, roles: { isAdmin?: boolean; isMainAdmin?: boolean; isMentor?: boolean }) {
  await t.db.user.update({ where: { id: userId }, data: roles });
}

// ───────────── tRPC calls, typed by procedure path ─────────────

type Rec = AppRouter["_def"]["record"];
type Entries<R, P extends string = ""> = {
  [K in keyof R & string]: R[K] extends AnyTRPCProcedure ? { path: `${P}${K}`; proc: R[K] } : Entries<R[K], `${P}${K}.`>;
}[keyof R & string];
/** Every procedure of the app router, by its dotted path ("billing.subscribe"). */
export type ProcedurePath = Entries<Rec>["path"];
type ProcedureAt<P extends ProcedurePath> = Extract<Entries<Rec>, { path: P }>["proc"];
export type ProcedureInput<P extends ProcedurePath> = inferProcedureInput<ProcedureAt<P>>;
export type ProcedureOutput<P extends ProcedurePath> = inferProcedureOutput<ProcedureAt<P>>;
type ProcedureKind<P extends ProcedurePath> = ProcedureAt<P>["_def"]["type"];

/** What a failed call's body holds (the error formatter's shape). */
export interface TrpcErrorBody {
  message: string;
  code: number;
  data: { code: string; httpStatus: number; path?: string; issues?: Array<{ path: string; message: string }>; appCode?: string; reason?: string; requestId?: string };
}
/** The procedure's output on success; on failure the error fields (check `status` first). */
export type TrpcBody<O> = (O extends object ? O : { value?: O }) & Partial<TrpcErrorBody>;

/**
 * A tRPC call over HTTP exactly as the browser client makes it (superjson, the link's format), typed by
 * the router: the path must exist, the input must match the procedure's input type and the body is its
 * output type — so a contract change breaks the suite at compile time. For bad input on purpose, use trpcRaw.
 */
export async function trpc<P extends ProcedurePath>(
  t: TestApp,
  type: ProcedureKind<P>,
  pathName: P,
  input?: ProcedureInput<P>,
  cookie?: string,
): Promise<Reply<TrpcBody<ProcedureOutput<P>>>> {
  return trpcRaw(t, type, pathName, input, cookie);
}

/** Untyped on purpose: for tests that send wrong paths or malformed input (bad-input, security). */
export async function trpcRaw<T = any>(t: TestApp, type: "query" | "mutation", pathName: string, input?: unknown, cookie?: string): Promise<Reply<T>> {
  const { default: superjson } = await import("superjson");
  const serialized = input === undefined ? undefined : superjson.serialize(input);
  if (type === "query") {
    const qs = serialized ? `?input=${encodeURIComponent(JSON.stringify(serialized))}` : "";
    const res = await call(t, "GET", `/trpc/${pathName}${qs}`, undefined, cookie);
    return unwrapTrpc(res);
  }
  const res = await call(t, "POST", `/trpc/${pathName}`, serialized ?? {}, cookie);
  return unwrapTrpc(res);
}

async function unwrapTrpc(res: Reply): Promise<Reply> {
  const { default: superjson } = await import("superjson");
  const body = res.body as { result?: { data: any }; error?: { json?: any } };
  if (body?.result) return { ...res, body: superjson.deserialize(body.result.data) };
  if (body?.error) return { ...res, body: body.error.json ?? body.error };
  return res;
}
