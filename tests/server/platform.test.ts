import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations, readMigrations } from "../../server/db/migrate.js";
import { openDatabase } from "../../server/db/client.js";
import { seed, DEMO_ACCOUNTS } from "../../server/seed/seed.js";
import { loadConfig } from "../../server/config.js";
import { call, startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => t?.close());

describe("migrations", () => {
  it("records every migration in _prisma_migrations with Prisma's checksum and applies nothing twice", async () => {
    const migrations = await readMigrations();
    const rows = await t.db.$queryRaw<{ migration_name: string; checksum: string }[]>`SELECT migration_name, checksum FROM "_prisma_migrations" ORDER BY migration_name`;
    expect(rows.map((r) => r.migration_name)).toEqual(migrations.map((m) => m.name));
    expect(rows.map((r) => r.checksum)).toEqual(migrations.map((m) => m.checksum));
    expect(await applyMigrations(t.connectionString)).toEqual([]);
  });
});

describe("the embedded database under concurrent requests", () => {
  it("keeps their statements apart: a failed insert never reports success, a rolled-back transaction leaves nothing", async () => {
    const embedded = await openDatabase({ dataDir: "memory", poolSize: 8 });
    const db = embedded.prisma;
    try {
      const fromMigrations = await db.setting.count(); // rows the migrations seed (the invoice counter)
      await db.setting.create({ data: { key: "race", value: 1 } });
      let succeeded = 0;
      let conflicts = 0;
      const outcomes = await Promise.allSettled(
        Array.from({ length: 120 }, (_, i) => {
          if (i % 4 === 0) return db.setting.create({ data: { key: "race", value: 2 } });
          if (i % 4 === 1) return db.$executeRaw`INSERT INTO "Setting" (key, value, "updatedAt") VALUES ('race', '1', now()) ON CONFLICT DO NOTHING`;
          if (i % 4 === 2)
            return db.$transaction(async (tx) => {
              await tx.setting.upsert({ where: { key: `race-${i}` }, create: { key: `race-${i}`, value: i }, update: {} });
              await tx.setting.create({ data: { key: "race", value: 2 } }); // fails: the whole transaction rolls back
            });
          return db.$transaction([db.setting.findMany({ take: 3 }), db.setting.count()]);
        }),
      );
      for (const o of outcomes) {
        if (o.status === "fulfilled") succeeded += 1;
        else if ((o.reason as { code?: string }).code === "P2002") conflicts += 1;
        else throw o.reason;
      }
      expect(conflicts).toBe(60);
      expect(succeeded).toBe(60);
      expect(await db.setting.count()).toBe(fromMigrations + 1);
    } finally {
      await embedded.close();
    }
  });
});

describe("transactions waiting for a connection", () => {
  it("wait their turn behind a long transaction instead of failing after Prisma's default 2 s", async () => {
    const embedded = await openDatabase({ dataDir: "memory" }); // one connection: the second must queue
    try {
      const db = embedded.prisma;
      const rows = await db.setting.count();
      const long = db.$transaction(async (tx) => {
        await tx.setting.count();
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        return "long";
      });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const next = db.$transaction(async (tx) => tx.setting.count());
      expect(await Promise.all([long, next])).toEqual(["long", rows]);
    } finally {
      await embedded.close();
    }
  });
});

describe("seed", () => {
  it("creates a main admin, an admin, a demo user and at least 12 mentors, once", async () => {
    expect(await t.db.user.count({ where: { isMainAdmin: true } })).toBe(1);
    expect(await t.db.user.count({ where: { isAdmin: true, isMainAdmin: false } })).toBe(1);
    const mentors = await t.db.mentorProfile.findMany();
    expect(mentors.length).toBeGreaterThanOrEqual(12);
    expect(new Set(mentors.map((m) => m.specialty)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(mentors.map((m) => m.country)).size).toBeGreaterThanOrEqual(10);
    expect(mentors.some((m) => m.isFreeTier) && mentors.some((m) => m.isPaidTier)).toBe(true);
    expect(mentors.every((m) => !m.imageUrl || m.imageUrl.startsWith("data:image/"))).toBe(true);
    const count = await t.db.user.count();
    expect(await seed(t.db, t.config)).toBe(false);
    expect(await t.db.user.count()).toBe(count);
  });

  it("lets the demo accounts sign in with the documented passwords", async () => {
    for (const account of [DEMO_ACCOUNTS.mainAdmin, DEMO_ACCOUNTS.admin, DEMO_ACCOUNTS.user]) {
      const res = await call(t, "POST", "/api/auth/login", { email: account.email, password: account.password });
      expect(res.status).toBe(200);
    }
    const mentor = await call(t, "POST", "/api/auth/login", { email: "amara.okafor@mentors.leadone.app", password: DEMO_ACCOUNTS.mentorPassword });
    expect(mentor.status).toBe(200);
    expect(mentor.body.isMentor).toBe(true);
  });
});

describe("seed outside demo mode", () => {
  it("creates the admin with a printed one-time password, never a known one", async () => {
    const other = await startTestApp();
    try {
      const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: "postgresql://unused" }, { dataDir: other.config.dataDir, sessionSecret: "s".repeat(40) });
      expect(config.demoMode).toBe(false);
      const lines: string[] = [];
      await seed(other.db, config, (l) => lines.push(l));
      const printed = /one-time password: (\S+)/.exec(lines.join("\n"))?.[1];
      expect(printed).toBeTruthy();
      const known = await call(other, "POST", "/api/auth/login", { email: "admin@leadone.local", password: DEMO_ACCOUNTS.mainAdmin.password });
      expect(known.status).toBe(401);
      const ok = await call(other, "POST", "/api/auth/login", { email: "admin@leadone.local", password: printed });
      expect(ok.status).toBe(200);
      expect(ok.body.isMainAdmin).toBe(true);
      expect(await other.db.user.count({ where: { email: DEMO_ACCOUNTS.user.email } })).toBe(0);
    } finally {
      await other.close();
    }
  });

  it("uses ADMIN_EMAIL and ADMIN_PASSWORD when given", async () => {
    const other = await startTestApp();
    try {
      const config = loadConfig(
        { NODE_ENV: "test", DATABASE_URL: "postgresql://unused", ADMIN_EMAIL: "Boss@Example.test", ADMIN_PASSWORD: "chosen-by-operator-1" },
        { dataDir: other.config.dataDir, sessionSecret: "s".repeat(40) },
      );
      const lines: string[] = [];
      await seed(other.db, config, (l) => lines.push(l));
      expect(lines.join("")).not.toContain("one-time password");
      const ok = await call(other, "POST", "/api/auth/login", { email: "boss@example.test", password: "chosen-by-operator-1" });
      expect(ok.status).toBe(200);
    } finally {
      await other.close();
    }
  });
});

describe("configuration", () => {
  it("refuses invalid values with a clear message", () => {
    expect(() => loadConfig({ PORT: "not-a-port" }, { dataDir: "/tmp/x", sessionSecret: "s".repeat(40) })).toThrow(/PORT/);
  });
});
