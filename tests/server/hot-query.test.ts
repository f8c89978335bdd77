// The hot reads (the session join, the 30 s polls' usage row) are named prepared statements on
// PostgreSQL, planned once per connection (server/db/hot-query.ts); never on the embedded database; not
// with DB_PREPARED_STATEMENTS=false. A statement whose result type a migration changed still answers.
// One pooled connection, so the statements the app prepared are the ones this test's reads can see.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, usingPostgres, type TestApp } from "./harness.js";

const POLLS = `/trpc/usage.status,usage.pendingCharges,account.status?batch=1&input=${encodeURIComponent("{}")}`;

async function preparedNames(t: TestApp) {
  const { rows } = await t.database.pool.query<{ name: string }>(`SELECT name FROM pg_prepared_statements WHERE name LIKE 'leadone_%' ORDER BY name`);
  return rows.map((r) => r.name);
}

async function signedInReads(t: TestApp) {
  const u = await signUp(t);
  const user = await call(t, "GET", "/api/auth/user", undefined, u.cookie);
  expect(user.status).toBe(200);
  expect(user.body.email).toBe(u.email);
  const polls = await call(t, "GET", POLLS, undefined, u.cookie);
  expect(polls.status).toBe(200);
  return u;
}

describe("hot reads, prepared where they can be", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db: { poolSize: 1 } });
  }, 120_000);
  afterAll(async () => t?.close());

  it(usingPostgres() ? "PostgreSQL: the session join and the polls' join are prepared once and reused" : "embedded database: nothing is prepared", async () => {
    await signedInReads(t);
    await signedInReads(t);
    expect(await preparedNames(t)).toEqual(usingPostgres() ? ["leadone_session", "leadone_session_usage"] : []);
  });

  it("a sign-out is seen by the very next read of a prepared session join", async () => {
    const u = await signedInReads(t);
    expect((await call(t, "POST", "/api/auth/logout", {}, u.cookie)).status).toBeLessThan(300);
    expect((await call(t, "GET", "/api/auth/user", undefined, u.cookie)).status).toBe(401);
    expect((await call(t, "GET", POLLS, undefined, u.cookie)).status).toBe(401);
  });

  it("a column type changed under a prepared statement (another instance's migration) still answers", async () => {
    const u = await signedInReads(t);
    // The prepared join's result type changes: PostgreSQL refuses to run the stale statement.
    await t.database.pool.query(`ALTER TABLE "User" ALTER COLUMN "firstName" TYPE varchar(200)`);
    const user = await call(t, "GET", "/api/auth/user", undefined, u.cookie);
    expect(user.status).toBe(200);
    expect(user.body.firstName).toBe("Test");
    expect((await call(t, "GET", POLLS, undefined, u.cookie)).status).toBe(200);
  });
});

describe("DB_PREPARED_STATEMENTS=false (a transaction-mode pooler)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db: { poolSize: 1, preparedStatements: false } });
  }, 120_000);
  afterAll(async () => t?.close());

  it("prepares nothing and answers the same", async () => {
    await signedInReads(t);
    expect(await preparedNames(t)).toEqual([]);
  });
});
