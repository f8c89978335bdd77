// tRPC set-up: superjson, an error formatter that turns zod failures into one readable message, and
// the procedure builders that encode roles once (public, user, mentor, admin, main admin).
import { initTRPC, TRPCError } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import superjson from "superjson";
import { ZodError } from "zod";
import type { Context } from "./context.js";
import type { SessionUser } from "../modules/auth/sessions.js";
import { getTRPCErrorFromUnknown, type MiddlewareResult } from "@trpc/server/unstable-core-do-not-import";
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

// The checks every call makes are folded into ONE middleware per role: each tRPC middleware level
// copies the call's options twice (tRPC's callRecursive), and the 30 s polls make three calls on every
// open tab. Measuring (latency and outcome to /metrics, AppErrors mapped to their transport codes) wraps
// the checks, so refusals count too.

/** Runs `checked` (the role's checks and the call) timed, its outcome and AppErrors mapped for /metrics. */
async function measure<R extends { ok: boolean }>(ctx: Context, path: string, type: string, checked: () => Promise<R>): Promise<R> {
  const started = performance.now();
  let code: TRPCError["code"] | null = null;
  try {
    const result = mapped(await checked());
    if (!result.ok) code = (result as R & { error: TRPCError }).error.code;
    return result;
  } catch (cause) {
    // A check that throws (401, 403, 429…) counts with its code, then tRPC turns it into the answer.
    const error = transportError(getTRPCErrorFromUnknown(cause));
    code = error.code;
    throw error;
  } finally {
    ctx.services?.metrics?.procedure(path, type, (performance.now() - started) / 1000, code);
  }
}

/** A NUL byte anywhere in the input is a validation error (PostgreSQL text refuses it). */
async function refuseNulBytes(getRawInput: () => Promise<unknown>) {
  const where = findNulByte(await getRawInput());
  if (where !== null) throw new TRPCError({ code: "BAD_REQUEST", message: where ? `${where}: ${NUL_MESSAGE}` : NUL_MESSAGE });
}

export const publicProcedure = t.procedure.use(({ ctx, path, type, getRawInput, next }) =>
  measure(ctx, path, type, async () => {
    await refuseNulBytes(getRawInput);
    return next();
  }),
);

/** The signed-in user's checks: 401 without a user, then the role's own (mentor, admin, main admin). */
function signedIn(role?: (user: SessionUser) => void) {
  return t.middleware(({ ctx, meta, path, type, getRawInput, next }) =>
    measure(ctx, path, type, async (): Promise<MiddlewareResult<SignedIn>> => {
      await refuseNulBytes(getRawInput);
      const user = ctx.user;
      if (!user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Authentication required" });
      role?.(user);
      if (meta?.rateLimit) await perUserLimiter(ctx.services, meta.rateLimit).consume(user.id);
      const key = meta?.money && ctx.req ? readIdempotencyKey(ctx.req.headers) : null;
      // The context already holds this user: `next()` without a new ctx spares tRPC a copy of the
      // context; the cast only tells the procedures' types what the check above proved.
      const proceed = () => next() as unknown as Promise<MiddlewareResult<SignedIn>>;
      if (key === null) return proceed();
      const result = await withIdempotency(
        ctx.db,
        { userId: user.id, key, fingerprint: fingerprint(path, await getRawInput()), markReplayed: () => void ctx.reply?.header("Idempotent-Replayed", "true") },
        async () => mapped(await proceed()),
      );
      // A replay (or a first run) hands back exactly what the procedure answered the first time.
      return result as MiddlewareResult<SignedIn>;
    }),
  );
}

/** What a signed-in call's context adds: its user is known (the middleware refused the call otherwise). */
type SignedIn = { user: SessionUser };

/**
 * A signed-in user's call, in one middleware: the NUL-byte check, the user (401 without), the
 * procedure's declared rate limit (meta.rateLimit, counted per user before anything runs) and, for
 * money calls (meta.money) with an Idempotency-Key header, at most one run per key (a repeat replays
 * the first answer).
 */
export const userProcedure = t.procedure.use(signedIn());

export const mentorProcedure = t.procedure.use(
  signedIn((user) => {
    if (!user.isMentor) throw new TRPCError({ code: "FORBIDDEN", message: "Mentors only" });
  }),
);

export const adminProcedure = t.procedure.use(
  signedIn((user) => {
    if (!user.isAdmin) throw new TRPCError({ code: "FORBIDDEN", message: "Admins only" });
  }),
);

export const mainAdminProcedure = t.procedure.use(
  signedIn((user) => {
    if (!user.isAdmin || !user.isMainAdmin) throw new TRPCError({ code: "FORBIDDEN", message: user.isAdmin ? "Main admin only" : "Admins only" });
  }),
);
