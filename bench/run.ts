// Benchmarks (npm run bench): the real server on a fresh embedded database, driven over loopback
// with bounded request loops. Prints throughput, latency percentiles and sizes; asserts nothing.
//   BENCH_REQUESTS (default 2000) and BENCH_CONCURRENCY (default 16) size the HTTP runs.
//   BENCH_ONLY=reads runs only the side-by-side read section (signed-in reads against the baseline).
//   BENCH_ONLY=catalogue runs only the growth section (the catalogue at 100 and 10,000 mentors).
//   BENCH_ONLY=first-load runs only the bundle sizes and the first load on the mobile profile.
import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import os from "node:os";
import path from "node:path";
import { buildApp } from "../server/app.js";
import { loadConfig } from "../server/config.js";
import { DEMO_ACCOUNTS } from "../server/seed/seed.js";
import { Worker } from "node:worker_threads";
import { adviceBench, premiumAsker } from "./advice.js";
import { startBaseline } from "./baseline.js";
import { firstLoadBench } from "./first-load.js";
import { catalogueBench } from "./catalogue.js";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
// The side-by-side read runs (LeadOne against the bare baseline): connections and seconds per run.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// …in this many interleaved rounds (see sideBySide).
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

/** Ends the run after the read section (BENCH_ONLY=reads). */
class ReadsOnly extends Error {}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

async function load(name: string, total: number, concurrency: number, once: () => Promise<Response>) {
  const times: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next += 1;
        const t0 = performance.now();
        const res = await once().catch(() => null);
        if (!res || !res.ok) failures += 1;
        await res?.arrayBuffer().catch(() => undefined);
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  console.log(`${name.padEnd(46)} ${String(total).padStart(5)} req  ${(total / seconds).toFixed(0).padStart(6)} req/s  p50 ${ms(pct(times, 50))}  p95 ${ms(pct(times, 95))}  p99 ${ms(pct(times, 99))}  failed ${failures}`);
}

async function bundleSizes() {
  const dir = path.resolve("dist/client/assets");
  const files = await readdir(dir).catch(() => [] as string[]);
  if (!files.length) return console.log("client bundle: not built (run npm run build)");
  let raw = 0;
  let gz = 0;
  for (const f of files.filter((f) => f.endsWith(".js") || f.endsWith(".css"))) {
    const bytes = await readFile(path.join(dir, f));
    raw += bytes.length;
    gz += gzipSync(bytes).length;
  }
  const index = await readFile(path.resolve("dist/client/index.html"), "utf8");
  const entry = /src="\/assets\/([^"]+\.js)"/.exec(index)?.[1];
  const entryBytes = entry ? await readFile(path.join(dir, entry)) : Buffer.alloc(0);
  console.log(`client bundle: ${files.length} files, JS+CSS ${kb(raw)} raw / ${kb(gz)} gzip; entry chunk ${kb(entryBytes.length)} raw / ${kb(gzipSync(entryBytes).length)} gzip`);
}

interface Slice {
  count: number;
  failures: number;
  times: number[];
  seconds: number;
}

/** Load from a worker thread for `seconds` over CONNECTIONS keep-alive connections. */
async function loadSlice(url: string, headers: Record<string, string>, seconds: number): Promise<Slice> {
  const worker = new Worker(new URL("./load-worker.mjs", import.meta.url), { workerData: { url, seconds, concurrency: CONNECTIONS, headers } });
  const result = await new Promise<Slice>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  await worker.terminate();
  return result;
}

/**
 * Runs the targets side by side: ROUNDS rounds, each giving every target SECONDS / ROUNDS seconds in
 * turn, so a machine whose load changes during the run weighs on every target alike (ratios within
 * one run stay fair). Prints and returns each target's req/s over all its slices.
 */
async function sideBySide(targets: { name: string; url: string; headers?: Record<string, string> }[]): Promise<number[]> {
  const totals = targets.map(() => ({ count: 0, failures: 0, times: [] as number[], seconds: 0 }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, target] of targets.entries()) {
      const slice = await loadSlice(target.url, target.headers ?? {}, SECONDS / ROUNDS);
      const total = totals[i]!;
      total.count += slice.count;
      total.failures += slice.failures;
      total.seconds += slice.seconds;
      for (const t of slice.times) total.times.push(t);
    }
  }
  return targets.map((target, i) => {
    const { count, failures, seconds } = totals[i]!;
    const times = totals[i]!.times.sort((a, b) => a - b);
    const rate = count / seconds;
    console.log(`${target.name.padEnd(52)} ${rate.toFixed(0).padStart(6)} req/s  p50 ${ms(pct(times, 50))}  p99 ${ms(pct(times, 99))}  failed ${failures}`);
    return rate;
  });
}

const share = (value: number, baseline: number) => `${((100 * value) / baseline).toFixed(0)}%`;
const ratio = (name: string, value: number, baseline: number, goal: string) =>
  console.log(`  → ${name.padEnd(50)} ${((100 * value) / baseline).toFixed(0).padStart(4)}% of baseline   (goal ${goal})`);

