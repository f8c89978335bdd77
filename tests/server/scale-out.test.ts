// Several instances behind a load balancer share Redis (REDIS_URL): an audio URL made by one instance
// plays from any other, and sign-in attempts are counted across instances. Uses the machine's Redis
// (TEST_REDIS_URL, default redis://127.0.0.1:6379).
import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AUDIO_TTL_MS, RedisAudioStore } from "../../server/providers/speech/audio-store.js";
import { call, signUp, startTestApp, uniqueEmail, type TestApp } from "./harness.js";

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function ready(redis: Redis | null) {
  if (!redis) throw new Error("this instance has no Redis");
  if (redis.status !== "ready") await new Promise((resolve, reject) => redis.once("ready", resolve).once("error", reject));
}

describe("two instances sharing Redis", () => {
  let a: TestApp;
  let b: TestApp;
  let alone: TestApp;
  // A prefix of this run's own, so counts left in Redis by earlier runs don't leak in.
  const prefix = `leadone-test-${randomBytes(4).toString("hex")}:`;
  beforeAll(async () => {
    const env = { REDIS_URL, REDIS_PREFIX: prefix, LOGIN_ATTEMPTS_PER_15_MIN: "3" };
    [a, b, alone] = await Promise.all([startTestApp({ env }), startTestApp({ env }), startTestApp()]);
    await Promise.all([ready(a.services.redis), ready(b.services.redis)]);
  });
  afterAll(async () => {
    const keys = (await a?.services.redis?.keys(`${prefix}*`)) ?? [];
    if (keys.length) await a.services.redis!.del(...keys);
    await Promise.all([a?.close(), b?.close(), alone?.close()]);
  });

  it("serves an answer's audio from an instance that did not make it, byte ranges included", async () => {
    const u = await signUp(a);
    const res = await call(a, "POST", "/api/test-leadership-advice", { question: "How do I run better one-on-ones?", responseFormat: "audio" }, u.cookie);
    expect(res.status).toBe(200);
    const path = new URL(res.body.options[0].audioUrl).pathname;
    const fromA = await a.app.inject({ method: "GET", url: path });
    const fromB = await b.app.inject({ method: "GET", url: path });
    expect(fromA.statusCode).toBe(200);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers["content-type"]).toBe(fromA.headers["content-type"]);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    const part = await b.app.inject({ method: "GET", url: path, headers: { range: "bytes=0-99" } });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload.equals(fromA.rawPayload.subarray(0, 100))).toBe(true);
    // The audio lives under this deployment's REDIS_PREFIX; an instance without the shared Redis lacks it.
    const id = path.split("/").pop()!;
    expect(await a.services.redis!.exists(`${prefix}audio:${id.slice(0, 16)}`)).toBe(1);
    expect((await alone.app.inject({ method: "GET", url: path })).statusCode).toBe(404);
  });

  it("counts wrong passwords for one account across instances", async () => {
    const email = uniqueEmail("guess");
    await signUp(a, { email });
    const wrong = { email, password: "not-the-password-1" };
    expect((await call(a, "POST", "/api/auth/login", wrong)).status).toBe(401);
    expect((await call(b, "POST", "/api/auth/login", wrong)).status).toBe(401);
    expect((await call(a, "POST", "/api/auth/login", wrong)).status).toBe(401);
    // Three failures are free; the fourth makes this (account, address) wait, on every instance.
    expect((await call(b, "POST", "/api/auth/login", wrong)).status).toBe(401);
    const fifth = await call(a, "POST", "/api/auth/login", wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toMatch(/^Too many attempts\. Please try again in \d+ seconds\.$/);
  });
});

describe("Redis audio store", () => {
  it("keeps audio for 30 minutes in Redis, sealed with a key only its URL holds, and returns it whole", async () => {
    const redis = new Redis(REDIS_URL);
    try {
      const store = new RedisAudioStore(redis);
      const bytes = Buffer.from([0x49, 0x44, 0x33, 0x0a, 0x00, 0xff, 0x0a]);
      const id = await store.put(bytes, "audio/mpeg");
      const key = `leadone:audio:${id.slice(0, 16)}`;
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(AUDIO_TTL_MS - 60_000);
      expect(ttl).toBeLessThanOrEqual(AUDIO_TTL_MS);
      expect(await store.get(id)).toEqual({ mimeType: "audio/mpeg", data: bytes });
      expect(await store.get("AAAAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
      // Redis holds neither the MIME type nor the bytes in the clear; a wrong key reads nothing.
      const stored = (await redis.getBuffer(key))!;
      expect(stored.includes(Buffer.from("audio/mpeg"))).toBe(false);
      expect(stored.includes(bytes)).toBe(false);
      const wrongKey = id.slice(0, 16) + Buffer.alloc(32).toString("base64url");
      expect(await store.get(wrongKey)).toBeNull();
      await redis.del(key);
    } finally {
      redis.disconnect();
    }
  });

  it("keeps new audio in memory while Redis is unreachable", async () => {
    const down = new Redis("redis://127.0.0.1:1", { enableOfflineQueue: false, maxRetriesPerRequest: 0, lazyConnect: true, retryStrategy: () => null });
    down.on("error", () => undefined);
    const store = new RedisAudioStore(down);
    const id = await store.put(Buffer.from("RIFF"), "audio/wav");
    expect(await store.get(id)).toEqual({ mimeType: "audio/wav", data: Buffer.from("RIFF") });
    down.disconnect();
  });
});
