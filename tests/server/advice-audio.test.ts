// Answer audio is made off the request path and streamed on play (issue 13): the answer comes back with
// audio URLs and an estimated duration and no synthesis at all; the first play streams the audio while
// it is still being made, a second play meanwhile joins the same stream, and the finished file is kept
// for later plays and byte ranges.
import type { AddressInfo } from "node:net";
import { PassThrough } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, type TestApp } from "./harness.js";
import { adviceRuntime } from "../../server/modules/advice/runtime.js";
import { AnswerAudio, estimateSpeechSeconds } from "../../server/providers/speech/answer-audio.js";
import type { SpeechProvider, SpeechResult, SpeechStream } from "../../server/providers/speech/index.js";

const ASK = "/api/test-leadership-advice";

/** A speech engine the test drives by hand: each stream() hands the test its output to write to. */
function handDrivenSpeech() {
  const streams: Array<{ text: string; out: PassThrough }> = [];
  const provider: SpeechProvider = {
    name: "system",
    premiumVoice: null,
    async synthesize(): Promise<SpeechResult> {
      throw new Error("not used");
    },
    stream(text: string): SpeechStream {
      const out = new PassThrough();
      streams.push({ text, out });
      return { mimeType: "audio/mpeg", output: out };
    },
  };
  return { provider, streams };
}

const until = async (ok: () => boolean) => {
  for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 10));
  expect(ok()).toBe(true);
};

