// Issue 16 item 7: a believable demo. Seeded mentors have distinct illustrated avatars made offline
// (DiceBear), and their reviews have distinct texts written over past months, in counts and ratings
// that differ by mentor; the demo mentors' sample videos are tagged, so a Premium question shows one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, trpc, type TestApp } from "./harness.js";
import { SEED_MENTORS, seedReviewsFor } from "../../server/seed/mentors.js";
import { DEMO_MENTOR_LOGINS } from "../../server/seed/seed-constants.js";
import { seed } from "../../server/seed/seed.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => t?.close());

describe("believable demo seed", () => {
  it("every seeded mentor has its own illustrated SVG avatar, embedded (no network)", async () => {
    const res = await call(t, "GET", "/api/mentors?pageSize=50");
    expect(res.status).toBe(200);
    const mentors = res.body.mentors as Array<{ name: string; imageUrl: string }>;
    expect(mentors.length).toBe(SEED_MENTORS.length);
    const svgs = mentors.map((m) => {
      expect(m.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
      return Buffer.from(m.imageUrl.split(",")[1]!, "base64").toString("utf8");
    });
    expect(new Set(svgs).size).toBe(mentors.length);
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      // A drawn portrait (DiceBear "Personas", its licence credited in the SVG), not initials on a gradient.
      expect(svg).toContain("Personas");
      // Nothing is fetched: no linked image or stylesheet; and a face, not initials as text.
      expect(svg).not.toMatch(/<image|<use|href=|@import|<text/);
    }
  });

  it("reviews have distinct texts and dates spread over past months", async () => {
    const list = await call(t, "GET", "/api/mentors?pageSize=50");
    const reviews: Array<{ text: string; createdAt: string }> = [];
    for (const m of list.body.mentors as Array<{ id: string; ratingCount: number }>) {
      const res = await call(t, "GET", `/api/mentors/${m.id}/reviews?pageSize=50`);
      expect(res.status).toBe(200);
      expect(res.body.reviews.length).toBe(m.ratingCount);
      reviews.push(...res.body.reviews);
    }
    expect(reviews.length).toBeGreaterThan(40);
    expect(new Set(reviews.map((r) => r.text)).size).toBe(reviews.length);
    const now = Date.now();
    const dates = reviews.map((r) => new Date(r.createdAt).getTime());
    expect(dates.every((d) => d < now)).toBe(true);
    expect(new Set(dates.map((d) => new Date(d).toISOString().slice(0, 10))).size).toBeGreaterThan(20);
    expect(new Set(dates.map((d) => new Date(d).toISOString().slice(0, 7))).size).toBeGreaterThanOrEqual(6);
    // A mentor's reviews show newest first, each on its own day.
    const first = (list.body.mentors as Array<{ id: string }>)[0]!;
    const own = (await call(t, "GET", `/api/mentors/${first.id}/reviews?pageSize=50`)).body.reviews as Array<{ createdAt: string }>;
    const days = own.map((r) => r.createdAt.slice(0, 10));
    expect(new Set(days).size).toBe(days.length);
  });

  it("mentors have different numbers of reviews and different ratings, the same on every seed", async () => {
    const list = await call(t, "GET", "/api/mentors?pageSize=50");
    const mentors = list.body.mentors as Array<{ name: string; rating: number; ratingCount: number }>;
    const counts = mentors.map((m) => m.ratingCount);
    expect(new Set(counts).size).toBeGreaterThanOrEqual(8);
    expect(Math.min(...counts)).toBeLessThanOrEqual(2);
    expect(Math.max(...counts)).toBeGreaterThanOrEqual(10);
    const ratings = mentors.map((m) => m.rating);
    expect(new Set(ratings).size).toBeGreaterThanOrEqual(6);
    expect(Math.min(...ratings)).toBeLessThan(4);
    expect(Math.max(...ratings)).toBeGreaterThan(4.7);
    // Deterministic: each mentor has exactly the reviews the seed plan gives it, with every star count used.
    for (const [i, m] of SEED_MENTORS.entries()) {
      const row = mentors.find((x) => x.name === `${m.firstName} ${m.lastName}`)!;
      const planned = seedReviewsFor(i);
      expect(row.ratingCount).toBe(planned.length);
      expect(row.rating).toBe(Math.round((planned.reduce((s, r) => s + r.rating, 0) / planned.length) * 10) / 10);
    }
    const stars = new Set(SEED_MENTORS.flatMap((_, i) => seedReviewsFor(i).map((r) => r.rating)));
    expect([...stars].sort()).toEqual([2, 3, 4, 5]);
  });

  it("the demo mentors' sample videos are tagged, so a Premium member's question gets a video response", async () => {
    const demoMentors = SEED_MENTORS.slice(0, DEMO_MENTOR_LOGINS).map((m) => `${m.firstName} ${m.lastName}`);
    const samples = await t.db.mentorVideo.findMany({ where: { isSample: true, mentor: { name: { in: demoMentors } } }, select: { tags: true } });
    expect(samples).toHaveLength(2 * demoMentors.length);
    expect(samples.every((v) => v.tags.length > 0)).toBe(true);

    // A database seeded before the tags existed gets them on the next start, once.
    await t.db.mentorVideo.updateMany({ where: { isSample: true }, data: { tags: [] } });
    await t.db.setting.delete({ where: { key: "seed.sampleVideoTags.v1" } });
    expect(await seed(t.db, t.config, () => undefined)).toBe(false);
    expect(await t.db.mentorVideo.count({ where: { isSample: true, mentor: { name: { in: demoMentors } }, tags: { isEmpty: false } } })).toBe(2 * demoMentors.length);

    const member = await signUp(t);
    expect((await call(t, "POST", "/api/payment-methods", { card: { number: "4242424242424242", expMonth: 12, expYear: 2035, cvc: "123" } }, member.cookie)).status).toBe(200);
    expect((await trpc(t, "mutation", "billing.subscribe", { plan: "premium", interval: "monthly" }, member.cookie)).status).toBe(200);
    for (const question of ["I just became a manager of my former peers. How do I earn their respect?", "Two senior engineers on my team keep clashing in design reviews. How do I handle it?"]) {
      const answer = await trpc(t, "mutation", "advice.ask", { question, responseFormat: "text" }, member.cookie);
      expect(answer.status).toBe(200);
      const withVideo = answer.body.options.filter((o) => o.videoUrl !== null);
      expect(withVideo.length, question).toBeGreaterThan(0);
      expect(demoMentors).toContain(withVideo[0]!.videoProviderName);
      const played = await t.app.inject({ method: "GET", url: new URL(withVideo[0]!.videoUrl!).pathname, headers: { cookie: member.cookie } });
      expect(played.statusCode).toBe(200);
      expect(played.headers["content-type"]).toMatch(/^video\/mp4/);
    }
  });
});
