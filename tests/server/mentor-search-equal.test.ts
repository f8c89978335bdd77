// Issue 13 "flat with growth": the catalogue list and search moved from a Prisma filter to SQL the
// indexes serve. The answers must not change: every filter combination here is answered through the
// real API and compared, ids in order and total, with the Prisma filter the list used before (kept
// below as the oracle), for the public and for an admin, on a catalogue with the awkward cases (hidden
// mentors of every kind, rating ties, a q spanning two columns, LIKE wildcards in q).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, usingPostgres, type TestApp } from "./harness.js";
import type { Prisma } from "../../server/db/client.js";
import { PUBLIC_MENTOR } from "../../server/modules/mentors/service.js";
import { dollarsToCents } from "../../shared/money.js";

let t: TestApp;
let adminCookie: string;

async function addMentor(name: string, data: Partial<Prisma.MentorProfileUncheckedCreateInput>, user: Partial<Prisma.UserUncheckedCreateInput> = {}) {
  const u = await t.db.user.create({ data: { email: `${name.replace(/\W/g, "").toLowerCase()}.${Math.random().toString(36).slice(2)}@example.test`, passwordHash: "x", firstName: name, lastName: "Probe", isMentor: true, ...user } });
  await t.db.mentorProfile.create({
    data: { userId: u.id, name, specialty: "Team Performance", bio: "Probe bio about delegation.", country: "Norway", experience: 4, isFreeTier: true, isPaidTier: false, isActive: true, rating: 4.5, ratingCount: 3, ...data },
  });
}

beforeAll(async () => {
  t = await startTestApp({ seed: true });
  const admin = await signUp(t);
  await promote(t, admin.id, { isAdmin: true });
  adminCookie = admin.cookie;
  // Ties on rating and review count (ordered by name, then id), and every kind of hidden mentor.
  await addMentor("Tie Alpha", { rating: 4.5, ratingCount: 3 });
  await addMentor("Tie Beta", { rating: 4.5, ratingCount: 3, isPaidTier: true, monthlyRate: 12_000, yearlyRate: 120_000 });
  await addMentor("Tie Alpha", { rating: 4.5, ratingCount: 3, country: "Chile" });
  await addMentor("Hidden Inactive", { isActive: false });
  await addMentor("Hidden Blocked", { adminStatus: "blocked" });
  await addMentor("Hidden Suspended", {}, { suspended: true, suspensionReason: "admin" });
  await addMentor("Shown Payment Suspended", {}, { suspended: true, suspensionReason: "payment_failed" });
  await addMentor("Hidden Role Revoked", {}, { isMentor: false });
  await addMentor("Wild 100% Card_Name", { bio: "Uses a back\\slash and 50% of the time an under_score." });
  await addMentor("Spanner", { specialty: "Strategy", bio: "Ends with growth", country: "Peru" });
}, 120_000);
afterAll(async () => t?.close());

type Haystack = { id: string; name: string; specialty: string; bio: string; country: string };
/** The mentors whose name, specialty, bio or country holds q, literally (% and _ are characters). */
const holding = (all: Haystack[], q: string) => all.filter((m) => [m.name, m.specialty, m.bio, m.country].some((c) => c.toLowerCase().includes(q.toLowerCase()))).map((m) => m.id);

/** The list's filter as it was written with Prisma before issue 13 (the oracle); q is matched
 * literally (Prisma's "contains" passed % and _ through as wildcards, which was a bug). */
function prismaWhere(input: Record<string, string | number | boolean | undefined>, includeInactive: boolean, all: Haystack[]): Prisma.MentorProfileWhereInput {
  const and: Prisma.MentorProfileWhereInput[] = [];
  if (!includeInactive) and.push(PUBLIC_MENTOR);
  else {
    and.push({ adminStatus: "approved" });
    if (input.isActive !== undefined) and.push({ isActive: input.isActive as boolean });
  }
  if (input.isFree !== undefined) and.push({ isFreeTier: input.isFree as boolean });
  if (input.isPaid !== undefined) and.push({ isPaidTier: input.isPaid as boolean });
  if (input.specialty) and.push({ specialty: { equals: input.specialty as string, mode: "insensitive" } });
  if (input.minRate !== undefined) and.push({ isPaidTier: true, monthlyRate: { gte: dollarsToCents(input.minRate as number) } });
  if (input.maxRate !== undefined) and.push({ OR: [{ isPaidTier: false }, { monthlyRate: { lte: dollarsToCents(input.maxRate as number) } }] });
  if (input.q) and.push({ id: { in: holding(all, input.q as string) } });
  return { AND: and };
}

