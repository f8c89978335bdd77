// Issue 13 "flat with growth": an advice answer reads only the best few mentors of each specialty its
// approaches name (off an index), never the whole catalogue, and still suggests the best-rated ones.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CANDIDATES_PER_SPECIALTY, suggestionCandidates } from "../../server/modules/advice/service.js";
import { call, signUp, startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
const EXTRA = 60;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
  // 60 more public conflict-resolution mentors; number 7 is the best rated of all, number 8 is blocked by an admin.
  await t.db.$executeRawUnsafe(`
    INSERT INTO "User" (id, email, "passwordHash", "firstName", "lastName", "isMentor", "createdAt", "updatedAt")
    SELECT 'grow-u-' || g, 'grow-' || g || '@example.test', 'no-login', 'Grow', 'Mentor ' || g, true, now(), now()
      FROM generate_series(1, ${EXTRA}) AS g`);
  await t.db.$executeRawUnsafe(`
    INSERT INTO "MentorProfile" (id, "userId", name, specialty, bio, country, experience, "isFreeTier", "isPaidTier", "monthlyRate", "yearlyRate", "isActive", "adminStatus", rating, "ratingCount", "createdAt", "updatedAt")
    SELECT 'grow-m-' || g, 'grow-u-' || g, 'Grow Mentor ' || g, 'Conflict Resolution', 'Helps teams through conflict.', 'Canada', 5,
           true, false, 0, 0, true, CASE WHEN g = 8 THEN 'blocked' ELSE 'approved' END::"MentorAdminStatus",
           CASE WHEN g IN (7, 8) THEN 5 ELSE 1 + (g % 10) / 10.0 END, CASE WHEN g IN (7, 8) THEN 999 ELSE g % 5 END, now(), now()
      FROM generate_series(1, ${EXTRA}) AS g`);
}, 120_000);
afterAll(async () => t?.close());

describe("advice suggestions with a growing catalogue", () => {
  it("reads at most a few mentors per specialty, the best public ones first", async () => {
    const inCatalogue = await t.db.mentorProfile.count({ where: { specialty: "Conflict Resolution" } });
    expect(inCatalogue).toBeGreaterThan(EXTRA);
    const rows = await suggestionCandidates(t.db, ["Conflict Resolution", "Conflict Resolution"]);
    expect(rows.length).toBe(CANDIDATES_PER_SPECIALTY);
    expect(rows[0]!.id).toBe("grow-m-7");
    expect(rows.map((r) => r.id)).not.toContain("grow-m-8"); // blocked: never suggested
    const two = await suggestionCandidates(t.db, ["Conflict Resolution", "Team Performance"]);
    expect(two.length).toBeLessThanOrEqual(2 * CANDIDATES_PER_SPECIALTY);
    expect(new Set(two.map((r) => r.specialty))).toEqual(new Set(["Conflict Resolution", "Team Performance"]));
  });

  it("the advice answer suggests the best-rated matching mentor and leads the coaching format with them", async () => {
    const u = await signUp(t);
    const res = await call(t, "POST", "/api/test-leadership-advice", { question: "Two senior engineers on my team keep clashing over a rewrite. How do I handle it?", responseFormat: "mentor" }, u.cookie);
    expect(res.status).toBe(200);
    expect(res.body.mentorCoaching[0].id).toBe("grow-m-7");
    const suggested = res.body.options.flatMap((o: { mentorSuggestions: Array<{ id: string }> }) => o.mentorSuggestions.map((m) => m.id));
    expect(suggested).toContain("grow-m-7");
    expect(suggested).not.toContain("grow-m-8");
  }, 60_000);
});
