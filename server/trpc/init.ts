// tRPC set-up: superjson, an error formatter that turns zod failures into one readable message, and
// the procedure builders that encode roles once (public, user, mentor, admin, main admin).
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";
import type { Context } from "./context.js";
import { AccountSuspendedError, SOMETHING_WENT_WRONG } from "../lib/errors.js";
import { findNulByte, NUL_MESSAGE } from "../lib/input-guard.js";

export interface RestMeta {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Fastify path, e.g. /api/usage/consent/:chargeId; path params join the input. */
  path: string;
  summary?: string;
}
export interface Meta {
  rest?: RestMeta;
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
      // An unexpected error shows nothing of its cause: the detail is in the log under this request id.
      const unexpected = shape.data.httpStatus >= 500;
      const suspended = error instanceof AccountSuspendedError ? error : null;
      return {
        ...shape,
        message: unexpected ? SOMETHING_WENT_WRONG : zod ? zodMessage(zod) : shape.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          issues: zod ? zod.issues.map((i) => ({ path: i.path.join("."), message: i.message })) : undefined,
          ...(suspended ? { appCode: suspended.appCode, reason: suspended.reason } : {}),
          ...(unexpected && ctx?.req ? { requestId: String(ctx.req.id) } : {}),
        },
      };
    },
  });

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** Every call's latency and outcome go to /metrics (the role checks below run inside it, so refusals count). */
const measured = t.procedure.use(async ({ ctx, path, type, next }) => {
  const started = performance.now();
  const result = await next();
  ctx.services?.metrics?.procedure(path, type, (performance.now() - started) / 1000, result.ok ? null : result.error.code);
  return result;
});

/** Every procedure: a NUL byte anywhere in the input is a validation error (PostgreSQL text refuses it). */
const baseProcedure = measured.use(async ({ getRawInput, next }) => {
  const where = findNulByte(await getRawInput());
  if (where !== null) throw new TRPCError({ code: "BAD_REQUEST", message: where ? `${where}: ${NUL_MESSAGE}` : NUL_MESSAGE });
  return next();
});

export const publicProcedure = baseProcedure;

export const userProcedure = baseProcedure.use(({ ctx, next }) => {
  if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Authentication required" });
  return next({ ctx: { ...ctx, user: ctx.user } });
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