describe("answer audio streamed on play", () => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 120_000);
  afterAll(async () => t?.close());

  /** Runs `body` with the app's answer audio made by `provider`. */
  async function withSpeech(provider: SpeechProvider, body: () => Promise<void>) {
    const runtime = adviceRuntime(t.config, { services: t.services });
    const real = runtime.answerAudio;
    runtime.answerAudio = new AnswerAudio(t.services.audio, provider);
    try {
      await body();
    } finally {
      runtime.answerAudio = real;
    }
  }

  it("answers with audio URLs and estimated durations without synthesising anything", async () => {
    const { provider, streams } = handDrivenSpeech();
    await withSpeech(provider, async () => {
      const u = await signUp(t);
      const res = await call(t, "POST", ASK, { question: "How do I run better one-on-ones?", responseFormat: "both" }, u.cookie);
      expect(res.status).toBe(200);
      expect(streams).toHaveLength(0); // no engine ran for the answer: the audio is made when played
      for (const o of res.body.options) {
        expect(o.audioUrl).toMatch(/\/api\/audio\/[A-Za-z0-9_-]{20,}$/);
        expect(o.audioDuration).toBe(estimateSpeechSeconds(`${o.title}.\n${o.content}`));
        expect(o.audioDuration).toBeGreaterThan(5);
      }
    });
  });

  it("streams the first chunk before synthesis ends; a second play joins; later plays get the same file", async () => {
    const { provider, streams } = handDrivenSpeech();
    await withSpeech(provider, async () => {
      const u = await signUp(t);
      const res = await call(t, "POST", ASK, { question: "How do I run better one-on-ones?", responseFormat: "audio" }, u.cookie);
      expect(res.status).toBe(200);
      const path = new URL(res.body.options[0].audioUrl).pathname;
      const events: string[] = [];

      // A browser's first request. Its headers come with the first byte, so it is awaited after that.
      const firstResponse = fetch(base + path, { headers: { range: "bytes=0-" } });
      await until(() => streams.length === 1);
      const engine = streams[0]!;
      expect(engine.text).toBe(`${res.body.options[0].title}.\n${res.body.options[0].content}`);
      engine.out.write(Buffer.from("chunk-one|"));
      events.push("engine: first chunk");
      // If the server held the audio back until the end, this read would wait for the engine to finish
      // (the fallback below does that after 3 s), and the order of events would show it.
      const fallback = setTimeout(() => {
        events.push("engine: finished");
        engine.out.end(Buffer.from("chunk-two"));
      }, 3000);
      const first = await firstResponse;
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toBe("audio/mpeg");
      expect(first.headers.get("content-length")).toBeNull(); // streamed: the length is not known yet
      const reader1 = first.body!.getReader();
      const got1 = await reader1.read();
      events.push(`play 1: ${Buffer.from(got1.value!).toString()}`);

      // A second play while it is still being made joins the same synthesis from the first byte.
      const second = await fetch(base + path);
      expect(second.status).toBe(200);
      const reader2 = second.body!.getReader();
      const got2 = await reader2.read();
      events.push(`play 2: ${Buffer.from(got2.value!).toString()}`);
      expect(streams).toHaveLength(1);

      if (!events.includes("engine: finished")) {
        clearTimeout(fallback);
        events.push("engine: finished");
        engine.out.end(Buffer.from("chunk-two"));
      }
      const rest = async (reader: ReadableStreamDefaultReader<Uint8Array>, start: Uint8Array) => {
        const parts = [Buffer.from(start)];
        for (let r = await reader.read(); !r.done; r = await reader.read()) parts.push(Buffer.from(r.value));
        return Buffer.concat(parts).toString();
      };
      const [body1, body2] = await Promise.all([rest(reader1, got1.value!), rest(reader2, got2.value!)]);
      expect(events).toEqual(["engine: first chunk", "play 1: chunk-one|", "play 2: chunk-one|", "engine: finished"]);
      expect(body1).toBe("chunk-one|chunk-two");
      expect(body2).toBe(body1);

      // Finished: served from the store with its length and byte ranges; the engine does not run again.
      const later = await t.app.inject({ method: "GET", url: path });
      expect(later.statusCode).toBe(200);
      expect(later.headers["content-length"]).toBe(String(body1.length));
      expect(later.body).toBe(body1);
      const part = await t.app.inject({ method: "GET", url: path, headers: { range: "bytes=6-8" } });
      expect(part.statusCode).toBe(206);
      expect(part.body).toBe("one");
      expect(streams).toHaveLength(1);
    });
  });

  it("a range past the start of audio still being made, or ?whole=1, waits for the file", async () => {
    const { provider, streams } = handDrivenSpeech();
    await withSpeech(provider, async () => {
      const id = await adviceRuntime(t.config, { services: t.services }).answerAudio!.schedule("Listen first.", "standard");
      const events: string[] = [];
      const ranged = t.app.inject({ method: "GET", url: `/api/audio/${id}`, headers: { range: "bytes=4-7" } }).then((r) => {
        events.push("range answered");
        return r;
      });
      // The player asks for the whole file to seek in audio it got as a stream.
      const whole = t.app.inject({ method: "GET", url: `/api/audio/${id}?whole=1` }).then((r) => {
        events.push("whole answered");
        return r;
      });
      await until(() => streams.length === 1);
      streams[0]!.out.write(Buffer.from("abcdef"));
      await new Promise((r) => setTimeout(r, 50));
      events.push("engine: finished");
      streams[0]!.out.end(Buffer.from("ghij"));
      const [res, all] = await Promise.all([ranged, whole]);
      expect(events.slice(0, 1)).toEqual(["engine: finished"]);
      expect(events.slice(1).sort()).toEqual(["range answered", "whole answered"]);
      expect(all.statusCode).toBe(200);
      expect(all.headers["content-length"]).toBe("10");
      expect(all.body).toBe("abcdefghij");
      expect(streams).toHaveLength(1);
      expect(res.statusCode).toBe(206);
      expect(res.headers["content-range"]).toBe("bytes 4-7/10");
      expect(res.body).toBe("efgh");
    });
  });

  it("a synthesis that fails before any audio answers 404, and the next play makes it again", async () => {
    const { provider, streams } = handDrivenSpeech();
    await withSpeech(provider, async () => {
      const id = await adviceRuntime(t.config, { services: t.services }).answerAudio!.schedule("Listen first.", "standard");
      const failing = t.app.inject({ method: "GET", url: `/api/audio/${id}` });
      await until(() => streams.length === 1);
      streams[0]!.out.destroy(new Error("espeak-ng was killed (SIGKILL)"));
      const res = await failing;
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe("NOT_FOUND");
      const again = t.app.inject({ method: "GET", url: `/api/audio/${id}` });
      await until(() => streams.length === 2);
      streams[1]!.out.end(Buffer.from("made"));
      expect((await again).body).toBe("made");
    });
  });

  it("makes the audio from its recipe on first play when another instance reserved it", async () => {
    const { provider, streams } = handDrivenSpeech();
    const here = new AnswerAudio(t.services.audio, provider);
    // Another instance (same store) reserved the id and its text; this one never started anything.
    const recipeOnly = await t.services.audio.put(Buffer.from(JSON.stringify({ text: "Listen first.\nThen decide together.", voice: "standard" })), "application/x-leadone-speech-recipe");
    const made = here.file(recipeOnly);
    await until(() => streams.length === 1);
    expect(streams[0]!.text).toBe("Listen first.\nThen decide together.");
    streams[0]!.out.end(Buffer.from("ID3-audio"));
    expect((await made)?.data.toString()).toBe("ID3-audio");
    // Made once: the store now holds the audio itself.
    await until(() => true);
    expect((await t.services.audio.get(recipeOnly))?.mimeType).toBe("audio/mpeg");
    expect((await here.file(recipeOnly))?.data.toString()).toBe("ID3-audio");
    expect(streams).toHaveLength(1);
    expect(await here.get("AAAAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
  });

  it("with the real engines: MP3 streamed from espeak-ng through ffmpeg, the same bytes as the kept file, for concurrent plays", async () => {
    const runtime = adviceRuntime(t.config, { services: t.services });
    expect(runtime.speech?.name).toBe("system");
    const u = await signUp(t);
    const res = await call(t, "POST", ASK, { question: "Two people on my team keep clashing in meetings.", responseFormat: "audio" }, u.cookie);
    expect(res.status).toBe(200);
    const path = new URL(res.body.options[1].audioUrl).pathname;
    const plays = await Promise.all([0, 1].map(() => fetch(base + path)));
    const bodies = await Promise.all(plays.map(async (p) => Buffer.from(await p.arrayBuffer())));
    for (const p of plays) {
      expect(p.status).toBe(200);
      expect(p.headers.get("content-type")).toBe("audio/mpeg");
    }
    expect(bodies[0]!.length).toBeGreaterThan(10_000);
    // An MP3 stream starts with an ID3 tag or a frame sync.
    expect(bodies[0]!.subarray(0, 3).toString() === "ID3" || (bodies[0]![0] === 0xff && (bodies[0]![1]! & 0xe0) === 0xe0)).toBe(true);
    expect(bodies[1]!.equals(bodies[0]!)).toBe(true);
    const kept = await t.app.inject({ method: "GET", url: path });
    expect(kept.headers["content-length"]).toBe(String(bodies[0]!.length));
    expect(kept.rawPayload.equals(bodies[0]!)).toBe(true);
  }, 60_000);

  it("estimates a spoken length from words and sentences", () => {
    expect(estimateSpeechSeconds("")).toBe(0);
    const one = estimateSpeechSeconds("Set clear expectations for the team.");
    const two = estimateSpeechSeconds("Set clear expectations for the team. Then check in every week with each person.");
    expect(one).toBeGreaterThan(1.5);
    expect(two).toBeGreaterThan(one * 2);
  });
});
