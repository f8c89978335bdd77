import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, trpc, type TestApp } from "./harness.js";
import { SEED_MENTORS, seedReviewsFor } from "../../server/seed/mentors.js";
import { activatePaidMentorship } from "../../server/modules/mentorships/service.js";
import type { Db } from "../../server/db/client.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => t?.close());

const TINY_MP4 = readFileSync(new URL("../fixtures/tiny.mp4", import.meta.url));

async function mentorByName(name: string) {
  return t.db.mentorProfile.findFirstOrThrow({ where: { name } });
}

/** A new user made a mentor (with or without a profile). */
async function newMentor(withProfile = true) {
  const u = await signUp(t, { firstName: "Mia", lastName: "Mentor" });
  await promote(t, u.id, { isMentor: true });
  if (withProfile) {
    const res = await call(t, "PUT", "/api/mentor-area/profile", { bio: "I coach new managers through their first year.", specialty: "Testing Leadership", experience: 3, country: "Norway", isFreeTier: true, isPaidTier: true, monthlyRate: 5000, isActive: true }, u.cookie);
    expect(res.status).toBe(200);
  }
  return u;
}

function multipart(filename: string, content: Buffer, contentType = "video/mp4", fields: Record<string, string> = {}) {
  const boundary = "----leadone" + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`));
  parts.push(content);
  parts.push(Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function upload(cookie: string | undefined, filename: string, content: Buffer, url = "/api/mentor-area/videos", fields: Record<string, string> = {}) {
  const m = multipart(filename, content, undefined, fields);
  const res = await t.app.inject({ method: "POST", url, payload: m.payload, headers: { ...m.headers, ...(cookie ? { cookie } : {}) } });
  return { status: res.statusCode, body: res.body ? JSON.parse(res.body) : null };
}

describe("catalogue", () => {
  it("lists free and paid active mentors over REST with SPEC's Mentor fields, rates in dollars", async () => {
    const free = await call(t, "GET", "/api/mentors?isFree=true&isActive=true");
    expect(free.status).toBe(200);
    expect(free.body.mentors.length).toBe(SEED_MENTORS.filter((m) => m.isFreeTier).length);
    expect(free.body.mentors.every((m: any) => m.isFreeTier)).toBe(true);
    const paid = await call(t, "GET", "/api/mentors?isPaid=true&isActive=true");
    expect(paid.body.mentors.length).toBe(SEED_MENTORS.filter((m) => m.isPaidTier).length);
    const amara = paid.body.mentors.find((m: any) => m.name === "Amara Okafor");
    expect(Object.keys(amara).sort()).toEqual(
      ["id", "name", "imageUrl", "rating", "ratingCount", "experience", "specialty", "bio", "country", "videoIntroUrl", "isFreeTier", "isPaidTier", "monthlyRate", "yearlyRate", "isActive"].sort(),
    );
    // Seeded reviews give the catalogue real ratings (one decimal), from the reviews themselves.
    const seeded = seedReviewsFor(SEED_MENTORS.findIndex((m) => m.firstName === "Amara"));
    const mean = seeded.reduce((sum, r) => sum + r.rating, 0) / seeded.length;
    expect(amara).toMatchObject({ monthlyRate: 249, yearlyRate: 2390, experience: 18, country: "Nigeria", videoIntroUrl: null, rating: Math.round(mean * 10) / 10, ratingCount: seeded.length });
    expect(amara.imageUrl).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it("parses isFree=false as false (not as a truthy string)", async () => {
    const res = await call(t, "GET", "/api/mentors?isFree=false&pageSize=50");
    expect(res.status).toBe(200);
    expect(res.body.mentors.length).toBe(SEED_MENTORS.filter((m) => !m.isFreeTier).length);
    expect(res.body.mentors.every((m: any) => m.isFreeTier === false)).toBe(true);
    const bad = await call(t, "GET", "/api/mentors?isFree=maybe");
    expect(bad.status).toBe(400);
  });

  it("filters by specialty, rate range and text, and pages", async () => {
    const spec = await call(t, "GET", "/api/mentors?specialty=conflict%20resolution");
    expect(spec.body.mentors.map((m: any) => m.name)).toEqual(["Marcus Bell"]);
    const range = await call(t, "GET", "/api/mentors?isPaid=true&minRate=100&maxRate=200");
    const names = range.body.mentors.map((m: any) => m.name).sort();
    expect(names).toEqual(SEED_MENTORS.filter((m) => m.isPaidTier && m.monthlyRate >= 10000 && m.monthlyRate <= 20000).map((m) => `${m.firstName} ${m.lastName}`).sort());
    // The procedure takes the same range in cents (REST's dollars are converted at the edge).
    const rangeTrpc = await trpc(t, "query", "mentors.list", { isPaid: true, minRate: 10000, maxRate: 20000 });
    expect(rangeTrpc.body.mentors.map((m) => m.name).sort()).toEqual(names);
    expect((await call(t, "GET", "/api/mentors?minRate=cheap")).body).toMatchObject({ code: "BAD_REQUEST", message: "Rate must be a number" });
    expect((await trpc(t, "query", "mentors.list", { minRate: 99.5 })).status).toBe(400);
    const q = await call(t, "GET", "/api/mentors?q=fintech");
    expect(q.body.mentors.map((m: any) => m.name)).toEqual(["Amara Okafor"]);
    const none = await call(t, "GET", "/api/mentors?q=zzzz-no-such-mentor");
    expect(none.body).toMatchObject({ mentors: [], total: 0 });
    const p1 = await call(t, "GET", "/api/mentors?pageSize=5&page=1");
    const p3 = await call(t, "GET", "/api/mentors?pageSize=5&page=3");
    expect(p1.body).toMatchObject({ total: SEED_MENTORS.length, page: 1, pageSize: 5 });
    expect(p1.body.mentors).toHaveLength(5);
    expect(p3.body.mentors).toHaveLength(SEED_MENTORS.length - 10);
    expect(new Set([...p1.body.mentors, ...p3.body.mentors].map((m: any) => m.id)).size).toBe(5 + SEED_MENTORS.length - 10);
    expect((await call(t, "GET", "/api/mentors?pageSize=500")).status).toBe(400);
  });

  it("the tRPC procedure answers the same; inactive mentors are hidden except from admins; byId 404s", async () => {
    const viaTrpc = await trpc(t, "query", "mentors.list", { isFree: true, isActive: true });
    expect(viaTrpc.body.mentors.length).toBe(SEED_MENTORS.filter((m) => m.isFreeTier).length);
    const sofia = await mentorByName("Sofia Marín");
    await t.db.mentorProfile.update({ where: { id: sofia.id }, data: { isActive: false } });
    const anon = await call(t, "GET", "/api/mentors?isActive=false");
    expect(anon.body.mentors.some((m: any) => m.id === sofia.id)).toBe(false);
    expect((await call(t, "GET", `/api/mentors/${sofia.id}`)).status).toBe(404);
    const admin = await signUp(t);
    await promote(t, admin.id, { isAdmin: true });
    const adminList = await call(t, "GET", "/api/mentors?isActive=false", undefined, admin.cookie);
    expect(adminList.body.mentors.map((m: any) => m.id)).toEqual([sofia.id]);
    await t.db.mentorProfile.update({ where: { id: sofia.id }, data: { isActive: true } });
    const one = await call(t, "GET", `/api/mentors/${sofia.id}`);
    expect(one.status).toBe(200);
    expect(one.body.name).toBe("Sofia Marín");
    const missing = await call(t, "GET", "/api/mentors/nope123");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: "Mentor not found", code: "NOT_FOUND" });
    const specialties = await trpc(t, "query", "mentors.specialties");
    expect(specialties.body).toContain("Executive Leadership");
  });
});

describe("mentorships", () => {
  it("signed out → 401 'Authentication required'", async () => {
    const amara = await mentorByName("Amara Okafor");
    const res = await call(t, "POST", "/api/mentorships", { mentorId: amara.id, paymentFrequency: "monthly" });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Authentication required", code: "UNAUTHORIZED" });
  });

  it("a free request is active; a paid one is pending_payment with the amount computed on the server", async () => {
    const me = await signUp(t);
    const daniel = await mentorByName("Daniel Lindqvist");
    const free = await call(t, "POST", "/api/mentorships", { mentorId: daniel.id, menteeId: "someone-else", paymentFrequency: "free", status: "active" }, me.cookie);
    expect(free.status).toBe(200);
    expect(free.body).toMatchObject({ mentorId: daniel.id, menteeId: me.id, paymentFrequency: "free", status: "active", paymentAmountCents: null });

    const amara = await mentorByName("Amara Okafor");
    const paid = await call(t, "POST", "/api/mentorships", { mentorId: amara.id, menteeId: "x", paymentFrequency: "monthly", status: "active", paymentAmount: 1 }, me.cookie);
    expect(paid.status).toBe(200);
    // The amount is integer cents (the SPEC payload's paymentAmount is ignored; SPEC shows no success body).
    expect(paid.body).toMatchObject({ menteeId: me.id, status: "pending_payment", paymentAmountCents: 24900 });
    expect(paid.body).not.toHaveProperty("paymentAmount");
    const row = await t.db.mentorship.findUniqueOrThrow({ where: { id: paid.body.id } });
    expect(row).toMatchObject({ menteeId: me.id, status: "pending_payment", paymentAmount: 24900 });

    const other = await signUp(t);
    const yearly = await trpc(t, "mutation", "mentorships.create", { mentorId: amara.id, paymentFrequency: "yearly" }, other.cookie);
    expect(yearly.status).toBe(200);
    expect(yearly.body).toMatchObject({ status: "pending_payment", paymentAmountCents: 239000 });
  });

  it("refuses a tier the mentor doesn't offer (400), yourself (400), a second open one (409), unknown mentor (404)", async () => {
    const me = await signUp(t);
    const amara = await mentorByName("Amara Okafor"); // paid only
    const daniel = await mentorByName("Daniel Lindqvist"); // free only
    const noFree = await call(t, "POST", "/api/mentorships", { mentorId: amara.id, paymentFrequency: "free" }, me.cookie);
    expect(noFree.status).toBe(400);
    expect(noFree.body.message).toBe("This mentor does not offer free mentorship");
    const noPaid = await call(t, "POST", "/api/mentorships", { mentorId: daniel.id, paymentFrequency: "monthly" }, me.cookie);
    expect(noPaid.status).toBe(400);
    expect(noPaid.body.message).toBe("This mentor does not offer paid mentorship");
    const badFreq = await call(t, "POST", "/api/mentorships", { mentorId: daniel.id, paymentFrequency: "weekly" }, me.cookie);
    expect(badFreq.status).toBe(400);

    const mentor = await newMentor();
    const own = await t.db.mentorProfile.findUniqueOrThrow({ where: { userId: mentor.id } });
    const self = await call(t, "POST", "/api/mentorships", { mentorId: own.id, paymentFrequency: "free" }, mentor.cookie);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You cannot start a mentorship with yourself");

    const first = await call(t, "POST", "/api/mentorships", { mentorId: daniel.id, paymentFrequency: "free" }, me.cookie);
    expect(first.status).toBe(200);
    const [a, b] = await Promise.all([
      call(t, "POST", "/api/mentorships", { mentorId: daniel.id, paymentFrequency: "free" }, me.cookie),
      call(t, "POST", "/api/mentorships", { mentorId: daniel.id, paymentFrequency: "free" }, me.cookie),
    ]);
    expect([a.status, b.status]).toEqual([409, 409]);
    expect(a.body.code).toBe("CONFLICT");
    expect(await t.db.mentorship.count({ where: { menteeId: me.id, mentorId: daniel.id } })).toBe(1);

    const unknown = await call(t, "POST", "/api/mentorships", { mentorId: "no-such-mentor", paymentFrequency: "free" }, me.cookie);
    expect(unknown.status).toBe(404);
  });

  it("two concurrent requests create exactly one open mentorship", async () => {
    const me = await signUp(t);
    const priya = await mentorByName("Priya Raghunathan");
    const results = await Promise.all([0, 1, 2].map(() => call(t, "POST", "/api/mentorships", { mentorId: priya.id, paymentFrequency: "monthly" }, me.cookie)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await t.db.mentorship.count({ where: { menteeId: me.id, mentorId: priya.id } })).toBe(1);
  });

  it("lists mine, cancels (only my own), activates a paid one through the status machine, and allows a new one after cancelling", async () => {
    const me = await signUp(t);
    const stranger = await signUp(t);
    const oliver = await mentorByName("Oliver Grant");
    const created = await call(t, "POST", "/api/mentorships", { mentorId: oliver.id, paymentFrequency: "monthly" }, me.cookie);
    const mine = await trpc(t, "query", "mentorships.mine", undefined, me.cookie);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ id: created.body.id, status: "pending_payment", mentor: { name: "Oliver Grant" }, canReview: false, canCancel: true });

    expect((await call(t, "POST", `/api/mentorships/${created.body.id}/cancel`, {}, stranger.cookie)).status).toBe(404);
    const cancelled = await call(t, "POST", `/api/mentorships/${created.body.id}/cancel`, {}, me.cookie);
    expect(cancelled.body.status).toBe("cancelled");
    const again = await call(t, "POST", `/api/mentorships/${created.body.id}/cancel`, {}, me.cookie);
    expect(again.status).toBe(409);

    const second = await call(t, "POST", "/api/mentorships", { mentorId: oliver.id, paymentFrequency: "monthly" }, me.cookie);
    expect(second.status).toBe(200);
    const end = new Date(Date.now() + 30 * 86400_000);
    const activated = await t.db.$transaction((tx) => activatePaidMentorship(tx as Db, second.body.id, end));
    expect(activated.status).toBe("active");
    // idempotent for the same period
    const twice = await t.db.$transaction((tx) => activatePaidMentorship(tx as Db, second.body.id, end));
    expect(twice.status).toBe("active");
    await expect(t.db.$transaction((tx) => activatePaidMentorship(tx as Db, created.body.id, end))).rejects.toThrow(/cannot become active/);
  });
});

describe("reviews", () => {
  it("a mentee with an active mentorship reviews once (and edits); rating and count follow; others cannot", async () => {
    const hannah = await mentorByName("Hannah Schultz");
    const before = await t.db.review.findMany({ where: { mentorId: hannah.id }, select: { rating: true } });
    const baseSum = before.reduce((sum, r) => sum + r.rating, 0);
    const expected = (...ratings: number[]) => ({
      rating: Math.round(((baseSum + ratings.reduce((a, b) => a + b, 0)) / (before.length + ratings.length)) * 10) / 10,
      ratingCount: before.length + ratings.length,
    });
    const a = await signUp(t);
    const b = await signUp(t);
    const ma = await call(t, "POST", "/api/mentorships", { mentorId: hannah.id, paymentFrequency: "free" }, a.cookie);
    const mb = await call(t, "POST", "/api/mentorships", { mentorId: hannah.id, paymentFrequency: "monthly" }, b.cookie);
    expect(mb.body.status).toBe("pending_payment");
    const pendingReview = await call(t, "POST", `/api/mentorships/${mb.body.id}/review`, { rating: 5, text: "Great" }, b.cookie);
    expect(pendingReview.status).toBe(400);
    expect((await call(t, "POST", `/api/mentorships/${ma.body.id}/review`, { rating: 5, text: "Great" }, b.cookie)).status).toBe(404);
    expect((await call(t, "POST", `/api/mentorships/${ma.body.id}/review`, { rating: 6, text: "Great" }, a.cookie)).status).toBe(400);

    // Reviews need a real relationship (issue 10): a free mentorship active for the admin's days (14)…
    expect((await call(t, "POST", `/api/mentorships/${ma.body.id}/review`, { rating: 4, text: "Very practical advice" }, a.cookie)).status).toBe(400);
    await t.db.mentorship.update({ where: { id: ma.body.id }, data: { createdAt: new Date(Date.now() - 15 * 86_400_000) } });
    expect((await call(t, "POST", `/api/mentorships/${ma.body.id}/review`, { rating: 4, text: "Very practical advice" }, a.cookie)).status).toBe(200);
    // …or a paid period.
    await t.db.$transaction((tx) => activatePaidMentorship(tx as Db, mb.body.id, new Date(Date.now() + 86400_000)));
    await t.db.payment.create({ data: { userId: b.id, idempotencyKey: `test:${mb.body.id}`, kind: "mentorship", description: "Mentorship", amount: 100, status: "succeeded", mentorshipId: mb.body.id } });
    expect((await call(t, "POST", `/api/mentorships/${mb.body.id}/review`, { rating: 5, text: "Changed how I run 1:1s" }, b.cookie)).status).toBe(200);
    let m = (await call(t, "GET", `/api/mentors/${hannah.id}`)).body;
    expect(m).toMatchObject(expected(4, 5));
    // editing keeps one review per mentorship
    await call(t, "POST", `/api/mentorships/${ma.body.id}/review`, { rating: 2, text: "Less useful later" }, a.cookie);
    m = (await call(t, "GET", `/api/mentors/${hannah.id}`)).body;
    expect(m).toMatchObject(expected(2, 5));
    const reviews = await call(t, "GET", `/api/mentors/${hannah.id}/reviews`);
    expect(reviews.body.total).toBe(before.length + 2);
    expect(reviews.body.reviews[0]).toMatchObject({ rating: 2, text: "Less useful later", authorName: "Test U." });
  });
});

describe("mentor area", () => {
  it("requires a mentor: 401 signed out, 403 for a user", async () => {
    expect((await call(t, "GET", "/api/mentor-area/profile")).status).toBe(401);
    const user = await signUp(t);
    const res = await call(t, "PUT", "/api/mentor-area/profile", { bio: "x".repeat(30), specialty: "Hack", experience: 1, country: "Nowhere", isFreeTier: true, isPaidTier: false, isActive: true }, user.cookie);
    expect(res.status).toBe(403);
    expect((await upload(user.cookie, "a.mp4", TINY_MP4)).status).toBe(403);
    expect((await upload(undefined, "a.mp4", TINY_MP4)).status).toBe(401);
  });

  it("edits only the signed-in mentor's own profile (no id input), storing cents and defaulting the yearly rate", async () => {
    const mentor = await newMentor();
    const amara = await mentorByName("Amara Okafor");
    const hijack = await call(t, "PUT", "/api/mentor-area/profile", { id: amara.id, bio: "Hijacked bio that is long enough", specialty: "Hijacking", experience: 1, country: "Nowhere", isFreeTier: true, isPaidTier: false, isActive: true }, mentor.cookie);
    expect(hijack.status).toBe(400);
    expect(hijack.body.message).toBe("Unknown field: id");
    expect((await mentorByName("Amara Okafor")).bio).toBe(amara.bio);

    const res = await call(t, "PUT", "/api/mentor-area/profile", { bio: "Coaching calm engineering leaders.", specialty: "Calm Leadership", experience: 1, country: "Chile", isFreeTier: false, isPaidTier: true, monthlyRate: 10000, isActive: true }, mentor.cookie);
    expect(res.status).toBe(200);
    // The mentor area carries cents (its REST shape is not one of SPEC's dollar shapes).
    expect(res.body.profile).toMatchObject({ monthlyRate: 10000, yearlyRate: 96000, specialty: "Calm Leadership" });
    const row = await t.db.mentorProfile.findUniqueOrThrow({ where: { userId: mentor.id } });
    expect(row).toMatchObject({ monthlyRate: 10000, yearlyRate: 96000 });
    // SPEC's Mentor shows dollars on REST; the procedure carries the same rates in cents.
    const listed = await call(t, "GET", `/api/mentors/${row.id}`);
    expect(listed.body).toMatchObject({ monthlyRate: 100, yearlyRate: 960, experience: 1 });
    expect((await trpc(t, "query", "mentors.byId", { id: row.id })).body).toMatchObject({ monthlyRate: 10000, yearlyRate: 96000 });

    const noTier = await call(t, "PUT", "/api/mentor-area/profile", { bio: "Coaching calm engineering leaders.", specialty: "Calm", experience: 1, country: "Chile", isFreeTier: false, isPaidTier: false, isActive: true }, mentor.cookie);
    expect(noTier.status).toBe(400);
    const off = await call(t, "PUT", "/api/mentor-area/profile", { bio: "Coaching calm engineering leaders.", specialty: "Calm", experience: 1, country: "Chile", isFreeTier: true, isPaidTier: false, isActive: false }, mentor.cookie);
    expect(off.status).toBe(200);
    expect((await call(t, "GET", `/api/mentors/${row.id}`)).status).toBe(404);
  });

  it("lists the mentor's mentees and lets the mentor end an active mentorship", async () => {
    const mentor = await newMentor();
    const profile = await t.db.mentorProfile.findUniqueOrThrow({ where: { userId: mentor.id } });
    const mentee = await signUp(t, { firstName: "Mo", lastName: "Mentee" });
    const ms = await call(t, "POST", "/api/mentorships", { mentorId: profile.id, paymentFrequency: "free" }, mentee.cookie);
    const list = await trpc(t, "query", "mentorArea.mentees", undefined, mentor.cookie);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ status: "active", mentee: { name: "Mo Mentee" } });
    const other = await newMentor();
    expect((await call(t, "POST", `/api/mentor-area/mentees/${ms.body.id}/end`, {}, other.cookie)).status).toBe(404);
    await t.db.mentorship.update({ where: { id: ms.body.id }, data: { createdAt: new Date(Date.now() - 30 * 86_400_000) } });
    const ended = await call(t, "POST", `/api/mentor-area/mentees/${ms.body.id}/end`, {}, mentor.cookie);
    expect(ended.body.status).toBe("ended");
    // an ended mentorship (active long enough) can still be reviewed
    expect((await call(t, "POST", `/api/mentorships/${ms.body.id}/review`, { rating: 5, text: "Thanks!" }, mentee.cookie)).status).toBe(200);
  });
});

describe("videos", () => {
  it("accepts a small real MP4, lists it, serves ranges (206), sets it as intro, and deletes it with its file", async () => {
    const mentor = await newMentor();
    const up = await upload(mentor.cookie, "my intro.mp4", TINY_MP4);
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ title: "my intro", format: "MP4", mimeType: "video/mp4", sizeBytes: TINY_MP4.length, isIntro: false, durationSeconds: 1, isSample: false });
    const row = await t.db.mentorVideo.findUniqueOrThrow({ where: { id: up.body.id } });
    const storage = (await import("../../server/providers/storage/index.js")).storageFor(t.config);
    expect((await storage.stat(row.storageKey))?.size).toBe(TINY_MP4.length);

    const list = await trpc(t, "query", "mentorArea.videos", undefined, mentor.cookie);
    // newest first, then the two samples every new mentor starts with
    expect(list.body.map((v: any) => v.id)[0]).toBe(up.body.id);
    expect(list.body.filter((v: any) => !v.isSample).map((v: any) => v.id)).toEqual([up.body.id]);
    expect(list.body[0]!.uploadDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // not public until it is the intro video; the owner can watch it
    expect((await t.app.inject({ method: "GET", url: up.body.url })).statusCode).toBe(404);
    const own = await t.app.inject({ method: "GET", url: up.body.url, headers: { cookie: mentor.cookie, range: "bytes=0-99" } });
    expect(own.statusCode).toBe(206);
    expect(own.headers["content-range"]).toBe(`bytes 0-99/${TINY_MP4.length}`);
    expect(own.headers["accept-ranges"]).toBe("bytes");
    expect(own.rawPayload.equals(TINY_MP4.subarray(0, 100))).toBe(true);

    const intro = await trpc(t, "mutation", "mentorArea.setIntroVideo", { videoId: up.body.id }, mentor.cookie);
    expect(intro.body.videoIntroUrl).toBe(`/api/videos/${up.body.id}`);
    const profile = await t.db.mentorProfile.findUniqueOrThrow({ where: { userId: mentor.id } });
    expect((await call(t, "GET", `/api/mentors/${profile.id}`)).body.videoIntroUrl).toBe(`/api/videos/${up.body.id}`);
    const pub = await t.app.inject({ method: "GET", url: up.body.url, headers: { range: `bytes=${TINY_MP4.length - 10}-` } });
    expect(pub.statusCode).toBe(206);
    expect(pub.rawPayload.equals(TINY_MP4.subarray(TINY_MP4.length - 10))).toBe(true);
    const whole = await t.app.inject({ method: "GET", url: up.body.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers["content-type"]).toBe("video/mp4");
    expect(whole.rawPayload.length).toBe(TINY_MP4.length);
    expect((await t.app.inject({ method: "GET", url: up.body.url, headers: { range: "bytes=999999-" } })).statusCode).toBe(416);

    // another mentor cannot delete it
    const other = await newMentor();
    expect((await call(t, "DELETE", `/api/mentor-area/videos/${up.body.id}`, undefined, other.cookie)).status).toBe(404);
    const del = await trpc(t, "mutation", "mentorArea.deleteVideo", { videoId: up.body.id }, mentor.cookie);
    expect(del.status).toBe(200);
    expect(await storage.stat(row.storageKey)).toBeNull();
    expect((await t.db.mentorProfile.findUniqueOrThrow({ where: { userId: mentor.id } })).introVideoId).toBeNull();
  });

  it("rejects a .txt renamed .mp4 (415) and a 51 MB file (413), keeping no row and no file", async () => {
    const mentor = await newMentor();
    const profile = await t.db.mentorProfile.findUniqueOrThrow({ where: { userId: mentor.id } });
    const { readdir } = await import("node:fs/promises");
    const path = await import("node:path");
    const dir = path.join(t.config.dataDir, "uploads", "videos", profile.id);
    const files = async () => (await readdir(dir).catch(() => [] as string[])).length;

    const txt = await upload(mentor.cookie, "notes.mp4", Buffer.from("These are my meeting notes, not a video at all.\n".repeat(20)));
    expect(txt.status).toBe(415);
    expect(txt.body.message).toBe("Only MP4, MOV and AVI videos can be uploaded");

    const big = Buffer.alloc(51 * 1024 * 1024);
    TINY_MP4.copy(big, 0, 0, 64); // a real MP4 header, then too many bytes
    const tooBig = await upload(mentor.cookie, "huge.mp4", big);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("The video is larger than the maximum size of 50MB");

    // the same over a chunked request (no content-length to reject early) is cut at 50 MB
    const m = multipart("huge.mp4", big);
    const { Readable } = await import("node:stream");
    const chunked = await t.app.inject({ method: "POST", url: "/api/mentor-area/videos", payload: Readable.from([m.payload.subarray(0, 1 << 20), m.payload.subarray(1 << 20)]), headers: { ...m.headers, cookie: mentor.cookie } });
    expect(chunked.statusCode).toBe(413);

    expect(await t.db.mentorVideo.count({ where: { mentorId: profile.id, isSample: false } })).toBe(0);
    expect(await files()).toBe(2); // the two sample videos only
  });

  it("a mentor without a profile is told to create one first; photo upload checks type and serves the photo", async () => {
    const bare = await newMentor(false);
    const res = await upload(bare.cookie, "a.mp4", TINY_MP4);
    expect(res.status).toBe(412);
    expect(res.body.message).toBe("Create your mentor profile first");

    const mentor = await newMentor();
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5f0000000049454e44ae426082", "hex");
    const notImage = await upload(mentor.cookie, "me.png", TINY_MP4, "/api/mentor-area/photo");
    expect(notImage.status).toBe(415);
    const ok = await upload(mentor.cookie, "me.png", png, "/api/mentor-area/photo");
    expect(ok.status).toBe(200);
    expect(ok.body.imageUrl).toMatch(/^\/api\/mentor-photos\/[a-f0-9]{24}\.png$/);
    const served = await t.app.inject({ method: "GET", url: ok.body.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.rawPayload.equals(png)).toBe(true);
  });
});
