// Uploads are what they claim: videos are parsed as ISO-BMFF (ftyp first, well-formed boxes) or
// RIFF/AVI, photos as PNG/JPEG/WebP, with file-type plus a structure check.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, expect, it } from "vitest";
import { promote, signUp, startTestApp, trpc, type TestApp } from "./harness.js";

const TINY_MP4 = readFileSync(new URL("../fixtures/tiny.mp4", import.meta.url));
let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await startTestApp();
  const m = await signUp(t);
  await promote(t, m.id, { isMentor: true });
  cookie = m.cookie;
  await trpc(t, "mutation", "mentorArea.updateProfile", { bio: "Twenty years of leading teams well.", specialty: "Ops", experience: 3, country: "Peru", isFreeTier: true, isPaidTier: false, isActive: true }, cookie);
});
afterAll(async () => t?.close());

function multipart(filename: string, content: Buffer) {
  const boundary = "----sniff";
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: video/quicktime\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { headers: { cookie, "content-type": `multipart/form-data; boundary=${boundary}` }, payload: body };
}
const upload = (url: string, filename: string, content: Buffer) => t.app.inject({ method: "POST", url, ...multipart(filename, content) });

it("refuses a box-shaped HTML file as a MOV, and other fakes; accepts a real MP4", async () => {
  const fakes: Array<[string, Buffer]> = [
    ["fake.mov", Buffer.concat([Buffer.from("\0\0\0\x10free<html>", "latin1"), Buffer.from("<script>alert(1)</script>".repeat(50))])],
    ["fake2.mov", Buffer.concat([Buffer.from("\0\0\0\x08mdat", "latin1"), Buffer.from("<html>".repeat(200))])],
    ["ftyp-lie.mp4", Buffer.concat([Buffer.from("\0\0\0\x14ftypisom\0\0\0\0isom", "latin1"), Buffer.from("\0\0\x01\0<html>junk".repeat(100), "latin1")])],
    ["riff.avi", Buffer.concat([Buffer.from("RIFF\x10\0\0\0AVI <html>", "latin1"), Buffer.alloc(200, 0x41)])],
  ];
  for (const [name, bytes] of fakes) {
    const res = await upload("/api/mentor-area/videos", name, bytes);
    expect(res.statusCode, name).toBe(415);
  }
  expect(await t.db.mentorVideo.count({ where: { isSample: false } })).toBe(0);
  const ok = await upload("/api/mentor-area/videos", "real.mp4", TINY_MP4);
  expect(ok.statusCode).toBe(201);
  expect(JSON.parse(ok.body)).toMatchObject({ mimeType: "video/mp4" });
});

it("checks photos the same way", async () => {
  const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5f0000000049454e44ae426082", "hex");
  expect((await upload("/api/mentor-area/photo", "me.png", png)).statusCode).toBe(200);
  const fakePng = Buffer.concat([png.subarray(0, 8), Buffer.from("<svg onload=alert(1)>".repeat(20))]);
  expect((await upload("/api/mentor-area/photo", "me.png", fakePng)).statusCode).toBe(415);
  const fakeWebp = Buffer.concat([Buffer.from("RIFF\x10\0\0\0WEBP<html>", "latin1"), Buffer.alloc(100, 0x41)]);
  expect((await upload("/api/mentor-area/photo", "me.webp", fakeWebp)).statusCode).toBe(415);
});
