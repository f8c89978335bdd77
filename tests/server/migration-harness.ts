// The setup every migration test shares: a fresh database (an embedded PGlite, or a new database on the
// PostgreSQL at TEST_DATABASE_URL) with every migration before the one under test applied, rows written
// the way the older schema held them, then that one migration applied on top.
import { cp, mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { expect } from "vitest";
import { startEmbeddedPostgres } from "../../server/db/embedded.js";
import { applyMigrations } from "../../server/db/migrate.js";
import { freshPostgres } from "./harness.js";

export interface MigrationDb {
  client: pg.Client;
  /** The rows a query returns. */
  rows(sql: string): Promise<Record<string, unknown>[]>;
}

/**
 * Applies the migrations before the one whose folder name ends with `suffix`, lets `before` fill the
 * database, applies that migration alone (and checks it was the only one applied), then runs `after`.
 * The database and the temporary migrations folder are removed afterwards.
 */
export async function acrossMigration(suffix: string, before: (db: MigrationDb) => Promise<void>, after: (db: MigrationDb) => Promise<void>) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "leadone-migration-"));
  const all = (await readdir(path.resolve("prisma/migrations"), { withFileTypes: true })).filter((e) => e.isDirectory()).map((e) => e.name).sort();
  const target = all.find((n) => n.endsWith(suffix));
  expect(target, `a migration named *${suffix}`).toBeDefined();
  for (const name of all.filter((n) => n < target!)) await cp(path.resolve("prisma/migrations", name), path.join(dir, name), { recursive: true });

  const database = process.env.TEST_DATABASE_URL
    ? await freshPostgres(process.env.TEST_DATABASE_URL).then((p) => ({ connectionString: p.url, close: p.drop }))
    : await startEmbeddedPostgres(undefined, 2);
  const client = new pg.Client({ connectionString: database.connectionString });
  const db: MigrationDb = { client, rows: async (sql) => (await client.query(sql)).rows };
  try {
    await applyMigrations(database.connectionString, dir);
    await client.connect();
    await before(db);
    await cp(path.resolve("prisma/migrations", target!), path.join(dir, target!), { recursive: true });
    expect(await applyMigrations(database.connectionString, dir)).toEqual([target]);
    await after(db);
  } finally {
    await client.end().catch(() => undefined);
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}
