// Video media for Manage Your Videos (SPEC §2): a thumbnail for each upload (a frame taken with ffmpeg
// when it is installed; without it no thumbnail is stored and the dialog shows a poster), and the two
// sample videos every new mentor starts with (small real MP4 files shipped in server/assets/sample-videos,
// with their frames, so they work without ffmpeg too).
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "../../db/client.js";
import type { StorageProvider } from "../../providers/storage/index.js";
import { programRuns, runProcess } from "../../lib/run-process.js";

let ffmpegChecked: boolean | null = null;
/** Whether ffmpeg can be run (checked once; LEADONE_FFMPEG=off turns thumbnails off, e.g. to see the poster). */
export function ffmpegAvailable(): boolean {
  if (process.env.LEADONE_FFMPEG === "off") return false;
  if (ffmpegChecked === null) {
    ffmpegChecked = programRuns("ffmpeg", ["-hide_banner", "-version"]);
  }
  return ffmpegChecked;
}

function runFfmpeg(args: string[], timeoutMs = 20_000): Promise<Buffer> {
  return runProcess("ffmpeg", args, { timeoutMs });
}

/**
 * A JPEG frame (320 px wide) from a video's bytes: a second in (or the middle of a shorter video), else
 * the first frame. null when ffmpeg is missing or cannot read the file.
 */
export async function videoThumbnail(video: Buffer, ext: string, durationSeconds: number | null): Promise<Buffer | null> {
  if (!ffmpegAvailable()) return null;
  const dir = await mkdtemp(path.join(os.tmpdir(), "leadone-thumb-"));
  const input = path.join(dir, `in.${ext.replace(/[^a-z0-9]/gi, "") || "mp4"}`);
  try {
    await writeFile(input, video);
    const at = durationSeconds !== null && durationSeconds < 2 ? durationSeconds / 2 : 1;
    for (const seek of [at, 0]) {
      const frame = await runFfmpeg(["-hide_banner", "-loglevel", "error", "-ss", String(seek), "-i", input, "-frames:v", "1", "-vf", "scale=320:-2", "-q:v", "5", "-f", "image2", "-c:v", "mjpeg", "pipe:1"]).catch(() => Buffer.alloc(0));
      if (frame.length > 100 && frame[0] === 0xff && frame[1] === 0xd8) return frame;
    }
    return null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const SAMPLE_DIR = fileURLToPath(new URL("../../assets/sample-videos/", import.meta.url));
export const SAMPLE_VIDEOS = [
  { file: "welcome.mp4", frame: "welcome.jpg", title: "Sample: Welcome to my mentoring", durationSeconds: 6 },
  { file: "leadership-tip.mp4", frame: "leadership-tip.jpg", title: "Sample: A one-minute leadership tip", durationSeconds: 6 },
] as const;

const keyPart = () => randomBytes(12).toString("hex");

/** Gives a mentor profile the two sample videos (files copied into storage, with their frames). */
export async function addSampleVideos(db: Db, storage: StorageProvider, mentorId: string) {
  const base = Date.now();
  for (const [i, s] of SAMPLE_VIDEOS.entries()) {
    const key = `videos/${mentorId}/${keyPart()}`;
    const thumbKey = `thumbs/${keyPart()}`;
    const { size } = await storage.put(key, createReadStream(path.join(SAMPLE_DIR, s.file)));
    await storage.put(thumbKey, createReadStream(path.join(SAMPLE_DIR, s.frame)));
    // The first sample lists first (newest first): a millisecond apart keeps the order stable.
    await db.mentorVideo.create({
      data: { mentorId, title: s.title, storageKey: key, thumbnailKey: thumbKey, mimeType: "video/mp4", sizeBytes: size, durationSeconds: s.durationSeconds, isSample: true, createdAt: new Date(base - i) },
    });
  }
}
