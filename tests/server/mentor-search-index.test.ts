// Issue 13 "flat with growth": the mentor search (case-insensitive "contains" on name, specialty, bio and
// country) and the catalogue's order are served by indexes — trigram (pg_trgm) GIN indexes, on PostgreSQL
// and on the embedded database alike — not by scanning the table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 120_000);
afterAll(async () => t?.close());

async function plan(sql: string): Promise<string> {
  // Tiny tables are cheaper to scan, so the planner is told not to; the question is whether an index CAN serve it.
  const [, rows] = await t.db.$transaction([t.db.$executeRawUnsafe("SET LOCAL enable_seqscan = off"), t.db.$queryRawUnsafe<Array<{ "QUERY PLAN": string }>>(`EXPLAIN ${sql}`)]);
  return rows.map((r) => r["QUERY PLAN"]).join("\n");
}

describe("mentor search indexes", () => {
  it("has the pg_trgm extension and a trigram index on each searched column", async () => {
    const ext = await t.db.$queryRawUnsafe<Array<{ extname: string }>>(`SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'`);
    expect(ext).toHaveLength(1);
    const indexes = await t.db.$queryRawUnsafe<Array<{ indexname: string; indexdef: string }>>(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'MentorProfile'`);
    for (const column of ["name", "specialty", "bio", "country"]) {
      const index = indexes.find((i) => i.indexname === `MentorProfile_${column}_trgm_idx`);
      expect(index?.indexdef).toMatch(new RegExp(`USING gin \\("?${column}"? gin_trgm_ops\\)`));
    }
  });

  it("the search across all four columns uses the trigram indexes, and the API still finds by part of a name", async () => {
    const p = await plan(`SELECT id FROM "MentorProfile" WHERE name ILIKE '%bel%' OR specialty ILIKE '%bel%' OR bio ILIKE '%bel%' OR country ILIKE '%bel%'`);
    expect(p).toMatch(/BitmapOr|Bitmap Index Scan/);
    expect(p).not.toMatch(/Seq Scan/);
    const res = await call(t, "GET", "/api/mentors?q=BELL");
    expect(res.status).toBe(200);
    expect(res.body.mentors.map((m: { name: string }) => m.name)).toContain("Marcus Bell");
  });

  it("the catalogue's first page is read in index order (rating, reviews, name, id)", async () => {
    const p = await plan(`SELECT id FROM "MentorProfile" ORDER BY rating DESC, "ratingCount" DESC, name ASC, id ASC LIMIT 12`);
    expect(p).toContain("MentorProfile_rating_ratingCount_name_id_idx");
    expect(p).not.toMatch(/Sort\b/);
  });
});
