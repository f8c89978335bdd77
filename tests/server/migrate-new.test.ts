// `npm run migrate:new` writes the next migration from a schema change, offline, in Prisma's format;
// the migrator then applies it.
import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../server/db/embedded.js";
import { applyMigrations } from "../../server/db/migrate.js";

const run = promisify(execFile);

it("creates a migration holding exactly the schema change, which then applies", async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), "leadone-migrate-new-"));
  const migrations = path.join(dir, "migrations");
  const schema = path.join(dir, "schema.prisma");
  await cp(path.resolve("prisma/migrations"), migrations, { recursive: true });
  const original = await readFile(path.resolve("prisma/schema.prisma"), "utf8");
  const env = { ...process.env, LEADONE_SCHEMA: schema, LEADONE_MIGRATIONS_DIR: migrations };

  await writeFile(schema, original);
  const unchanged = await run("node", ["--import", "tsx", "scripts/migrate-new.ts", "nothing"], { env });
  expect(unchanged.stdout).toContain("No schema changes");

  await writeFile(schema, original.replace(/model JobRun \{\n/, "model JobRun {\n  probeColumn Int?\n"));
  const created = await run("node", ["--import", "tsx", "scripts/migrate-new.ts", "add probe"], { env });
  expect(created.stdout).toMatch(/Created .*_add_probe\/migration\.sql/);
  const folder = (await readdir(migrations)).find((d) => d.endsWith("_add_probe"))!;
  const sql = await readFile(path.join(migrations, folder, "migration.sql"), "utf8");
  expect(sql).toContain('ALTER TABLE "JobRun" ADD COLUMN     "probeColumn" INTEGER;');
  expect(sql).not.toMatch(/CREATE TABLE/);

  const db = await startEmbeddedPostgres(undefined, 2);
  try {
    const applied = await applyMigrations(db.connectionString, migrations);
    expect(applied.at(-1)).toBe(folder);
  } finally {
    await db.close();
  }
}, 120_000);
