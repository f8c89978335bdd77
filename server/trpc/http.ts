// tRPC over HTTP at /trpc/:path.
//
// A batched GET of queries (what the client's httpBatchLink sends for every read, the 30 s polls
// included) is answered here directly: the same procedures, context, error shapes, status and body
// as tRPC's fetch adapter gives, without turning the Node request into a fetch Request, three abort
// signals per call and a streamed fetch Response (together more CPU than the three polls' own work).
// Everything else (mutations, single calls, streams, anything unusual) goes through tRPC's
// resolveResponse; its plain JSON answers are sent as one buffer with a Content-Length rather than a
// web stream: one socket write, and the compression threshold applies.
import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from "fastify";
import { incomingMessageToRequest } from "@trpc/server/adapters/node-http";
import type { FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { resolveResponse } from "@trpc/server/http";
import { TRPCError } from "@trpc/server";
import { getErrorShape, getHTTPStatusCode, getTRPCErrorFromUnknown, transformTRPCResponse } from "@trpc/server/unstable-core-do-not-import";
import { appRouter, type AppRouter } from "./router.js";
import type { Context } from "./context.js";

type TrpcOptions = FastifyTRPCPluginOptions<AppRouter>["trpcOptions"] & {
  createContext: (o: { req: FastifyRequest; res: FastifyReply; procedures?: readonly string[] }) => Promise<Context>;
  maxBatchSize: number;
};

type Query = ((opts: { path: string; getRawInput: () => Promise<unknown>; ctx: Context | undefined; type: "query"; signal: undefined; batchIndex: number }) => Promise<unknown>) & {
  _def: { type: string };
};
const procedures = appRouter._def.procedures as unknown as Record<string, Query | undefined>;
const config = appRouter._def._config;

/** A fetch Response whose body is JSON in one piece (not SSE, not a JSONL stream). */
function isPlainJson(res: Response): boolean {
  return res.body !== null && res.headers.get("transfer-encoding") === null && (res.headers.get("content-type") ?? "").startsWith("application/json");
}

/** The batch's queries when the request is a plain batched GET of known queries, else null (tRPC answers it). */
function batchedQueries(req: FastifyRequest<{ Params: { path: string } }>, maxBatchSize: number) {
  if (req.method !== "GET" || req.headers["trpc-accept"] !== undefined) return null;
  const query = req.query as Record<string, unknown>;
  if (query.batch !== "1" || (query.input !== undefined && typeof query.input !== "string")) return null;
  const paths = req.params.path.split(",");
  if (paths.length > maxBatchSize) return null;
  const calls: { path: string; procedure: Query }[] = [];
  for (const path of paths) {
    const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
    if (!procedure || procedure._def.type !== "query") return null;
    calls.push({ path, procedure });
  }
  let inputs: unknown;
  try {
    inputs = query.input ? JSON.parse(query.input as string) : {};
  } catch {
    return null;
  }
  if (typeof inputs !== "object" || inputs === null || Array.isArray(inputs)) return null;
  return { calls, inputs: inputs as Record<string, unknown> };
}

async function answerBatchedQueries(req: FastifyRequest, reply: FastifyReply, options: TrpcOptions, batch: NonNullable<ReturnType<typeof batchedQueries>>) {
  const { calls, inputs } = batch;
  // As tRPC does: the inputs are deserialized once, when a call first asks for its input.
  let deserialized: Promise<unknown[]> | null = null;
  // Input the transformer cannot read is the caller's fault: 400, as tRPC's handler answers it (not a 500).
  const read = () =>
    (deserialized ??= (async () => calls.map((_, i) => (inputs[i] === undefined ? undefined : config.transformer.input.deserialize(inputs[i]))))().catch((cause: unknown) => {
      throw new TRPCError({ code: "BAD_REQUEST", message: cause instanceof Error ? cause.message : "Invalid input", cause });
    }));
  let ctx: Context | undefined;
  let ctxError: TRPCError | null = null;
  try {
    ctx = await options.createContext({ req, res: reply, procedures: calls.map((c) => c.path) });
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }
  const results = await Promise.all(
    calls.map(async ({ path, procedure }, batchIndex): Promise<[TRPCError, undefined] | [undefined, unknown]> => {
      try {
        if (ctxError) throw ctxError;
        return [undefined, await procedure({ path, getRawInput: async () => (await read())[batchIndex], ctx, type: "query", signal: undefined, batchIndex })];
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        options.onError?.({ error, path, input: undefined, ctx, type: "query", req } as never);
        return [error, undefined];
      }
    }),
  );
  const json = results.map(([error, data], i) =>
    error ? { error: getErrorShape({ config, ctx, error, input: undefined, path: calls[i]!.path, type: "query" }) } : { result: { data } },
  );
  reply.code(getHTTPStatusCode(json, results.map(([error]) => error ?? null) as TRPCError[]));
  reply.header("vary", "trpc-accept, accept").header("content-type", "application/json");
  return reply.send(JSON.stringify(transformTRPCResponse(config, json as never)));
}

export const trpcHttp: FastifyPluginCallback<{ trpcOptions: TrpcOptions }> = (fastify, { trpcOptions }, done) => {
  // As tRPC's plugin does (inside this plugin only): tRPC parses the body itself.
  fastify.removeContentTypeParser("application/json");
  fastify.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, parsed) => parsed(null, body));
  fastify.removeContentTypeParser("multipart/form-data");
  fastify.addContentTypeParser("multipart/form-data", {}, (_req, body, parsed) => parsed(null, body));

  fastify.all<{ Params: { path: string } }>("/trpc/:path", async (req, reply) => {
    const batch = batchedQueries(req, trpcOptions.maxBatchSize);
    if (batch) return answerBatchedQueries(req, reply, trpcOptions, batch);
    const incoming = req.raw as typeof req.raw & { body?: unknown };
    if ("body" in req) incoming.body = req.body;
    const res = await resolveResponse({
      ...trpcOptions,
      req: incomingMessageToRequest(incoming, reply.raw, { maxBodySize: null }),
      path: req.params.path,
      error: null,
      createContext: ({ info }) => trpcOptions.createContext({ req, res: reply, procedures: info?.calls.map((c) => c.path) }),
      onError: (o) => trpcOptions.onError?.({ ...o, req }),
    });
    if (!isPlainJson(res)) return reply.send(res);
    reply.code(res.status);
    for (const [name, value] of res.headers) reply.header(name, value);
    return reply.send(await res.text());
  });
  done();
};
