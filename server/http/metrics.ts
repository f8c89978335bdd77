// Prometheus metrics at GET /metrics (prom-client): per-procedure latency and errors, HTTP latency per
// route, database pool use, scheduled job runs and the mail outbox depth, plus Node's process
// metrics. One registry per app, so several apps in one process (tests) keep separate counts.
// Access: with METRICS_TOKEN set, a request needs `Authorization: Bearer <token>`; without it, only
// loopback callers get an answer (a scraper on the same host or behind the proxy's private network).
import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { Db } from "../db/client.js";
import { zOutboxStatus } from "../../shared/schemas/statuses.js";

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export interface Metrics {
  registry: Registry;
  /** One finished tRPC/REST procedure call. `code` is the tRPC error code when it failed. */
  procedure(name: string, type: string, seconds: number, code: string | null): void;
  /** One run of a scheduled job. */
  job(name: string, seconds: number, outcome: "ok" | "error" | "skipped"): void;
}

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "leadone_" });
  const procedureSeconds = new Histogram({
    name: "leadone_procedure_duration_seconds",
    help: "Time to answer one tRPC/REST procedure call, by procedure and outcome",
    labelNames: ["procedure", "type", "outcome"],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const procedureErrors = new Counter({
    name: "leadone_procedure_errors_total",
    help: "Procedure calls that ended in an error, by procedure and tRPC error code",
    labelNames: ["procedure", "code"],
    registers: [registry],
  });
  const jobRuns = new Counter({ name: "leadone_job_runs_total", help: "Scheduled job runs by job and outcome (skipped: another instance held it)", labelNames: ["job", "outcome"], registers: [registry] });
  const jobSeconds = new Histogram({ name: "leadone_job_duration_seconds", help: "Duration of scheduled job runs", labelNames: ["job"], buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300], registers: [registry] });
  return {
    registry,
    procedure(name, type, seconds, code) {
      procedureSeconds.observe({ procedure: name, type, outcome: code ? "error" : "ok" }, seconds);
      if (code) procedureErrors.inc({ procedure: name, code });
    },
    job(name, seconds, outcome) {
      jobRuns.inc({ job: name, outcome });
      if (outcome !== "skipped") jobSeconds.observe({ job: name }, seconds);
    },
  };
}

/** Gauges read at scrape time: the pool's connections and the outbox by status. */
function registerScrapeGauges(metrics: Metrics, pool: pg.Pool, db: Db) {
  const registers = [metrics.registry];
  new Gauge({ name: "leadone_db_pool_connections", help: "Database pool connections by state (total, idle, in use)", labelNames: ["state"], registers, collect() {
    this.set({ state: "total" }, pool.totalCount);
    this.set({ state: "idle" }, pool.idleCount);
    this.set({ state: "in_use" }, pool.totalCount - pool.idleCount);
  } });
  new Gauge({ name: "leadone_db_pool_waiting", help: "Queries waiting for a pool connection", registers, collect() {
    this.set(pool.waitingCount);
  } });
  new Gauge({ name: "leadone_db_pool_max", help: "Pool size (max connections)", registers, collect() {
    this.set((pool as unknown as { options: { max: number } }).options.max);
  } });
  new Gauge({ name: "leadone_outbox_messages", help: "Mail outbox messages by status (queued and sending are the depth)", labelNames: ["status"], registers, async collect() {
    const rows = await db.outboxEmail.groupBy({ by: ["status"], _count: { _all: true } });
    this.reset();
    for (const s of zOutboxStatus.options) this.set({ status: s }, 0);
    for (const r of rows) this.set({ status: r.status }, r._count._all);
  } });
}

function sameToken(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, deps: { pool: pg.Pool; db: Db; token: string | undefined }) {
  registerScrapeGauges(metrics, deps.pool, deps.db);
  const httpSeconds = new Histogram({
    name: "leadone_http_request_duration_seconds",
    help: "HTTP answers by method, route pattern and status",
    labelNames: ["method", "route", "status"],
    buckets: LATENCY_BUCKETS,
    registers: [metrics.registry],
  });
  app.addHook("onResponse", async (req, reply) => {
    // The route pattern (never the raw URL: ids and search terms would explode the label set).
    const route = req.routeOptions.url ?? "not-found";
    httpSeconds.observe({ method: req.method, route, status: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });
  app.get("/metrics", async (req, reply) => {
    const auth = req.headers.authorization ?? "";
    const allowed = deps.token ? auth.startsWith("Bearer ") && sameToken(auth.slice(7), deps.token) : LOOPBACK.has(req.socket.remoteAddress ?? "");
    if (!allowed) return reply.code(deps.token ? 401 : 403).send({ message: deps.token ? "A metrics token is required" : "Metrics are served to local callers only (set METRICS_TOKEN for remote scrapes)", code: deps.token ? "UNAUTHORIZED" : "FORBIDDEN" });
    reply.header("cache-control", "no-store").type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
}
