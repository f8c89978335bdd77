// Issue 11 item 10 (Manage Your Videos, SPEC §2) and issue 14 item 6 (video responses, Premium):
// two real sample videos for a new mentor, a frame as thumbnail for each upload (ffmpeg; a poster
// without it), size and format as they are; mentors tag videos with practices or specialties, and an
// answer's option shows a matching mentor video: the URL for Premium, locked (mentor named, no URL) otherwise.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { call, grantPremium, promote, signUp, trpc, useTestApp, type TestApp } from "./harness.js";
import { matchVideoResponses, type TaggedVideo } from "../../server/modules/advice/service.js";
import { PRACTICES } from "../../server/providers/advice/practices.js";
import { UNKNOWN_TAG } from "../../server/modules/mentor-area/service.js";

const TINY_MP4 = readFileSync(new URL("../fixtures/tiny.mp4", import.meta.url));
const SAMPLE = readFileSync(new URL("../../server/assets/sample-videos/welcome.mp4", import.meta.url));
const QUESTION = "Two senior engineers on my team keep clashing in design reviews about a payments-service rewrite. How do I handle it?";

let t: TestApp;
useTestApp((app) => (t = app), { seed: true }, 300_000);

async function newMentor(name: string) {
  const u = await signUp(t, { firstName: name, lastName: "Videos" });
  await promote(t, u.id, { isMentor: true });
  const res = await call(t, "PUT", "/api/mentor-area/profile", { bio: "I coach engineering leaders through hard conversations.", specialty: "Conflict Resolution", experience: 9, country: "Kenya", isFreeTier: true, isPaidTier: false, isActive: true }, u.cookie);
  expect(res.status).toBe(200);
  return { ...u, profileId: res.body.profile.id as string };
}

