// Capability URLs are secrets: the id in /api/audio/<id> grants playback, so no log line shows it.
import { afterAll, beforeAll, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

it("redacts the audio id from every log line, for stored and unknown audio", async () => {
  const id = await t.services.audio.put(Buffer.from("RIFF0000WAVEfmt "), "audio/wav");
  expect((await call(t, "GET", `/api/audio/${id}`)).status).toBe(200);
  expect((await call(t, "GET", "/api/audio/SecretCapability123")).status).toBe(404);
  const logs = t.logs();
  expect(logs).toContain("/api/audio/[redacted]");
  expect(logs).not.toContain(id);
  expect(logs).not.toContain("SecretCapability123");
});
