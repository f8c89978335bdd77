// A database connection the server ends while it sits idle in the pool (a restart, a failover, an
// administrator's terminate) must not take the process down: the pool drops it and the next request
// opens a fresh one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { call, startTestApp, usingPostgres, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 300_000);
afterAll(async () => t?.close());

/** Resolves with the error if the process sees an uncaught exception within `ms`, else null. */
function watchUncaught(ms: number): Promise<unknown> {
  return new Promise((resolve) => {
    const onError = (error: unknown) => {
      process.off("uncaughtException", onError);
      resolve(error);
    };
    process.on("uncaughtException", onError);
    setTimeout(() => {
      process.off("uncaughtException", onError);
      resolve(null);
    }, ms);
  });
}

describe("losing an idle database connection", () => {
  it("an idle pooled connection that errors is dropped, the process lives on and the next request works", async () => {
    const pool = t.database.pool;
    const client = await pool.connect();
    client.release(); // now idle in the pool
    const uncaught = watchUncaught(500);
    // What pg does when the server terminates a connection: the client emits "error".
    client.emit("error", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }));
    expect(await uncaught).toBeNull();
    expect((await call(t, "GET", "/healthz")).status).toBe(200);
    expect(await t.db.user.count()).toBeGreaterThanOrEqual(0);
  });

  it("on PostgreSQL, a real terminate of every idle connection changes nothing for the next request", async () => {
    // The embedded database is one session with no other backends to end; the emitted error above
    // is the same event there. On PostgreSQL the server itself ends the connections.
    if (!usingPostgres()) {
      expect(t.database.embedded).toBe(true);
      return;
    }
    await t.db.user.count(); // leaves at least one idle connection
    const admin = new pg.Client({ connectionString: t.connectionString });
    await admin.connect();
    const uncaught = watchUncaught(1000);
    await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()");
    await admin.end();
    expect(await uncaught).toBeNull();
    expect(await t.db.user.count()).toBeGreaterThanOrEqual(0);
  });
});