const CASES: Array<Record<string, string | number | boolean | undefined>> = [
  {},
  { page: 2, pageSize: 5 },
  { page: 400, pageSize: 5 },
  { isFree: true, isActive: true },
  { isPaid: true, isActive: true },
  { isFree: false },
  { isActive: false },
  { specialty: "team performance" },
  { specialty: "Conflict Resolution" },
  { isPaid: true, minRate: 60, maxRate: 150 },
  { maxRate: 100 },
  { minRate: 100 },
  { q: "tie" },
  { q: "ALPHA" },
  { q: "delegation" },
  { q: "norway" },
  { q: "growth" },
  { q: "strategy ends" }, // only across two columns (specialty, bio): no match
  { q: "growth peru" }, // only across two columns: no match
  { q: "%" },
  { q: "100%" },
  { q: "d_l" },
  { q: "_" },
  { q: "card_name" },
  { q: "back\\slash" },
  { q: "zzzz-no-such-mentor" },
  { q: "e", specialty: "team performance", isFree: true, page: 2, pageSize: 3 },
];

describe("mentor list and search answer exactly what the Prisma filter answered", () => {
  for (const asAdmin of [false, true]) {
    it(`for ${asAdmin ? "an admin" : "the public"}`, async () => {
      const all = await t.db.mentorProfile.findMany({ select: { id: true, name: true, specialty: true, bio: true, country: true } });
      for (const input of CASES) {
        const query = new URLSearchParams(Object.entries(input).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)])).toString();
        const res = await call(t, "GET", `/api/mentors?${query}`, undefined, asAdmin ? adminCookie : undefined);
        expect(res.status, query).toBe(200);
        const page = Number(input.page ?? 1);
        const pageSize = Number(input.pageSize ?? res.body.pageSize);
        const where = prismaWhere(input, asAdmin, all);
        const [expected, total] = await Promise.all([
          t.db.mentorProfile.findMany({ where, select: { id: true }, orderBy: [{ rating: "desc" }, { ratingCount: "desc" }, { name: "asc" }, { id: "asc" }], skip: (page - 1) * pageSize, take: pageSize }),
          t.db.mentorProfile.count({ where }),
        ]);
        expect({ query, ids: res.body.mentors.map((m: { id: string }) => m.id), total: res.body.total }).toEqual({ query, ids: expected.map((m) => m.id), total });
      }
    });
  }

  it("finds the awkward ones it should (a sanity check that the cases are not all empty)", async () => {
    const names = async (q: string) => (await call(t, "GET", `/api/mentors?q=${encodeURIComponent(q)}&pageSize=50`)).body.mentors.map((m: { name: string }) => m.name);
    expect(await names("tie")).toEqual(["Tie Alpha", "Tie Alpha", "Tie Beta"]);
    expect(await names("100%")).toEqual(["Wild 100% Card_Name"]);
    // % and _ are literal: "%" and "_" find only the mentor whose texts hold them, "d_l" nobody
    // (as wildcards they found everyone, and "delegation").
    expect(await names("%")).toEqual(["Wild 100% Card_Name"]);
    expect(await names("_")).toEqual(["Wild 100% Card_Name"]);
    expect(await names("d_l")).toEqual([]);
    expect(await names("back\\slash")).toEqual(["Wild 100% Card_Name"]);
    expect(await names("payment suspended")).toEqual(["Shown Payment Suspended"]);
    expect(await names("hidden")).toEqual([]);
    expect(await names("strategy ends")).toEqual([]);
  });
});

describe("the queries the indexes serve", () => {
  async function plan(sql: string): Promise<string> {
    // Tiny tables are cheaper to scan, so the planner is told not to; the question is whether an index CAN serve it.
    const [, , rows] = await t.db.$transaction([
      t.db.$executeRawUnsafe("SET LOCAL enable_seqscan = off"),
      t.db.$executeRawUnsafe("SET LOCAL enable_indexscan = off"),
      t.db.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(`EXPLAIN ${sql}`),
    ]);
    return rows.map((r) => r["QUERY PLAN"]).join("\n");
  }

  it("a search is one bitmap scan of the combined trigram index, and the public rule reads the listed-mentor index", async () => {
    // The list's own conditions, as listMentors writes them.
    const search = await plan(`SELECT id FROM "MentorProfile" m WHERE (m.name || E'\\x1f' || m.specialty || E'\\x1f' || m.bio || E'\\x1f' || m.country) ILIKE '%okafor%'`);
    expect(search).toContain("MentorProfile_search_trgm_idx");
    expect(search).not.toMatch(/Seq Scan/);
    const p = await plan(`SELECT count(*) FROM "MentorProfile" m WHERE m."isActive" AND m."adminStatus" = 'approved'
      AND EXISTS (SELECT 1 FROM "User" u WHERE u.id = m."userId" AND u."isMentor" AND NOT (u.suspended AND u."suspensionReason" = 'admin'))`);
    expect(p).toContain("User_listed_mentor_idx");
    expect(p).not.toMatch(/Seq Scan/);
  });

  it(`the indexes exist (${usingPostgres() ? "PostgreSQL" : "embedded"})`, async () => {
    const rows = await t.db.$queryRawUnsafe<Array<{ indexname: string }>>(`SELECT indexname FROM pg_indexes WHERE indexname IN ('MentorProfile_search_trgm_idx', 'User_listed_mentor_idx') ORDER BY 1`);
    expect(rows.map((r) => r.indexname)).toEqual(["MentorProfile_search_trgm_idx", "User_listed_mentor_idx"]);
  });
});
