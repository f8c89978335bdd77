// The embedded database's read cache (server/db/write-epoch.ts): a value is served from memory only
// while nothing at all was written to the database since it was read, whoever wrote (the app's pool,
// Prisma, a transaction, raw SQL, another pool on the same database). PostgreSQL never caches.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../server/db/client.js";
import { cachedRead } from "../../server/db/write-epoch.js";

describe("embedded database read cache", () => {
  let database: Database;
  let other: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: "memory" });
    other = await openDatabase({ databaseUrl: database.connectionString, dataDir: "memory", migrate: false, poolSize: 1 });
  });
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  let loads = 0;
  const read = () =>
    cachedRead(database.pool, "settings-count", async () => {
      loads += 1;
      return (await database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Setting"`)).rows[0]!.n;
    });

  it("serves a value from memory until any write, by any client, then reads again", async () => {
    expect(database.embedded).toBe(true);
    loads = 0;
    const base = await read(); // rows the migrations left
    expect(await read()).toBe(base);
    expect(loads).toBe(1); // from memory

    await database.prisma.setting.create({ data: { key: "a", value: {} } }); // Prisma on the same pool
    expect(await read()).toBe(base + 1);
    expect(loads).toBe(2);
    expect(await read()).toBe(base + 1);
    expect(loads).toBe(2);

    await other.pool.query(`INSERT INTO "Setting" (key, value, "updatedAt") VALUES ('b', '{}', now())`); // another pool
    expect(await read()).toBe(base + 2);
    expect(loads).toBe(3);

    await other.prisma.$executeRawUnsafe(`DELETE FROM "Setting" WHERE key = 'b'`); // raw SQL through another client
    expect(await read()).toBe(base + 1);
    expect(loads).toBe(4);

    await database.prisma.$transaction(async (tx) => {
      await tx.setting.create({ data: { key: "c", value: {} } });
      await tx.setting.create({ data: { key: "d", value: {} } });
    });
    expect(await read()).toBe(base + 3);
    expect(await read()).toBe(base + 3);
    expect(loads).toBe(5);
    await database.prisma.setting.deleteMany({ where: { key: { in: ["a", "c", "d"] } } });
  });

  it("does not keep a value read while a write was under way", async () => {
    const base = await read();
    await database.prisma.setting.create({ data: { key: "e", value: {} } });
    // The read and a write race: whichever ends first, the value read is not kept.
    const [value] = await Promise.all([read(), other.prisma.setting.create({ data: { key: "f", value: {} } })]);
    expect([base + 1, base + 2]).toContain(value);
    expect(await read()).toBe(base + 2);
    await database.prisma.setting.deleteMany({ where: { key: { in: ["e", "f"] } } });
    expect(await read()).toBe(base);
  });

  it("a pool on another database (PostgreSQL) never caches", async () => {
    // `other` reaches the embedded database by URL like any PostgreSQL: its own reads are not cached.
    let count = 0;
    const load = async () => {
      count += 1;
      return (await other.pool.query(`SELECT 1 AS one`)).rows[0];
    };
    await cachedRead(other.pool, "k", load);
    await cachedRead(other.pool, "k", load);
    expect(count).toBe(2);
  });
});
