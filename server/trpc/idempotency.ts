// Idempotency-Key on every call that moves money (Stripe / IETF draft "The Idempotency-Key HTTP Header
// Field"). A procedure opts in with `meta: { money: true }`; the tRPC middleware below then, when the
// request carries an `Idempotency-Key` header:
//   - keeps (user, key) → fingerprint (procedure + canonical input hash) and the first response, 24 h;
//   - the same key again replays that response (same status and body, `Idempotent-Replayed: true`);
//   - the same key with another procedure or input answers 422;
//   - a duplicate arriving while the first is still running waits a little, then answers 409.
// Validation failures and unexpected (5xx) errors are not kept, so a corrected retry can reuse the key.
// Without the header the call runs as before (the charge layer's own protections still apply).
// REST routes run through the same procedures, so /api gets this too. Expired keys are pruned by a job.
import { createHash } from "node:crypto";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import superjson from "superjson";
import { ZodError } from "zod";
import type { Db } from "../db/client.js";
import { AppError, type AppErrorCode, type AppErrorDetails } from "../lib/errors.js";
import { appErrorOf } from "../lib/error-map.js";

export const IDEMPOTENCY_HEADER = "idempotency-key";
const TTL_MS = 24 * 60 * 60_000;
/** An in-progress row older than this is taken to be abandoned (its process died): the key is reused. */
const ABANDONED_MS = 5 * 60_000;
const WAIT_MS = 3_000;
const POLL_MS = 50;

// Kept as JSON text (not a jsonb object, which would reorder keys): the replay is byte-identical.
// An error keeps its domain error too (code and details: what the error formatter and the REST adapter
// turn into `appCode`, `reason` and the REST `code`), so the replay answers the whole first body.
type StoredError = { code: TRPCError["code"]; message: string; app?: { code: AppErrorCode; message: string; details?: AppErrorDetails } };
type Stored = { ok: true; data: ReturnType<typeof superjson.serialize> } | { ok: false; error: StoredError };

function storedError(error: TRPCError): StoredError {
  const app = appErrorOf(error);
  return { code: error.code, message: error.message, ...(app ? { app: { code: app.code, message: app.message, ...(app.details ? { details: app.details } : {}) } } : {}) };
}

/** JSON with object keys sorted at every level, so equal inputs hash equally. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) => {
    if (v && typeof v === "object" && !Array.isArray(v) && !(v instanceof Date)) {
      return Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    }
    return v;
  }) ?? "null";
}

export function fingerprint(procedure: string, input: unknown): string {
  return createHash("sha256").update(procedure).update("\n").update(canonicalJson(input ?? null)).digest("hex");
}

/** The header's value, or null without one; 400 when it is not a sensible key. */
export function readIdempotencyKey(headers: Record<string, string | string[] | undefined>): string | null {
  const raw = headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  // The draft sends it as a structured-field string ("…"); plain tokens (Stripe's style) work too.
  const key = value?.trim().replace(/^"(.*)"$/, "$1") ?? "";
  if (!/^[\x21-\x7E]{1,255}$/.test(key)) throw new TRPCError({ code: "BAD_REQUEST", message: "Idempotency-Key must be 1 to 255 visible ASCII characters" });
  return key;
}

type Result = { ok: true; data: unknown } | { ok: false; error: TRPCError };

function replay(text: string, markReplayed: () => void): Result {
  markReplayed();
  const stored = JSON.parse(text) as Stored;
  if (stored.ok) return { ok: true, data: superjson.deserialize(stored.data) };
  const { code, message, app } = stored.error;
  return { ok: false, error: new TRPCError({ code, message, ...(app ? { cause: new AppError(app) } : {}) }) };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Runs `run` at most once per (user, key). Returns the first response for a repeat; throws 422 for a
 * key reused with another request and 409 while the first is still in progress.
 */
export async function withIdempotency(
  db: Db,
  opts: { userId: string; key: string; fingerprint: string; markReplayed: () => void; now?: () => Date },
  run: () => Promise<Result>,
): Promise<Result> {
  const now = opts.now ?? (() => new Date());
  const where = { userId_key: { userId: opts.userId, key: opts.key } };
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const t = now();
    const inserted = await db.idempotencyKey.createMany({
      data: [{ userId: opts.userId, key: opts.key, fingerprint: opts.fingerprint, status: "in_progress", createdAt: t, expiresAt: new Date(t.getTime() + TTL_MS) }],
      skipDuplicates: true,
    });
    if (inserted.count === 1) break;
    const existing = await db.idempotencyKey.findUnique({ where });
    if (!existing) continue; // removed in between: try again
    const expired = existing.expiresAt <= t;
    const abandoned = existing.status === "in_progress" && t.getTime() - existing.createdAt.getTime() > ABANDONED_MS;
    if (expired || abandoned) {
      await db.idempotencyKey.deleteMany({ where: { id: existing.id, createdAt: existing.createdAt } });
      continue;
    }
    if (existing.fingerprint !== opts.fingerprint) {
      throw new TRPCError({ code: "UNPROCESSABLE_CONTENT", message: "This Idempotency-Key was already used for a different request." });
    }
    if (existing.status === "completed" && typeof existing.response === "string") return replay(existing.response as string, opts.markReplayed);
    if (Date.now() >= deadline) throw new TRPCError({ code: "CONFLICT", message: "This request is already being processed. Please wait a moment." });
    await sleep(POLL_MS);
  }

  let result: Result;
  try {
    result = await run();
  } catch (e) {
    await db.idempotencyKey.deleteMany({ where: { userId: opts.userId, key: opts.key, status: "in_progress" } }).catch(() => undefined);
    throw e;
  }
  const keep = result.ok || (getHTTPStatusCodeFromError(result.error) < 500 && !(result.error.cause instanceof ZodError));
  if (!keep) {
    await db.idempotencyKey.deleteMany({ where: { userId: opts.userId, key: opts.key, status: "in_progress" } });
    return result;
  }
  const stored: Stored = result.ok ? { ok: true, data: superjson.serialize(result.data) } : { ok: false, error: storedError(result.error) };
  await db.idempotencyKey.updateMany({
    where: { userId: opts.userId, key: opts.key, status: "in_progress" },
    data: { status: "completed", response: JSON.stringify(stored) },
  });
  return result;
}

/** The job: forget keys older than their 24 h. */
export async function pruneIdempotencyKeys(db: Db, now = new Date()) {
  const { count } = await db.idempotencyKey.deleteMany({ where: { expiresAt: { lte: now } } });
  return { pruned: count };
}
