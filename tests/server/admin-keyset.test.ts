// Issue 13 "admin lists paged by index": admin.users, admin.payments and admin.mentors page by cursor on
// (createdAt, id), newest first. Walking the pages while rows are added returns every row that was
// there exactly once, in a stable order; a cursor of another list or filter, or garbage, is a clear
// 400; searches answer what they answered before; totals are counted up to a cap; and the queries
// are served by indexes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { promote, signUp, startTestApp, trpc, trpcRaw, usingPostgres, type TestApp } from "./harness.js";
import { BAD_CURSOR, COUNT_CAP } from "../../server/modules/admin/keyset.js";
import type { Prisma } from "../../server/db/client.js";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
const SAME_TIME = new Date("2026-03-01T10:00:00.000Z");
let seq = 0;

async function addUser(data: Partial<Prisma.UserUncheckedCreateInput> = {}) {
  seq += 1;
  return t.db.user.create({ data: { email: `keyset.${seq}.${Math.random().toString(36).slice(2, 8)}@example.test`, passwordHash: "x", firstName: "Key", lastName: `Set${seq}`, ...data } });
}
async function addMentor(data: Partial<Prisma.MentorProfileUncheckedCreateInput> = {}) {
  const user = await addUser({ isMentor: true });
  return t.db.mentorProfile.create({ data: { userId: user.id, name: `Mentor ${seq}`, specialty: "Leadership", bio: "", country: "", experience: 3, ...data } });
}
async function addPayment(userId: string, data: Partial<Prisma.PaymentUncheckedCreateInput> = {}) {
  seq += 1;
  return t.db.payment.create({ data: { userId, idempotencyKey: `keyset-${seq}-${Math.random()}`, kind: "credits", description: "Keyset probe", amount: 100 * seq, status: "succeeded", ...data } });
}

beforeAll(async () => {
  t = await startTestApp();
  admin = await signUp(t, { firstName: "Alice", lastName: "Admin" });
  await promote(t, admin.id, { isAdmin: true });
  // Rows sharing one createdAt (the id breaks the tie) and rows at other times.
  for (let i = 0; i < 9; i += 1) await addUser({ createdAt: SAME_TIME });
  for (let i = 0; i < 8; i += 1) await addUser({ createdAt: new Date(SAME_TIME.getTime() + (i % 3) * 60_000 - 90_000) });
  const payer = await addUser({ firstName: "Payer", lastName: "Probe" });
  for (let i = 0; i < 9; i += 1) await addPayment(payer.id, { createdAt: SAME_TIME, status: i % 3 === 0 ? "failed" : "succeeded" });
  for (let i = 0; i < 8; i += 1) await addPayment(payer.id, { createdAt: new Date(SAME_TIME.getTime() - i * 1000), status: "succeeded" });
  for (let i = 0; i < 7; i += 1) await addMentor({ createdAt: SAME_TIME, adminStatus: i % 3 === 0 ? "blocked" : "approved" });
  for (let i = 0; i < 6; i += 1) await addMentor({ createdAt: new Date(SAME_TIME.getTime() - (i % 2) * 1000) });
}, 120_000);
afterAll(async () => t?.close());

type Page = { items: Array<{ id: string }>; nextCursor: string | null; total: number; totalCapped: boolean };

async function walk(list: "admin.users" | "admin.payments" | "admin.mentors", input: Record<string, unknown>, between: () => Promise<unknown>) {
  const seen: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 50; pages += 1) {
    const res = await trpcRaw<Page>(t, "query", list, { ...input, pageSize: 4, ...(cursor ? { cursor } : {}) }, admin.cookie);
    expect(res.status).toBe(200);
    seen.push(...res.body.items.map((r) => r.id));
    if (!res.body.nextCursor) return seen;
    cursor = res.body.nextCursor;
    await between(); // rows arrive while the admin pages
  }
  throw new Error("never reached the last page");
}

