// Operators' view: /metrics in Prometheus format (procedure latency and errors, HTTP routes, pool use,
// job runs, outbox depth), guarded to loopback or a token; request log lines carry `requestId`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startScheduler } from "../../server/jobs.js";
import { call, signUp, startTestApp, type TestApp } from "./harness.js";

describe("/metrics", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  const scrape = async () => {
    const res = await t.app.inject({ method: "GET", url: "/metrics" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    return res.body;
  };

  it("counts each procedure's latency and errors, by name and code", async () => {
    const u = await signUp(t);
    expect((await call(t, "GET", "/api/auth/user", undefined, u.cookie)).status).toBe(200);
    expect((await call(t, "GET", "/api/usage/status")).status).toBe(401); // signed out: an error
    const text = await scrape();
    expect(text).toMatch(/leadone_procedure_duration_seconds_count\{procedure="auth.user",type="query",outcome="ok"\} [1-9]/);
    expect(text).toMatch(/leadone_procedure_duration_seconds_bucket\{le="0.005",procedure="auth.user",type="query",outcome="ok"\} \d+/);
    expect(text).toMatch(/leadone_procedure_errors_total\{procedure="usage.status",code="UNAUTHORIZED"\} 1/);
    expect(text).toMatch(/leadone_http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/user",status="200"\} [1-9]/);
  });

  it("reports database pool use and the mail outbox by status", async () => {
    await t.db.outboxEmail.create({ data: { to: "ops@example.test", subject: "Queued", body: "x" } });
    const text = await scrape();
    expect(text).toMatch(/leadone_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/leadone_db_pool_connections\{state="in_use"\} \d+/);
    expect(text).toMatch(/leadone_db_pool_waiting \d+/);
    expect(text).toMatch(/leadone_db_pool_max [1-9]/);
    expect(text).toMatch(/leadone_outbox_messages\{status="queued"\} [1-9]/);
    expect(text).toMatch(/leadone_outbox_messages\{status="failed"\} 0/);
  });

  it("counts scheduled job runs by outcome", async () => {
    let runs = 0;
    const stop = startScheduler(t.db, [{ name: "metrics-test-job", everyMs: 60_000, run: async () => void (runs += 1) }, { name: "metrics-test-failing", everyMs: 60_000, run: async () => { throw new Error("boom"); } }], t.app.log, t.services.metrics);
    try {
      // Both jobs start together and either may finish first: wait for both outcomes, not just the failing one.
      const bothRan = (text: string) => /leadone_job_runs_total\{job="metrics-test-failing",outcome="error"\} 1/.test(text) && /leadone_job_runs_total\{job="metrics-test-job",outcome="ok"\} 1/.test(text);
      for (let i = 0; i < 100 && !bothRan(await scrape()); i += 1) await new Promise((r) => setTimeout(r, 200));
    } finally {
      stop();
    }
    const text = await scrape();
    expect(runs).toBe(1);
    expect(text).toMatch(/leadone_job_runs_total\{job="metrics-test-job",outcome="ok"\} 1/);
    expect(text).toMatch(/leadone_job_runs_total\{job="metrics-test-failing",outcome="error"\} 1/);
    expect(text).toMatch(/leadone_job_duration_seconds_count\{job="metrics-test-job"\} 1/);
  });

  it("answers remote callers only with METRICS_TOKEN", async () => {
    const remote = await t.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.7" });
    expect(remote.statusCode).toBe(403);
    expect(remote.json().code).toBe("FORBIDDEN");
    const withToken = await startTestApp({ env: { METRICS_TOKEN: "s3cret-metrics-token" } });
    try {
      const none = await withToken.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.7" });
      expect(none.statusCode).toBe(401);
      const wrong = await withToken.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.7", headers: { authorization: "Bearer nope" } });
      expect(wrong.statusCode).toBe(401);
      const right = await withToken.app.inject({ method: "GET", url: "/metrics", remoteAddress: "203.0.113.7", headers: { authorization: "Bearer s3cret-metrics-token" } });
      expect(right.statusCode).toBe(200);
      expect(right.body).toContain("leadone_db_pool_connections");
    } finally {
      await withToken.close();
    }
  });

  it("labels every request log line with the request id", async () => {
    await call(t, "GET", "/api/auth/user");
    const lines = t.logs().split("\n").filter(Boolean).map((l) => JSON.parse(l) as Record<string, unknown>);
    const requestLines = lines.filter((l) => l.msg === "incoming request" || l.msg === "request completed");
    expect(requestLines.length).toBeGreaterThan(2);
    for (const l of requestLines) expect(typeof l.requestId === "string" || typeof l.requestId === "number").toBe(true);
    expect(lines.some((l) => "reqId" in l)).toBe(false);
  });
});
