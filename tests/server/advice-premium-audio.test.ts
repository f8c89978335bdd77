// Issue 14 item 6: Premium's high-quality audio is a different, better voice (Festival HTS at 32 kHz and
// 128 kb/s) from standard audio (espeak-ng at 22.05 kHz), or absent when the voice is not installed;
// never a copy of the standard audio.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { call, grantPremium, signUp, useTestApp, type TestApp } from "./harness.js";
import { hasFestivalVoice } from "../../server/providers/speech/index.js";

let t: TestApp;
useTestApp((app) => (t = app), { seed: true });

/** Sample rate of served audio, read by ffprobe independently of the server. */
function sampleRate(bytes: Buffer): number {
  const dir = mkdtempSync(path.join(os.tmpdir(), "premium-audio-"));
  try {
    const file = path.join(dir, "a.bin");
    writeFileSync(file, bytes);
    return Number(execFileSync("ffprobe", ["-v", "error", "-select_streams", "a:0", "-show_entries", "stream=sample_rate", "-of", "csv=p=0", file]).toString().trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function fetchAudio(url: string, cookie: string): Promise<Buffer> {
  const res = await t.app.inject({ method: "GET", url: new URL(url).pathname, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe("premium high-quality audio", () => {
  it("is a different voice at a higher sample rate for Premium, and absent for free users", async () => {
    const free = await signUp(t);
    const freeAnswer = await call(t, "POST", "/api/test-leadership-advice", { question: "My team is exhausted after the layoffs.", responseFormat: "audio" }, free.cookie);
    expect(freeAnswer.status).toBe(200);
    for (const o of freeAnswer.body.options) expect(o.highQualityAudioUrl).toBeNull();

    const u = await signUp(t);
    await grantPremium(t, u.id);
    const res = await call(t, "POST", "/api/test-leadership-advice", { question: "My team is exhausted after the layoffs.", responseFormat: "audio" }, u.cookie);
    expect(res.status).toBe(200);
    const option = res.body.options[0];
    const standard = await fetchAudio(option.audioUrl, u.cookie);
    if (!hasFestivalVoice()) {
      // Fallback stated in README: without the premium voice there is no high-quality variant at all.
      expect(option.highQualityAudioUrl).toBeNull();
      return;
    }
    expect(option.highQualityAudioUrl).toMatch(/\/api\/audio\//);
    const premium = await fetchAudio(option.highQualityAudioUrl, u.cookie);
    expect(premium.equals(standard)).toBe(false);
    expect(sampleRate(standard)).toBe(22050);
    expect(sampleRate(premium)).toBe(32000);
    // Higher bitrate as well: the premium file is larger per second of speech.
    expect(premium.length).toBeGreaterThan(standard.length);
  }, 180_000);
});
