// The operator CLI (`npm run leadone`) against a started server, through the SDK with a real key.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promote, signUp, startTestApp, trpc, type TestApp } from "./harness.js";
import { COUNT_CAP } from "../../server/modules/admin/keyset.js";

let t: TestApp;
let baseUrl: string;
let admin: Awaited<ReturnType<typeof signUp>>;
let adminKey: string;
let tmp: string;
beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ port: 0, host: "127.0.0.1" });
  admin = await signUp(t, { firstName: "Ops", lastName: "Admin" });
  await promote(t, admin.id, { isAdmin: true, isMainAdmin: true });
  adminKey = (await trpc(t, "mutation", "apiKeys.create", { name: "cli" }, admin.cookie)).body.key;
  tmp = await mkdtemp(path.join(os.tmpdir(), "leadone-cli-"));
});
afterAll(async () => {
  await t?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

function leadone(args: string[], env: Record<string, string | undefined> = { LEADONE_URL: baseUrl, LEADONE_API_KEY: adminKey }) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const { LEADONE_URL: _u, LEADONE_API_KEY: _k, ...rest } = process.env;
    execFile(process.execPath, ["--import", "tsx", "cli/leadone.ts", ...args], { env: { ...rest, ...env } as NodeJS.ProcessEnv }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("npm run leadone", { timeout: 240_000 }, () => {
  it("needs LEADONE_URL and LEADONE_API_KEY, and says so", async () => {
    const res = await leadone(["whoami"], {});
    expect(res.code).toBe(2);
    expect(res.stderr).toContain("LEADONE_API_KEY");
    const unknown = await leadone(["frobnicate"]);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("Unknown command: frobnicate");
  });

  it("whoami and users list, in text and --json", async () => {
    const me = await leadone(["whoami", "--json"]);
    expect(me.code).toBe(0);
    expect(JSON.parse(me.stdout)).toMatchObject({ id: admin.id, email: admin.email });
    const other = await signUp(t, { firstName: "Listed" });
    const list = await leadone(["users", "list", "--search", other.email, "--json"]);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.stdout).items.map((u: { id: string }) => u.id)).toEqual([other.id]);
    const text = await leadone(["users", "list", "--search", other.email]);
    expect(text.stdout).toContain(`${other.email}\tListed User`);
    expect(text.stdout).toContain("1 of 1 users");
  });

  it("users list says \"of more than N\" when the total is past the count cap", async () => {
    await t.db.$executeRawUnsafe(`INSERT INTO "User" (id, email, "passwordHash", "firstName", "lastName", "createdAt", "updatedAt")
      SELECT 'cli-cap-' || g, 'cli-cap-' || g || '@example.test', 'x', 'Cap', 'User', now() - g * interval '1 second', now() FROM generate_series(1, ${COUNT_CAP}) g`);
    const text = await leadone(["users", "list"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain(`100 of more than ${COUNT_CAP} users (page 1)`);
    expect(text.stdout).not.toContain(`of ${COUNT_CAP} users`);
    // A filter under the cap still says the real count.
    expect((await leadone(["users", "list", "--search", "cli-cap-1000@"])).stdout).toContain("1 of 1 users (page 1)");
    await t.db.$executeRawUnsafe(`DELETE FROM "User" WHERE id LIKE 'cli-cap-%'`);
  });

  it("users suspend <email> --reason suspends through the procedure (audit row) and reinstate lifts it", async () => {
    const target = await signUp(t);
    const noReason = await leadone(["users", "suspend", target.email]);
    expect(noReason.code).toBe(2);
    const res = await leadone(["users", "suspend", target.email, "--reason", "Chargeback fraud"]);
    expect(res.code).toBe(0);
    expect(res.stdout).toContain(`Suspended ${target.email}`);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({ suspended: true, suspensionReason: "admin" });
    const row = await t.db.auditLog.findFirst({ where: { action: "user.suspend", targetId: target.id } });
    expect(row).toMatchObject({ actorId: admin.id, details: expect.objectContaining({ reason: "Chargeback fraud" }) });
    const again = await leadone(["users", "suspend", target.email, "--reason", "Twice", "--json"]);
    expect(again.code).toBe(1);
    expect(JSON.parse(again.stdout).error.code).toBe("CONFLICT");
    expect((await leadone(["users", "reinstate", target.email])).code).toBe(0);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: target.id } })).suspended).toBe(false);
    const missing = await leadone(["users", "suspend", "nobody@example.test", "--reason", "x y z"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("No user with the email nobody@example.test");
  });

  it("refuses admin commands with a non-admin's key", async () => {
    const user = await signUp(t);
    const key = (await trpc(t, "mutation", "apiKeys.create", { name: "mine" }, user.cookie)).body.key;
    const res = await leadone(["users", "list"], { LEADONE_URL: baseUrl, LEADONE_API_KEY: key });
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^FORBIDDEN: /);
  });

  it("billing close-periods calls the procedure (and so does npm run billing:close-periods)", async () => {
    const before = await t.db.auditLog.count({ where: { action: { startsWith: "billing." }, actorId: admin.id } });
    const res = await leadone(["billing", "close-periods", "--json"]);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toBeTypeOf("object");
    const script = await new Promise<{ code: number; stdout: string }>((resolve) =>
      execFile("npm", ["run", "--silent", "billing:close-periods", "--", "--json"], { env: { ...process.env, LEADONE_URL: baseUrl, LEADONE_API_KEY: adminKey } }, (error, stdout) =>
        resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
      ),
    );
    expect(script.code).toBe(0);
    expect(JSON.parse(script.stdout)).toBeTypeOf("object");
    expect(await t.db.auditLog.count({ where: { action: { startsWith: "billing." }, actorId: admin.id } })).toBe(before + 2);
  });

  it("mentors import <file.csv> creates each valid row through admin.createMentor and reports the others", async () => {
    const file = path.join(tmp, "mentors.csv");
    const stamp = Date.now().toString(36);
    await writeFile(
      file,
      [
        "firstName,lastName,email,specialty,bio,country,experience,isFreeTier,isPaidTier,monthlyRate,yearlyRate,isActive",
        `Ada,Lovelace,ada.${stamp}@example.test,Strategy,"Leads teams, writes code",UK,12,true,false,0,0,true`,
        `Grace,Hopper,grace.${stamp}@example.test,Engineering,"Says ""ship it""",US,30,false,true,4900,49000,true`,
        `Bad,Row,not-an-email,Strategy,,UK,3,true,false,0,0,true`,
      ].join("\n"),
    );
    const res = await leadone(["mentors", "import", file, "--json"]);
    expect(res.code).toBe(1);
    const out = JSON.parse(res.stdout);
    expect(out).toMatchObject({ imported: 2, failed: 1 });
    expect(out.results[2]).toMatchObject({ line: 4, ok: false, error: "Please enter a valid email address" });
    const grace = await t.db.user.findUniqueOrThrow({ where: { email: `grace.${stamp}@example.test` }, include: { mentorProfile: true } });
    expect(grace.mentorProfile).toMatchObject({ monthlyRate: 4900, bio: 'Says "ship it"', isPaidTier: true });
    expect(await t.db.auditLog.count({ where: { action: { contains: "mentor" }, actorId: admin.id } })).toBeGreaterThanOrEqual(2);
    // mentors list reads the paged admin.mentors: newest first, with the total.
    const list = await leadone(["mentors", "list", "--search", stamp]);
    expect(list.stdout).toBe(`grace.${stamp}@example.test\tGrace Hopper\tEngineering\tactive\nada.${stamp}@example.test\tAda Lovelace\tStrategy\tactive\n2 of 2 mentors (page 1)\n`);
  });

  it("outbox list and outbox retry queue failed emails again, with an audit row", async () => {
    const failed = await t.db.outboxEmail.create({ data: { to: "x@example.test", subject: "Receipt", body: "…", status: "failed", attempts: 5, error: "SMTP down" } });
    const sent = await t.db.outboxEmail.create({ data: { to: "y@example.test", subject: "Hello", body: "…", status: "sent", attempts: 1 } });
    const list = await leadone(["outbox", "list", "--status", "failed"]);
    expect(list.stdout).toContain(`${failed.id}\tfailed\tx@example.test\tReceipt\tSMTP down`);
    const res = await leadone(["outbox", "retry", "--json"]);
    expect(res.code).toBe(0);
    expect(JSON.parse(res.stdout)).toEqual({ retried: 1 });
    expect(await t.db.outboxEmail.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: "queued", attempts: 0, error: null });
    expect((await t.db.outboxEmail.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe("sent");
    expect(await t.db.auditLog.findFirst({ where: { action: "outbox.retry", actorId: admin.id } })).toMatchObject({ details: { retried: 1 } });
  });
});