const dataDir = await mkdtemp(path.join(os.tmpdir(), "leadone-bench-"));
const config = loadConfig({ ...process.env, LOG_LEVEL: "silent", JOBS: "false", RATE_LIMIT_PER_MINUTE: "10000000", SIGN_UPS_PER_HOUR: "100000", DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "" }, { dataDir, demoMode: true });
const leadone = await buildApp(config, { seed: true });
const address = await leadone.app.listen({ port: 0, host: "127.0.0.1" });
console.log(`load average at start: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
console.log(`LeadOne bench — ${os.cpus().length} cores, Node ${process.version}, ${leadone.database.embedded ? "embedded PGlite" : "PostgreSQL"}, ${REQUESTS} requests × ${CONCURRENCY} concurrent\n`);

const login = await fetch(`${address}/api/auth/login`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: DEMO_ACCOUNTS.user.email, password: DEMO_ACCOUNTS.user.password }) });
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";

const batch = ["usage.status", "usage.pendingCharges", "account.status"].join(",");
const pollsUrl = `${address}/trpc/${batch}?batch=1&input=%7B%7D`;

const catalogueOnly = process.env.BENCH_ONLY === "catalogue";
// BENCH_ONLY=advice: the advice answers and audio plays only (bench/advice.ts).
const adviceOnly = process.env.BENCH_ONLY === "advice";
const firstLoadOnly = process.env.BENCH_ONLY === "first-load";
try {
  // (everything up to the catalogue section is skipped with BENCH_ONLY=catalogue)
  if (adviceOnly) await adviceBench({ address, db: leadone.db, load });
  else if (firstLoadOnly) {
    await bundleSizes();
    console.log("");
    await firstLoadBench(address, cookie);
  }
  else if (!catalogueOnly) {
  // Side by side with the bare Fastify + pg baseline (same database, same pool size).
  const poolSize = leadone.database.embedded ? 1 : config.DB_POOL_SIZE;
  const indexHtml = await readFile(path.resolve(config.CLIENT_DIR, "index.html"), "utf8").catch(() => "<!doctype html><title>LeadOne</title>");
  const baseline = await startBaseline(leadone.database.connectionString, poolSize, indexHtml);
  console.log(`reads side by side: ${CONNECTIONS} connections × ${SECONDS} s each in ${ROUNDS} interleaved rounds, pool ${poolSize}, load from a worker thread`);
  const [bareUser, bareHtml, user, polls, html, barePrepared] = (await sideBySide([
    { name: "baseline: bare Fastify + pg, one join", url: `${baseline.address}/user`, headers: { cookie } },
    { name: "baseline: bare Fastify GET / (HTML from memory)", url: `${baseline.address}/` },
    { name: "LeadOne GET /api/auth/user (signed in)", url: `${address}/api/auth/user`, headers: { cookie } },
    { name: "LeadOne GET /trpc (the three 30 s polls, batched)", url: pollsUrl, headers: { cookie } },
    { name: "LeadOne GET / (HTML)", url: `${address}/` },
    ...(leadone.database.embedded ? [] : [{ name: "(for information) the baseline's join prepared", url: `${baseline.address}/user-prepared`, headers: { cookie } }]),
  ])) as [number, number, number, number, number, number?];
  await baseline.close();
  ratio("GET /api/auth/user", user, bareUser, "≥ 70% on PostgreSQL");
  ratio("batched polls", polls, bareUser, "≥ 35% on PostgreSQL");
  ratio("GET / HTML", html, bareHtml, "≥ 50%");
  // LeadOne prepares its hot reads on PostgreSQL (server/db/hot-query.ts); the goal's baseline plans its
  // join on every call. Against a baseline that prepares too:
  if (barePrepared) console.log(`  (for information, against the prepared baseline: GET /api/auth/user ${share(user, barePrepared)}, polls ${share(polls, barePrepared)})`);
  if (leadone.database.embedded) console.log(`  → embedded: GET /api/auth/user ${user.toFixed(0)} req/s (goal ≥ 2,100), polls ${polls.toFixed(0)} req/s (goal ≥ 650)`);
  console.log(`load average after the reads: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  console.log("");
  if (process.env.BENCH_ONLY === "reads") throw new ReadsOnly();

  await load("GET /healthz", REQUESTS, CONCURRENCY, () => fetch(`${address}/healthz`));
  await load("GET /api/auth/user (signed in)", REQUESTS, CONCURRENCY, () => fetch(`${address}/api/auth/user`, { headers: { cookie } }));
  await load("GET /api/mentors?isPaid=true&isActive=true", REQUESTS, CONCURRENCY, () => fetch(`${address}/api/mentors?isPaid=true&isActive=true`));
  await load("GET /trpc (the three 30 s polls, batched)", REQUESTS, CONCURRENCY, () => fetch(pollsUrl, { headers: { cookie } }));
  await adviceBench({ address, db: leadone.db, load });
  await bundleSizes();
  if (process.env.BENCH_FIRST_LOAD !== "0" && indexHtml.includes("<script")) {
    console.log("");
    await firstLoadBench(address, cookie);
  }
  }
  if (!adviceOnly && !firstLoadOnly && process.env.BENCH_CATALOGUE !== "0") {
    const askers = await Promise.all(Array.from({ length: 6 }, (_, i) => premiumAsker(address, leadone.db, 100 + i)));
    await catalogueBench({ address, db: leadone.db, askers });
  }
} catch (error) {
  if (!(error instanceof ReadsOnly)) throw error;
} finally {
  await leadone.close();
  await rm(dataDir, { recursive: true, force: true });
  const size = await stat(dataDir).catch(() => null);
  if (size) console.log(`(left ${dataDir})`);
}
process.exit(0);
