// Reviews: one per mentee and mentor (edited in place), whatever happens to the mentorship; only after
// a real relationship (a paid period, or a free mentorship active for the admin's reviewAfterFreeDays);
// the rating and count recompute from those reviews alone.
import { afterAll, beforeAll, expect, it } from "vitest";
import { promote, signUp, startTestApp, trpc, type TestApp } from "./harness.js";

let t: TestApp;
let mentorId: string;
beforeAll(async () => {
  t = await startTestApp();
  const m = await signUp(t);
  await promote(t, m.id, { isMentor: true });
  mentorId = (await t.db.mentorProfile.create({ data: { userId: m.id, name: "Rated", specialty: "Ops", bio: "", country: "", experience: 2, isFreeTier: true, isPaidTier: true, monthlyRate: 5000, yearlyRate: 50000 } })).id;
});
afterAll(async () => t?.close());

const review = (cookie: string, mentorshipId: string, rating: number, text = "Helpful sessions.") => trpc(t, "mutation", "mentorships.review", { mentorshipId, rating, text }, cookie);

it("a fresh free mentorship cannot review; after the admin's days it can, once, edited in place", async () => {
  const u = await signUp(t);
  const fresh = await t.db.mentorship.create({ data: { mentorId, menteeId: u.id, paymentFrequency: "free", status: "active" } });
  const early = await review(u.cookie, fresh.id, 1);
  expect(early.status).toBe(400);
  expect(early.body.message).toMatch(/after a paid period/);
  await t.db.mentorship.update({ where: { id: fresh.id }, data: { createdAt: new Date(Date.now() - 15 * 86_400_000) } });
  const later = await review(u.cookie, fresh.id, 2);
  expect(later.status, JSON.stringify(later.body)).toBe(200);
  // Cancel, start again, review again: still one review, edited.
  await trpc(t, "mutation", "mentorships.cancel", { mentorshipId: fresh.id }, u.cookie);
  const again = await t.db.mentorship.create({ data: { mentorId, menteeId: u.id, paymentFrequency: "free", status: "active" } });
  expect((await review(u.cookie, again.id, 4)).status).toBe(200);
  expect(await t.db.review.count({ where: { mentorId, menteeId: u.id } })).toBe(1);
  expect((await t.db.mentorProfile.findUniqueOrThrow({ where: { id: mentorId } })).ratingCount).toBe(1);
  const mine = await trpc(t, "query", "mentorships.mine", undefined, u.cookie);
  for (const row of mine.body) expect(row.review).toMatchObject({ rating: 4 });
});

it("a paid mentorship may review once paid; pending payment may not; the rating averages one per mentee", async () => {
  const u = await signUp(t);
  const pending = await t.db.mentorship.create({ data: { mentorId, menteeId: u.id, paymentFrequency: "monthly", status: "pending_payment", paymentAmount: 5000 } });
  expect((await review(u.cookie, pending.id, 5)).status).toBe(400);
  await t.db.mentorship.update({ where: { id: pending.id }, data: { status: "active" } });
  expect((await review(u.cookie, pending.id, 5)).status).toBe(400); // active without a payment is not a paid period
  await t.db.payment.create({ data: { userId: u.id, idempotencyKey: `test:${pending.id}`, kind: "mentorship", description: "Mentorship", amount: 5000, status: "succeeded", mentorshipId: pending.id } });
  expect((await review(u.cookie, pending.id, 5)).status).toBe(200);
  const profile = await t.db.mentorProfile.findUniqueOrThrow({ where: { id: mentorId } });
  expect(profile.ratingCount).toBe(2);
  expect(profile.rating).toBeCloseTo((4 + 5) / 2);
});

it("the waiting days are an admin setting", async () => {
  const admin = await signUp(t);
  await promote(t, admin.id, { isAdmin: true });
  const settings = (await trpc(t, "query", "admin.settings", undefined, admin.cookie)).body;
  expect(settings.reviewAfterFreeDays).toBe(14);
  expect((await trpc(t, "mutation", "admin.updateSettings", { ...settings, reviewAfterFreeDays: 0 }, admin.cookie)).status).toBe(200);
  const u = await signUp(t);
  const ms = await t.db.mentorship.create({ data: { mentorId, menteeId: u.id, paymentFrequency: "free", status: "active" } });
  expect((await review(u.cookie, ms.id, 3)).status).toBe(200);
});