async function upload(cookie: string, filename: string, content: Buffer) {
  const boundary = "----videos" + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: video/mp4\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: "POST", url: "/api/mentor-area/videos", payload, headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` } });
  return { status: res.statusCode, body: JSON.parse(res.body) };
}

const get = (url: string, cookie?: string) => t.app.inject({ method: "GET", url: url.startsWith("http") ? new URL(url).pathname : url, headers: cookie ? { cookie } : {} });
const isJpeg = (b: Buffer) => b.length > 100 && b[0] === 0xff && b[1] === 0xd8;

describe("Manage Your Videos", () => {
  it("a new mentor starts with two real sample videos, each with a frame, the right size and format", async () => {
    const m = await newMentor("Sam");
    const list = await trpc(t, "query", "mentorArea.videos", undefined, m.cookie);
    expect(list.status).toBe(200);
    const samples = list.body.filter((v: any) => v.isSample);
    expect(samples).toHaveLength(2);
    expect(samples.map((v: any) => v.title)).toEqual(["Sample: Welcome to my mentoring", "Sample: A one-minute leadership tip"]);
    for (const v of samples) {
      expect(v).toMatchObject({ format: "MP4", mimeType: "video/mp4", durationSeconds: 6, isIntro: false, tags: [] });
      expect(v.sizeBytes).toBeGreaterThan(20_000);
      expect(v.sizeBytes).toBeLessThan(100_000);
      expect(v.sizeMb).toBe(Math.round((v.sizeBytes / 1048576) * 100) / 100); // 0.03 MB, not 0.0
      expect(v.sizeMb).toBeGreaterThan(0);
      const file = await get(v.url, m.cookie);
      expect(file.statusCode).toBe(200);
      expect(file.headers["content-type"]).toBe("video/mp4");
      expect(file.rawPayload.length).toBe(v.sizeBytes);
      const thumb = await get(v.thumbnail!, m.cookie);
      expect(thumb.statusCode).toBe(200);
      expect(thumb.headers["content-type"]).toBe("image/jpeg");
      expect(isJpeg(thumb.rawPayload)).toBe(true);
    }
    // The first sample is the shipped file, byte for byte.
    expect((await get(samples[0]!.url!, m.cookie)).rawPayload.equals(SAMPLE)).toBe(true);
    // Saving the profile again adds no more samples.
    await call(t, "PUT", "/api/mentor-area/profile", { bio: "I coach engineering leaders through hard conversations, kindly.", specialty: "Conflict Resolution", experience: 9, country: "Kenya", isFreeTier: true, isPaidTier: false, isActive: true }, m.cookie);
    expect(await t.db.mentorVideo.count({ where: { mentorId: m.profileId } })).toBe(2);
    // Not public: another user cannot watch them or see their frames.
    const stranger = await signUp(t);
    expect((await get(samples[0]!.url!, stranger.cookie)).statusCode).toBe(404);
    expect((await get(samples[0]!.thumbnail!, stranger.cookie)).statusCode).toBe(404);
  });

  it("a mentor made by an admin (granted the role, or created with a profile) starts with the samples too", async () => {
    const admin = await signUp(t);
    await promote(t, admin.id, { isAdmin: true });
    const user = await signUp(t);
    expect((await trpc(t, "mutation", "admin.setMentorRole", { userId: user.id, isMentor: true }, admin.cookie)).status).toBe(200);
    const list = await trpc(t, "query", "mentorArea.videos", undefined, user.cookie);
    expect(list.body.filter((v: any) => v.isSample)).toHaveLength(2);
    // Completing the profile afterwards adds none.
    await call(t, "PUT", "/api/mentor-area/profile", { bio: "I coach engineering leaders through hard conversations.", specialty: "Conflict Resolution", experience: 9, country: "Kenya", isFreeTier: true, isPaidTier: false, isActive: true }, user.cookie);
    expect((await trpc(t, "query", "mentorArea.videos", undefined, user.cookie)).body).toHaveLength(2);
  });

  it("the seeded demo mentors who can sign in have the samples too", async () => {
    const amara = await t.db.mentorProfile.findFirstOrThrow({ where: { name: "Amara Okafor" }, select: { id: true } });
    expect(await t.db.mentorVideo.count({ where: { mentorId: amara.id, isSample: true } })).toBe(2);
  });

  it("an upload gets a frame taken with ffmpeg; without ffmpeg no frame is stored and the list shows a poster", async () => {
    const m = await newMentor("Thumb");
    const up = await upload(m.cookie, "clip.mp4", TINY_MP4);
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ format: "MP4", sizeBytes: TINY_MP4.length, sizeMb: 0.01 });
    expect(up.body.thumbnail).toBe(`/api/videos/${up.body.id}/thumbnail`);
    const thumb = await get(up.body.thumbnail, m.cookie);
    expect(thumb.statusCode).toBe(200);
    expect(isJpeg(thumb.rawPayload)).toBe(true);

    process.env.LEADONE_FFMPEG = "off";
    try {
      const bare = await upload(m.cookie, "clip2.mp4", TINY_MP4);
      expect(bare.status).toBe(201);
      expect(bare.body.thumbnail).toBeNull();
      expect((await get(`/api/videos/${bare.body.id}/thumbnail`, m.cookie)).statusCode).toBe(404);
    } finally {
      delete process.env.LEADONE_FFMPEG;
    }
    // Deleting a video removes its frame as well.
    const row = await t.db.mentorVideo.findUniqueOrThrow({ where: { id: up.body.id } });
    const storage = (await import("../../server/providers/storage/index.js")).storageFor(t.config);
    expect(await storage.stat(row.thumbnailKey!)).not.toBeNull();
    expect((await trpc(t, "mutation", "mentorArea.deleteVideo", { videoId: up.body.id }, m.cookie)).status).toBe(200);
    expect(await storage.stat(row.thumbnailKey!)).toBeNull();
  });

  it("tags are practices or specialties from the list; anything else is a 400", async () => {
    const m = await newMentor("Tagger");
    const options = await trpc(t, "query", "mentorArea.videoTagOptions", undefined, m.cookie);
    expect(options.body.practices.length).toBe(PRACTICES.length);
    expect(options.body.specialties).toContain("Conflict Resolution");
    const video = (await trpc(t, "query", "mentorArea.videos", undefined, m.cookie)).body[0]!;
    const practice = PRACTICES[0]!.id;
    const bad = await trpc(t, "mutation", "mentorArea.setVideoTags", { videoId: video.id, tags: [practice, "Astrology"] }, m.cookie);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain(UNKNOWN_TAG);
    const ok = await call(t, "PUT", `/api/mentor-area/videos/${video.id}/tags`, { tags: [practice, "Conflict Resolution", practice] }, m.cookie);
    expect(ok.status).toBe(200);
    expect(ok.body.tags).toEqual([practice, "Conflict Resolution"]);
    // Someone else's video: not found.
    const other = await newMentor("Other");
    expect((await trpc(t, "mutation", "mentorArea.setVideoTags", { videoId: video.id, tags: [] }, other.cookie)).status).toBe(404);
  });
});

describe("video responses (Premium)", () => {
  it("an option shows the mentor video tagged with its practice: playable for Premium, locked with the mentor named otherwise", async () => {
    const asker = await signUp(t);
    await grantPremium(t, asker.id);
    const first = await trpc(t, "mutation", "advice.ask", { question: QUESTION, responseFormat: "text" }, asker.cookie);
    expect(first.status).toBe(200);
    const practiceId = /^option-1-(.+)$/.exec(first.body.options[0]!.id)![1]!;
    expect(PRACTICES.some((p) => p.id === practiceId)).toBe(true);

    const mentor = await newMentor("Vida");
    const up = await upload(mentor.cookie, "how I handle clashes.mp4", TINY_MP4);
    expect((await trpc(t, "mutation", "mentorArea.setVideoTags", { videoId: up.body.id, tags: [practiceId] }, mentor.cookie)).status).toBe(200);

    const premium = await trpc(t, "mutation", "advice.ask", { question: QUESTION, responseFormat: "text" }, asker.cookie);
    const option = premium.body.options[0]!;
    expect(option.videoProvider).toBe(mentor.profileId);
    expect(option.videoProviderName).toBe("Vida Videos");
    expect(option.videoUrl).toMatch(new RegExp(`^http.*/api/videos/${up.body.id}$`));
    expect(option.videoDuration).toBe(1);
    const watched = await get(option.videoUrl!, asker.cookie);
    expect(watched.statusCode).toBe(200);
    expect(watched.rawPayload.equals(TINY_MP4)).toBe(true);

    // Free plan: the mentor is named, the video is locked (no URL), and the file is not served.
    const free = await signUp(t);
    const locked = (await trpc(t, "mutation", "advice.ask", { question: QUESTION, responseFormat: "text" }, free.cookie)).body.options[0]!;
    expect(locked.videoProvider).toBe(mentor.profileId);
    expect(locked.videoProviderName).toBe("Vida Videos");
    expect(locked.videoUrl).toBeNull();
    expect(locked.videoDuration).toBeNull();
    expect((await get(`/api/videos/${up.body.id}`, free.cookie)).statusCode).toBe(404);
    expect((await get(`/api/videos/${up.body.id}`)).statusCode).toBe(404);

    // A mentor who stops being listed no longer appears in answers.
    await t.db.mentorProfile.update({ where: { id: mentor.profileId }, data: { isActive: false } });
    const hidden = (await trpc(t, "mutation", "advice.ask", { question: QUESTION, responseFormat: "text" }, asker.cookie)).body.options[0]!;
    expect(hidden.videoProvider).not.toBe(mentor.profileId);
    expect((await get(`/api/videos/${up.body.id}`, asker.cookie)).statusCode).toBe(404);
  });

  it("matching: the practice beats a specialty, earlier specialties beat later ones, and one video is not repeated while another fits", () => {
    const v = (id: string, tags: string[], mentorId = `m-${id}`, rating = 4): TaggedVideo => ({ id, tags, durationSeconds: 5, mentor: { id: mentorId, name: `Mentor ${id}`, rating } });
    const none = () => [] as string[];
    const videos = [v("spec2", ["Team Performance"]), v("spec1", ["Conflict Resolution"]), v("practice", ["mediate-conflict"])];
    const options = [
      { practiceId: "mediate-conflict", mentorSpecialties: ["Conflict Resolution", "Team Performance"] as const },
      { practiceId: "other", mentorSpecialties: ["Conflict Resolution", "Team Performance"] as const },
      { practiceId: "third", mentorSpecialties: ["Conflict Resolution"] as const },
      { practiceId: "fourth", mentorSpecialties: ["Strategic Thinking"] as const },
    ].map((o) => ({ ...o, mentorSpecialties: [...o.mentorSpecialties] }));
    const picked = matchVideoResponses(options, videos, none).map((x) => x?.id ?? null);
    expect(picked).toEqual(["practice", "spec1", "spec1", null]);
    // A suggested mentor's video wins a tie.
    const tie = [v("a", ["Conflict Resolution"], "m-a", 5), v("b", ["Conflict Resolution"], "m-b", 3)];
    expect(matchVideoResponses([options[1]!], tie, () => ["m-b"])[0]!.id).toBe("b");
    expect(matchVideoResponses([options[1]!], tie, none)[0]!.id).toBe("a");
  });
});
