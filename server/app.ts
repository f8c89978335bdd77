// buildApp(config) → a ready Fastify instance with the database, tRPC at /trpc, REST at /api, the
// built client with SPA fallback, health checks and scheduled jobs. main.ts starts it; tests use it.
import { randomUUID } from "node:crypto";
import path from "node:path";
import Fastify, { LogController, type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import compress from "@fastify/compress";
import { constants as zlib } from "node:zlib";
import type { FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import type { Config } from "./config.js";
import { openDatabase, type Database } from "./db/client.js";
import { createServices, type Services } from "./services.js";
import { contextFactory } from "./trpc/context.js";
import { trpcHttp } from "./trpc/http.js";
import { appRouter, type AppRouter } from "./trpc/router.js";
import { errorBody, registerRestRoutes } from "./rest/adapter.js";
import { openApiDocument } from "./rest/openapi.js";
import { apiDocsRoutes } from "./rest/docs.js";
import { startScheduler, type Job } from "./jobs.js";
import { pruneIdempotencyKeys } from "./trpc/idempotency.js";
import { seed } from "./seed/seed.js";
import { purgeExpiredSessions } from "./modules/auth/sessions.js";
import { outboxJob } from "./providers/mail/index.js";
import { remindersJob } from "./modules/bookings/reminders.js";
import { planCheckInsJob } from "./modules/plans/check-in.js";
import { adviceHttpRoutes } from "./modules/advice/routes.js";
import { adviceRuntime } from "./modules/advice/runtime.js";
import { mentorAreaRoutes } from "./modules/mentor-area/routes.js";
import { closeBillingPeriods } from "./modules/billing/close-periods.js";
import { mentorshipRenewalRetriesJob } from "./modules/billing/mentorship-renewals.js";
import { registerInvoicePdfRoute } from "./modules/billing/pdf.js";
import { loggerOptions } from "./logger.js";
import { TRPCError } from "@trpc/server";
import { refuseForgedRequest } from "./lib/csrf.js";
import { publicOrigin } from "./lib/public-origin.js";
import { AppError, SOMETHING_WENT_WRONG } from "./lib/errors.js";
import { procedureRateLimit } from "./lib/rate-limit.js";
import { registerTestSeams } from "./testing/seams.js";
import { registerClientFiles } from "./http/client-files.js";
import { registerMetricsRoute } from "./http/metrics.js";
import { registerSecurityHeaders } from "./http/security-headers.js";

export interface BuildOptions {
  /** Where logs go (tests capture them); default stdout. */
  logStream?: NodeJS.WritableStream;
  /** An already open database (tests share one per file); default opens from config. */
  database?: Database;
  /** Seed demo data (default: config.SEED). */
  seed?: boolean;
}

export interface LeadOneApp {
  app: FastifyInstance;
  db: Database["prisma"];
  database: Database;
  services: Services;
  config: Config;
  close(): Promise<void>;
}

/** Jobs every instance schedules (each run takes a lock, so only one instance runs a job at a time). */
export function scheduledJobs(config: Config, services: Services): Job[] {
  return [
    { name: "purge-expired-sessions", everyMs: 60 * 60_000, run: (db) => purgeExpiredSessions(db) },
    { name: "prune-idempotency-keys", everyMs: 60 * 60_000, run: (db, now) => pruneIdempotencyKeys(db, now) },
    { name: "close-billing-periods", everyMs: 15 * 60_000, run: (db, now) => closeBillingPeriods(db, services.payments, publicOrigin(config), now) },
    mentorshipRenewalRetriesJob(services.payments, publicOrigin(config)),
    outboxJob(config),
    remindersJob(publicOrigin(config)),
    planCheckInsJob(publicOrigin(config)),
  ];
}

export async function buildApp(config: Config, options: BuildOptions = {}): Promise<LeadOneApp> {
  publicOrigin(config); // outside demo mode, refuse to start without PUBLIC_URL (links in emails)
  const database = options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir, poolSize: config.DB_POOL_SIZE, preparedStatements: config.DB_PREPARED_STATEMENTS }));
  const db = database.prisma;
  if (options.seed ?? config.SEED) await seed(db, config);
  const services = createServices(config, db);

  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    trustProxy: config.TRUST_PROXY,
    // Request log lines name the id `requestId`, as error bodies do, so a reported id finds its lines.
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    routerOptions: { maxParamLength: 5000 }, // batched tRPC GETs carry every procedure name in the path
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
  });

  // Every response carries its request id; error bodies and log lines name the same id.
  app.addHook("onRequest", async (req, reply) => {
    reply.header("x-request-id", req.id);
  });
  // CSRF: cross-site Origin / Sec-Fetch-Site → 403; REST mutations are JSON only (415).
  app.addHook("onRequest", async (req, reply) => {
    if (refuseForgedRequest(req, reply, config)) return reply;
  });

  await registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        "media-src": ["'self'", "data:", "blob:"],
        "style-src": ["'self'", "'unsafe-inline'"], // Emotion injects style tags
        "script-src": ["'self'"],
        "connect-src": ["'self'"],
        "upgrade-insecure-requests": null,
      },
    },
    strictTransportSecurity: config.TRUST_PROXY ? undefined : false,
  });
  await app.register(cookie);
  // JSON and other text answers above 1 kB go out brotli- or gzip-compressed (brotli at a fast level:
  // answers are made per request). Client files are precompressed at build and skip this.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  // Before the routes' plugins, so its timing hook sees every route.
  registerMetricsRoute(app, services.metrics, { pool: database.pool, db, token: config.METRICS_TOKEN });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_PER_MINUTE,
    timeWindow: "1 minute",
    ...(services.redis ? { redis: services.redis, nameSpace: `${config.REDIS_PREFIX}http-rl:` } : {}),
    // tRPC is counted per procedure (a batch of 20 costs 20) by procedureRateLimit below.
    allowList: (req) => !req.url.startsWith("/api"),
    errorResponseBuilder: (_req, ctx) => ({ statusCode: 429, message: `Too many requests. Please try again in ${Math.ceil(ctx.ttl / 1000)} seconds.`, code: "TOO_MANY_REQUESTS" }),
  });

  app.addHook("onRequest", procedureRateLimit(services.limiterFactory.create("trpc-procedures", config.RATE_LIMIT_PER_MINUTE, 60)));

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, req, reply) => {
    if (error instanceof TRPCError || error instanceof AppError) {
      const { status, body } = errorBody(error, String(req.id));
      if (status >= 500) req.log.error({ err: error }, "request failed");
      return reply.code(status).send(body);
    }
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    if (status >= 500) {
      req.log.error({ err: error }, "request failed");
      return reply.code(500).send({ message: SOMETHING_WENT_WRONG, code: "INTERNAL_SERVER_ERROR", requestId: String(req.id) });
    }
    const code = status === 429 ? "TOO_MANY_REQUESTS" : status === 413 ? "PAYLOAD_TOO_LARGE" : "BAD_REQUEST";
    return reply.code(status).send({ message: error.message, code });
  });

  const createContext = contextFactory({ db, pool: database.pool, config, services });
  await app.register(trpcHttp, {
    trpcOptions: {
      router: appRouter,
      createContext,
      maxBatchSize: 20, // a path of many commas must not fan out without bound
      onError({ error, path, req }) {
        // Never log inputs: a question must not reach a log. Code and path are enough to diagnose.
        if (getStatus(error) >= 500) req.log.error({ err: error.cause ?? error, procedure: path }, "procedure failed");
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>["trpcOptions"],
  });
  registerRestRoutes(app, createContext);
  if (config.TEST_SEAMS && config.demoMode) registerTestSeams(app, createContext);
  // Answer audio at /api/audio/:id (the advice runtime makes it off the request path).
  await app.register(adviceHttpRoutes, { audio: services.audio, runtime: adviceRuntime(config, { services, log: app.log }) });
  registerInvoicePdfRoute(app, db, database.pool, config); // invoice PDFs at /api/invoices/:id/pdf
  await app.register(mentorAreaRoutes, { config, createContext }); // mentor uploads and video streaming

  app.get("/healthz", async () => ({ status: "ok" }));
  app.get("/readyz", async (_req, reply) => {
    try {
      await db.$queryRaw`SELECT 1`;
      return { status: "ready" };
    } catch {
      return reply.code(503).send({ status: "unavailable" });
    }
  });
  app.get("/api/openapi.json", async () => openApiDocument());
  await app.register(apiDocsRoutes); // the readable reference of that document at /api/docs

  const clientFiles = await registerClientFiles(app, path.resolve(config.CLIENT_DIR));

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split("?")[0] ?? "/";
    if (url.startsWith("/api/") || url === "/api" || url.startsWith("/trpc")) {
      return reply.code(404).send({ message: `No such endpoint: ${req.method} ${url}`, code: "NOT_FOUND" });
    }
    if (req.method === "GET" && clientFiles && !path.extname(url)) {
      // Client routes: the SPA decides (its 404 page included).
      return clientFiles.sendIndex(req, reply);
    }
    return reply.code(404).send({ message: "Not found", code: "NOT_FOUND" });
  });

  const stopJobs = config.JOBS ? startScheduler(db, scheduledJobs(config, services), app.log, services.metrics) : () => undefined;

  return {
    app,
    db,
    database,
    services,
    config,
    async close() {
      stopJobs();
      await app.close();
      await services.close();
      if (!options.database) await database.close();
    },
  };
}

function getStatus(error: unknown) {
  return errorBody(error).status;
}
