// tRPC set-up: superjson, an error formatter that turns zod failures into one readable message, and
// the procedure builders that encode roles once (public, user, mentor, admin, main admin).
import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import { ZodError } from "zod";
import type { Context } from "./context.js";

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
    errorFormatter({ shape, error }) {
      const zod = error.cause instanceof ZodError ? error.cause : null;
      return {
        ...shape,
        message: zod ? zodMessage(zod) : shape.message,
        data: {
          code: shape.data.code,
          httpStatus: shape.data.httpStatus,
          path: shape.data.path,
          issues: zod ? zod.issues.map((i) => ({ path: i.path.join("."), message: i.message })) : undefined,
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

export const publicProcedure = measured;

export const userProcedure = measured.use(({ ctx, next }) => {
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