describe("keyset paging", () => {
  it("admin.users: every user that was there, once each, newest first (id breaking ties), while users sign up", async () => {
    const before = await t.db.user.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
    const seen = await walk("admin.users", {}, () => addUser());
    expect(new Set(seen).size).toBe(seen.length);
    // New users are newer than the cursor, so they land on pages already read: the rest is exactly what was there.
    expect(seen).toEqual(before.map((u) => u.id));
  });

  it("admin.payments with a filter: every matching payment once, in a stable order, while payments arrive", async () => {
    const payer = await t.db.user.findFirstOrThrow({ where: { firstName: "Payer" } });
    const before = await t.db.payment.findMany({ where: { status: "succeeded" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
    const seen = await walk("admin.payments", { status: "succeeded" }, () => addPayment(payer.id));
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(before.map((p) => p.id));
    // Same walk again, nothing added: the same order (stable).
    const after = await t.db.payment.findMany({ where: { status: "succeeded" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
    expect(await walk("admin.payments", { status: "succeeded" }, async () => undefined)).toEqual(after.map((p) => p.id));
  });

  it("admin.mentors, all and with a status: every mentor once, newest first, while mentors are added", async () => {
    const before = await t.db.mentorProfile.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
    const seen = await walk("admin.mentors", {}, () => addMentor());
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(before.map((m) => m.id));
    const blocked = await t.db.mentorProfile.findMany({ where: { adminStatus: "blocked" }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
    expect(blocked.length).toBeGreaterThan(2);
    expect(await walk("admin.mentors", { status: "blocked" }, () => addMentor({ adminStatus: "blocked" }))).toEqual(blocked.map((m) => m.id));
    const first = await trpc(t, "query", "admin.mentors", { pageSize: 4 }, admin.cookie);
    expect({ total: first.body.total, capped: first.body.totalCapped, items: first.body.items.length }).toEqual({ total: await t.db.mentorProfile.count(), capped: false, items: 4 });
    // A mentor cursor is refused by another filter or list, and another list's cursor by this one.
    expect((await trpc(t, "query", "admin.mentors", { cursor: first.body.nextCursor!, status: "blocked" }, admin.cookie)).body.message).toBe(BAD_CURSOR);
    expect((await trpc(t, "query", "admin.users", { cursor: first.body.nextCursor! }, admin.cookie)).body.message).toBe(BAD_CURSOR);
    const users = await trpc(t, "query", "admin.users", { pageSize: 2 }, admin.cookie);
    expect((await trpc(t, "query", "admin.mentors", { cursor: users.body.nextCursor! }, admin.cookie)).status).toBe(400);
  });

  it("a cursor from another list, another filter, or garbage is a 400 that says so", async () => {
    const users = await trpc(t, "query", "admin.users", { pageSize: 2 }, admin.cookie);
    const payments = await trpc(t, "query", "admin.payments", { pageSize: 2 }, admin.cookie);
    const usersCursor = users.body.nextCursor!;
    const paymentsCursor = payments.body.nextCursor!;
    expect(usersCursor).toBeTruthy();
    expect(paymentsCursor).toBeTruthy();
    const refused = [
      await trpc(t, "query", "admin.payments", { cursor: usersCursor }, admin.cookie),
      await trpc(t, "query", "admin.users", { cursor: paymentsCursor }, admin.cookie),
      await trpc(t, "query", "admin.users", { cursor: usersCursor, filter: "admins" }, admin.cookie),
      await trpc(t, "query", "admin.payments", { cursor: paymentsCursor, status: "failed" }, admin.cookie),
      await trpc(t, "query", "admin.users", { cursor: "garbage" }, admin.cookie),
      await trpc(t, "query", "admin.users", { cursor: Buffer.from(JSON.stringify({ l: "admin.users", f: "x", t: "2026-01-01T00:00:00.000Z", i: "u" })).toString("base64url") }, admin.cookie),
    ];
    for (const res of refused) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(BAD_CURSOR);
    }
    expect((await trpc(t, "query", "admin.users", { cursor: "x".repeat(501) }, admin.cookie)).status).toBe(400);
    // The right cursor, with the same filter, still works.
    expect((await trpc(t, "query", "admin.users", { cursor: usersCursor, pageSize: 2 }, admin.cookie)).status).toBe(200);
  });
});

describe("searches", () => {
  /** The user search as it was written with Prisma before issue 13 (the oracle). */
  const oldUserSearch = (q: string): Prisma.UserWhereInput => {
    const words = q.split(/\s+/).filter(Boolean).slice(0, 4);
    return { OR: [{ email: { contains: q, mode: "insensitive" } }, { username: { contains: q, mode: "insensitive" } }, { AND: words.map((w) => ({ OR: [{ firstName: { contains: w, mode: "insensitive" as const } }, { lastName: { contains: w, mode: "insensitive" as const } }] })) }] };
  };

  it("admin.users finds what it found before (email, username, a name, several words across both names)", async () => {
    await addUser({ firstName: "Grace", lastName: "Hopper", username: "amazing_grace", email: "cobol.fan@example.test" });
    await addUser({ firstName: "Ada", lastName: "Lovelace", email: "engine@example.test" });
    for (const q of ["grace", "HOPPER", "amazing", "cobol.fan", "grace hopper", "hopper ada", "ada lovelace", "set1", "example.test", "nobody-here"]) {
      const res = await trpc(t, "query", "admin.users", { search: q, pageSize: 100 }, admin.cookie);
      const expected = await t.db.user.findMany({ where: oldUserSearch(q), orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
      expect({ q, ids: res.body.items.map((u) => u.id), total: res.body.total }).toEqual({ q, ids: expected.map((u) => u.id).slice(0, 100), total: expected.length });
    }
  });

  it("admin.payments' user filter finds by email, first or last name (and treats % and _ literally)", async () => {
    const res = await trpc(t, "query", "admin.payments", { user: "payer", pageSize: 100 }, admin.cookie);
    const expected = await t.db.payment.count({ where: { user: { firstName: "Payer" } } });
    expect(res.body.total).toBe(expected);
    expect(res.body.totalAmount).toBe((await t.db.payment.aggregate({ where: { user: { firstName: "Payer" } }, _sum: { amount: true } }))._sum.amount);
    expect((await trpc(t, "query", "admin.payments", { user: "%" }, admin.cookie)).body.total).toBe(0);
    expect((await trpc(t, "query", "admin.users", { search: "_" }, admin.cookie)).body.items.map((u) => u.username)).toEqual(["amazing_grace"]);
  });

  it("admin.mentors finds by name, specialty or the mentor's email, as before, and treats % and _ literally", async () => {
    const grace = await addMentor({ name: "Grace Mentor", specialty: "Public_Speaking" });
    const graceEmail = (await t.db.user.findUniqueOrThrow({ where: { id: grace.userId } })).email;
    const oldSearch = (q: string): Prisma.MentorProfileWhereInput => ({ OR: [{ name: { contains: q, mode: "insensitive" } }, { specialty: { contains: q, mode: "insensitive" } }, { user: { email: { contains: q, mode: "insensitive" } } }] });
    // (Prisma's "contains" passes % and _ through as wildcards, so the oracle only hears plain words.)
    for (const q of ["grace", "MENTOR", "public", graceEmail, "keyset.", "leadership", "nobody-here"]) {
      const res = await trpc(t, "query", "admin.mentors", { search: q, pageSize: 100 }, admin.cookie);
      const expected = await t.db.mentorProfile.findMany({ where: oldSearch(q), orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: { id: true } });
      expect({ q, ids: res.body.items.map((m) => m.id), total: res.body.total }).toEqual({ q, ids: expected.map((m) => m.id), total: expected.length });
    }
    expect((await trpc(t, "query", "admin.mentors", { search: "%" }, admin.cookie)).body.total).toBe(0);
    expect((await trpc(t, "query", "admin.mentors", { search: "_" }, admin.cookie)).body.items.map((m) => m.id)).toEqual([grace.id]);
    expect((await trpc(t, "query", "admin.mentors", { search: "c_speak" }, admin.cookie)).body.items.map((m) => m.id)).toEqual([grace.id]);
    expect((await trpc(t, "query", "admin.mentors", { search: "c speak" }, admin.cookie)).body.total).toBe(0);
  });
});

describe("totals", () => {
  it(`are counted up to ${COUNT_CAP.toLocaleString("en")}: beyond, the total says "more than" and the payment sum is withheld`, async () => {
    const payer = await t.db.user.findFirstOrThrow({ where: { firstName: "Payer" } });
    await t.db.$executeRawUnsafe(`INSERT INTO "User" (id, email, "passwordHash", "firstName", "lastName", "createdAt", "updatedAt")
      SELECT 'cap-u-' || g, 'cap-' || g || '@example.test', 'x', 'Cap', 'User', now() - g * interval '1 second', now() FROM generate_series(1, ${COUNT_CAP}) g`);
    await t.db.$executeRawUnsafe(`INSERT INTO "Payment" (id, "userId", "idempotencyKey", kind, description, amount, status, "createdAt")
      SELECT 'cap-p-' || g, '${payer.id}', 'cap-p-' || g, 'credits', 'Cap probe', 100, 'succeeded', now() - g * interval '1 second' FROM generate_series(1, ${COUNT_CAP}) g`);
    const users = await trpc(t, "query", "admin.users", {}, admin.cookie);
    expect({ total: users.body.total, capped: users.body.totalCapped }).toEqual({ total: COUNT_CAP, capped: true });
    const capUsers = await trpc(t, "query", "admin.users", { search: "cap-1" }, admin.cookie);
    expect(capUsers.body.totalCapped).toBe(false);
    expect(capUsers.body.total).toBe(await t.db.user.count({ where: { email: { contains: "cap-1" } } }));
    const payments = await trpc(t, "query", "admin.payments", {}, admin.cookie);
    expect({ total: payments.body.total, capped: payments.body.totalCapped, amount: payments.body.totalAmount }).toEqual({ total: COUNT_CAP, capped: true, amount: null });
    const failed = await trpc(t, "query", "admin.payments", { status: "failed" }, admin.cookie);
    expect(failed.body.totalCapped).toBe(false);
    expect(failed.body.totalAmount).toBe((await t.db.payment.aggregate({ where: { status: "failed" }, _sum: { amount: true } }))._sum.amount);
  }, 120_000);
});

describe(`the queries the indexes serve (${usingPostgres() ? "PostgreSQL" : "embedded"})`, () => {
  // Tiny tables are cheaper to scan (or to fetch by bitmap and sort), so the planner is told not to:
  // the question is whether an index CAN serve the query. (GIN indexes are read by bitmap only.)
  async function plan(sql: string, ordered = false): Promise<string> {
    const [, , rows] = await t.db.$transaction([
      t.db.$executeRawUnsafe("SET LOCAL enable_seqscan = off"),
      t.db.$executeRawUnsafe(`SET LOCAL enable_bitmapscan = ${ordered ? "off" : "on"}`),
      t.db.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(`EXPLAIN ${sql}`),
    ]);
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  }

  it("a page after a cursor is read off (createdAt, id) without sorting; a search off the trigram index", async () => {
    const users = await plan(`SELECT u.id FROM "User" u WHERE (u."createdAt", u.id) < ('2026-03-01 10:00:00'::timestamp(3), 'x') ORDER BY u."createdAt" DESC, u.id DESC LIMIT 21`, true);
    expect(users).toContain("User_createdAt_id_idx");
    expect(users).not.toMatch(/Sort\b/);
    const payments = await plan(`SELECT p.id FROM "Payment" p WHERE p.status = 'succeeded' AND (p."createdAt", p.id) < ('2026-03-01 10:00:00'::timestamp(3), 'x') ORDER BY p."createdAt" DESC, p.id DESC LIMIT 21`, true);
    expect(payments).toContain("Payment_status_createdAt_id_idx");
    expect(payments).not.toMatch(/Sort\b/);
    const search = await plan(`SELECT u.id FROM "User" u WHERE (u.email || E'\\x1f' || coalesce(u.username, '') || E'\\x1f' || u."firstName" || E'\\x1f' || u."lastName") ILIKE '%hopper%'`);
    expect(search).toContain("User_search_trgm_idx");
    const words = await plan(`SELECT u.id FROM "User" u WHERE (u."firstName" || E'\\x1f' || u."lastName") ILIKE '%grace%'`);
    expect(words).toContain("User_names_trgm_idx");
    const mentors = await plan(`SELECT m.id FROM "MentorProfile" m WHERE (m."createdAt", m.id) < ('2026-03-01 10:00:00'::timestamp(3), 'x') ORDER BY m."createdAt" DESC, m.id DESC LIMIT 21`, true);
    expect(mentors).toContain("MentorProfile_createdAt_id_idx");
    expect(mentors).not.toMatch(/Sort\b/);
  });
});
