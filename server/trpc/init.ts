// tRPC set-up: superjson, an error formatter that turns zod failures into one readable message, and
// the procedure builders that encode roles once (public, user, mentor, admin, main admin).
import { initTRPC, TRPCError } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import superjson from "superjson";
import { ZodError } from "zod";
import type { Context } from "./context.js";
import type { RestEdge } from "../rest/edges.js";
import { SOMETHING_WENT_WRONG } from "../lib/errors.js";
import { appErrorOf, mappingOf } from "../lib/error-map.js";
import { findNulByte, NUL_MESSAGE } from "../lib/input-guard.js";
import { fingerprint, readIdempotencyKey, withIdempotency } from "./idempotency.js";
import { moduleLimiters, type RateLimitMeta } from "../lib/rate-limit.js";

export interface RestMeta {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Fastify path, e.g. /api/usage/consent/:chargeId; path params join the input. */
  path: string;
  summary?: string;
  /** Where SPEC's REST shape differs from the procedure (money in dollars): server/rest/edges.ts. */
  edge?: RestEdge;
}
export interface Meta {
  rest?: RestMeta;
  /** The call moves money: an `Idempotency-Key` header makes it run at most once (server/trpc/idempotency.ts). */
  money?: boolean;
  /** A per-user rate limit of this procedure (declared here, applied by userProcedure, never in a router body). */
  rateLimit?: RateLimitMeta;
}

/** The first zod issue as a sentence; the full list travels in `issues`. */
export function zodMessage(error: ZodError): string {
  const first = error.issues[0];
  if (!first) return "Invalid input";
  if (first.code === "unrecognized_keys") return `Unknown field: ${first.keys.join(", ")}`;
  if (first.code === "invalid_type" && first.message.startsWith("Invalid input")) {
    const where = first.path.join(".") || "input";
    return `${where} is ${first.input === undefined ? "required" : `not a valid ${first.expected}`}`;
  }
  return first.message;
}

const t = initTRPC
  .context<Context>()
  .meta<Meta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error, ctx }) {
      const zod = error.cause instanceof ZodError ? error.cause : null;
      // A domain error (also one thrown while making the context, which tRPC wraps as a 500) answers
      // with the code and status of the error map.
      const app = appErrorOf(error);
      const mapped = app ? mappingOf(app) : null;
      const code = mapped?.trpc ?? shape.data.code;
      const httpStatus = mapped?.http ?? shape.data.httpStatus;
      // An unexpected error shows nothing of its cause: the detail is in the log under this request id.
      const unexpected = httpStatus >= 500;
      return {
        ...shape,
        code: mapped ? TRPC_ERROR_CODES_BY_KEY[mapped.trpc] : shape.code,
        message: unexpected ? SOMETHING_WENT_WRONG : zod ? zodMessage(zod) : app ? app.message : shape.message,
        data: {
          code,
          httpStatus,
          path: shape.data.path,
          issues: zod ? zod.issues.map((i) => ({ path: i.path.join("."), message: i.message })) : undefined,
          ...(mapped?.appCode ? { appCode: mapped.appCode, reason: app?.details?.reason ?? "" } : {}),
          ...(unexpected && ctx?.req ? { requestId: String(ctx.req.id) } : {}),
        },
      };
    },
  });

export const router = t.router;

const perUserLimiter = moduleLimiters();
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** A service's AppError as the TRPCError the error map names; other errors as they are. */
function transportError(error: TRPCError): TRPCError {
  const app = appErrorOf(error);
  if (!app) return error;
  const { trpc } = mappingOf(app);
  return error.cause === app && error.code === trpc ? error : new TRPCError({ code: trpc, message: app.message, cause: app });
}

/** Maps AppErrors in a middleware's result (so metrics, logs, idempotency and callers see their codes). */
function mapped<R extends { ok: boolean }>(result: R): R {
  if (result.ok) return result;
  const failed = result as R & { error: TRPCError };
  const error = transportError(failed.error);
  return error === failed.error ? result : { ...result, error };
}

// The checks every call makes are folded into as few middlewares as possible: each tRPC middleware
// level costs a copy of the call's options on every call, and the 30 s polls make three calls.

/** Every call's latency and outcome go to /metrics (the role checks below run inside it, so refusals
 * count), with its AppErrors mapped to their transport codes. */
const measured = t.procedure.use(async ({ ctx, path, type, next }) => {
  const started = performance.now();
  const result = mapped(await next());
  ctx.services?.metrics?.procedure(path, type, (performance.now() - started) / 1000, result.ok ? null : result.error.code);
  return result;
});

/** A NUL byte anywhere in the input is a validation error (PostgreSQL text refuses it). */
async function refuseNulBytes(getRawInput: () => Promise<unknown>) {
  const where = findNulByte(await getRawInput());
  if (where !== null) throw new TRPCError({ code: "BAD_REQUEST", message: where ? `${where}: ${NUL_MESSAGE}` : NUL_MESSAGE });
}

export const publicProcedure = measured.use(async ({ getRawInput, next }) => {
  await refuseNulBytes(getRawInput);
  return next();
});

/**
 * A signed-in user's call, in one middleware: the NUL-byte check, the user (401 without), the
 * procedure's declared rate limit (meta.rateLimit, counted per user before anything runs) and, for
 * money calls (meta.money) with an Idempotency-Key header, at most one run per key (a repeat replays
 * the first answer).
 */
export const userProcedure = measured.use(async ({ ctx, meta, path, getRawInput, next }) => {
  await refuseNulBytes(getRawInput);
  const user = ctx.user;
  if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Authentication required" });
  if (meta?.rateLimit) await perUserLimiter(ctx.services, meta.rateLimit).consume(user.id);
  const key = meta?.money && ctx.req ? readIdempotencyKey(ctx.req.headers) : null;
  if (key === null) return next({ ctx: { user } });
  const result = await withIdempotency(
    ctx.db,
    { userId: user.id, key, fingerprint: fingerprint(path, await getRawInput()), markReplayed: () => void ctx.reply?.header("Idempotent-Replayed", "true") },
    async () => mapped(await next({ ctx: { user } })),
  );
  // A replay (or a first run) hands back exactly what the procedure answered the first time.
  return result as Awaited<ReturnType<typeof next<{ user: typeof user }>>>;
});

export const mentorProcedure = userProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isMentor) throw new TRPCError({ code: "FORBIDDEN", message: "Mentors only" });
  return next();
});

export const adminProcedure = userProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isAdmin) throw new TRPCError({ code: "FORBIDDEN", message: "Admins only" });
  return next();
});

export const mainAdminProcedure = adminProcedure.use(({ ctx, next }) => {
  if (!ctx.user.isMainAdmin) throw new TRPCError({ code: "FORBIDDEN", message: "Main admin only" });
  return next();
});
