// The REST face of the API: every procedure with `meta.rest` also answers at that method and path,
// through the same caller (same validation, permissions and logic). Input is the query string and
// path parameters for GET; the JSON body and path parameters for POST/PUT/PATCH/DELETE (never the
// query string, which ends up in proxy logs). Errors come back as { message, code } with the HTTP
// status of the error map (server/lib/error-map.ts) for domain errors, tRPC's for its own.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { TRPCError } from "@trpc/server";
import { ZodError } from "zod";
import type { AnyTRPCProcedure } from "@trpc/server";
import { appRouter } from "../trpc/router.js";
import { zodMessage, type Meta, type RestMeta } from "../trpc/init.js";
import type { Context } from "../trpc/context.js";
import { SOMETHING_WENT_WRONG } from "../lib/errors.js";
import { appErrorOf, mappingOf } from "../lib/error-map.js";
import { zNoInput } from "../../shared/schemas/common.js";

export interface RestRoute {
  name: string;
  type: "query" | "mutation";
  rest: RestMeta;
  inputs: unknown[];
  /** The procedure's `.output()` schema, when it declares one (the OpenAPI document uses it). */
  output: unknown;
}

/** The table of REST routes, read from the procedures' meta. */
export function restRoutes(): RestRoute[] {
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>;
  return Object.entries(procedures)
    .map(([name, procedure]) => {
      const def = procedure._def as unknown as { meta?: Meta; type: "query" | "mutation" | "subscription"; inputs: unknown[]; output?: unknown };
      // A procedure that takes no input (zNoInput) has no parameters on REST either.
      const inputs = def.inputs.filter((i) => i !== zNoInput);
      return def.meta?.rest && def.type !== "subscription" ? { name, type: def.type, rest: def.meta.rest, inputs, output: def.output } : null;
    })
    .filter((r): r is RestRoute => r !== null);
}

/** A procedure called directly, as tRPC's caller does (without building a caller proxy per request). */
type CallableProcedure = (opts: { path: string; getRawInput: () => Promise<unknown>; ctx: Context; type: "query" | "mutation"; signal: undefined; batchIndex: number }) => Promise<unknown>;
function procedureNamed(name: string): CallableProcedure {
  return (appRouter._def.procedures as unknown as Record<string, CallableProcedure>)[name]!;
}

export function errorBody(error: unknown, requestId?: string): { status: number; body: { message: string; code: string; issues?: unknown; reason?: string; requestId?: string } } {
  const app = appErrorOf(error);
  if (app) {
    const { http, trpc, appCode } = mappingOf(app);
    if (http < 500) {
      return { status: http, body: { message: app.message, code: appCode ?? trpc, ...(appCode ? { reason: app.details?.reason ?? "" } : {}) } };
    }
  } else if (error instanceof TRPCError) {
    const status = getHTTPStatusCodeFromError(error);
    if (error.cause instanceof ZodError) {
      const issues = error.cause.issues.map((i) => ({ path: i.path.join("."), message: i.message }));
      return { status, body: { message: zodMessage(error.cause), code: error.code, issues } };
    }
    if (status < 500) return { status, body: { message: error.message, code: error.code } };
  }
  return { status: 500, body: { message: SOMETHING_WENT_WRONG, code: "INTERNAL_SERVER_ERROR", ...(requestId ? { requestId } : {}) } };
}

function readInput(req: FastifyRequest, route: RestRoute): unknown {
  const params = (req.params ?? {}) as Record<string, string>;
  const query = route.rest.method === "GET" ? ((req.query ?? {}) as Record<string, unknown>) : {};
  const body = req.body;
  const hasBody = body !== undefined && body !== null && body !== "";
  if (hasBody && (typeof body !== "object" || Array.isArray(body))) return body; // let zod say what's wrong
  const merged = { ...query, ...(hasBody ? (body as object) : {}), ...params };
  if (route.inputs.length === 0) return undefined;
  return Object.keys(merged).length ? merged : route.type === "query" ? undefined : {};
}

/** SPEC's REST units → the procedure's (dollar filters → cents), validated first so errors name the REST field. */
function edgeInput(route: RestRoute, raw: unknown): unknown {
  const edge = route.rest.edge?.input;
  if (!edge) return raw;
  const parsed = edge.schema.safeParse(raw);
  if (!parsed.success) throw new TRPCError({ code: "BAD_REQUEST", message: zodMessage(parsed.error), cause: parsed.error });
  return edge.toProcedure(parsed.data);
}

export function registerRestRoutes(app: FastifyInstance, createContext: (o: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>) {
  for (const route of restRoutes()) {
    const procedure = procedureNamed(route.name);
    app.route({
      method: route.rest.method,
      url: route.rest.path,
      handler: async (req, reply) => {
        try {
          const ctx = await createContext({ req, res: reply });
          const input = edgeInput(route, readInput(req, route));
          const result = await procedure({ path: route.name, getRawInput: async () => input, ctx, type: route.type, signal: undefined, batchIndex: 0 });
          if (reply.sent) return reply;
          const edge = route.rest.edge?.output;
          return reply.code(200).send((edge ? edge.toRest(result) : result) ?? null);
        } catch (error) {
          const { status, body } = errorBody(error, String(req.id));
          if (status >= 500) req.log.error({ err: error, procedure: route.name }, "procedure failed");
          return reply.code(status).send(body);
        }
      },
    });
  }
}
