// A mentor cannot undo an admin's decision: the mentor's "listed" switch (isActive) and the admin's
// approved/blocked status are separate; a blocked mentor is out of every public list, page,
// specialty list, suggestion and intro video, whatever the mentor saves.
import { afterAll, beforeAll, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, trpc, trpcRaw, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

it("a blocked mentor stays hidden however the mentor saves their profile; unblocking restores it", async () => {
  const admin = await signUp(t);
  await promote(t, admin.id, { isAdmin: true });
  const m = await signUp(t, { firstName: "Blocked", lastName: "Mentor" });
  await promote(t, m.id, { isMentor: true });
  const profile = { bio: "I coach negotiators through hard deals.", specialty: "Negotiation Zeta", experience: 3, country: "Peru", isFreeTier: true, isPaidTier: false, isActive: true };
  expect((await trpc(t, "mutation", "mentorArea.updateProfile", profile, m.cookie)).status).toBe(200);
  const mentorId = (await t.db.mentorProfile.findUniqueOrThrow({ where: { userId: m.id } })).id;
  const visible = async () => {
    const list = await call(t, "GET", "/api/mentors?pageSize=50");
    const page = await call(t, "GET", `/api/mentors/${mentorId}`);
    const specialties = await call(t, "GET", "/api/mentor-specialties");
    const reviews = await call(t, "GET", `/api/mentors/${mentorId}/reviews`);
    return {
      list: list.body.mentors.some((x: { id: string }) => x.id === mentorId),
      page: page.status,
      specialty: specialties.body.includes("Negotiation Zeta"),
      reviews: reviews.status,
    };
  };
  expect(await visible()).toEqual({ list: true, page: 200, specialty: true, reviews: 200 });

  expect((await trpc(t, "mutation", "admin.updateMentor", { mentorId, adminStatus: "blocked" }, admin.cookie)).status).toBe(200);
  expect(await visible()).toEqual({ list: false, page: 404, specialty: false, reviews: 404 });
  // The mentor saves "listed" again: the admin's decision stands.
  expect((await trpc(t, "mutation", "mentorArea.updateProfile", { ...profile, isActive: true }, m.cookie)).status).toBe(200);
  expect(await visible()).toEqual({ list: false, page: 404, specialty: false, reviews: 404 });
  expect((await t.db.mentorProfile.findUniqueOrThrow({ where: { id: mentorId } })).adminStatus).toBe("blocked");
  const own = await trpc(t, "query", "mentorArea.profile", undefined, m.cookie);
  expect(own.body.profile!.adminStatus).toBe("blocked");
  // Nobody can start a mentorship with them either.
  const mentee = await signUp(t);
  expect((await call(t, "POST", "/api/mentorships", { mentorId, paymentFrequency: "free" }, mentee.cookie)).status).toBe(404);
  // Admins no longer set the mentor's own switch.
  expect((await trpcRaw(t, "mutation", "admin.updateMentor", { mentorId, isActive: false }, admin.cookie)).status).toBe(400);

  expect((await trpc(t, "mutation", "admin.updateMentor", { mentorId, adminStatus: "approved" }, admin.cookie)).status).toBe(200);
  expect(await visible()).toEqual({ list: true, page: 200, specialty: true, reviews: 200 });
  // And the mentor's own choice to unlist is theirs.
  expect((await trpc(t, "mutation", "mentorArea.updateProfile", { ...profile, isActive: false }, m.cookie)).status).toBe(200);
  expect((await visible()).list).toBe(false);
});

it("a blocked mentor's intro video is not public and they are never suggested", async () => {
  const m = await signUp(t);
  await promote(t, m.id, { isMentor: true });
  const p = await t.db.mentorProfile.create({ data: { userId: m.id, name: "Hidden Video", specialty: "Zeta", bio: "", country: "", experience: 1, adminStatus: "blocked" } });
  const v = await t.db.mentorVideo.create({ data: { mentorId: p.id, title: "Intro", storageKey: `videos/${p.id}/x`, mimeType: "video/mp4", sizeBytes: 1 } });
  await t.db.mentorProfile.update({ where: { id: p.id }, data: { introVideoId: v.id } });
  expect((await call(t, "GET", `/api/videos/${v.id}`)).status).toBe(404);
  const { mentorSuggestions } = await import("../../server/modules/mentors/service.js");
  const suggested = await mentorSuggestions(t.db, { keywords: ["Zeta"], limit: 50 });
  expect(suggested.map((s) => s.id)).not.toContain(p.id);
});
