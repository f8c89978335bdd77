// Answer audio is made off the request path (issue 13): the answer comes back with audio URLs and an
// estimated duration while synthesis is still running; playing a URL waits for the audio in flight,
// and an id whose audio was never made here is made from its recipe on that first play.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, type TestApp } from "./harness.js";
import { adviceRuntime } from "../../server/modules/advice/runtime.js";
import { AnswerAudio, estimateSpeechSeconds } from "../../server/providers/speech/answer-audio.js";
import type { SpeechProvider, SpeechResult } from "../../server/providers/speech/index.js";

const ASK = "/api/test-leadership-advice";

/** A speech engine whose every synthesis waits until the test opens the gate. */
function gatedSpeech() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const state = { started: 0, finished: 0, open: () => open() };
  const provider: SpeechProvider = {
    name: "system",
    premiumVoice: null,
    async synthesizeHighQuality(): Promise<SpeechResult> {
      throw new Error("no premium voice");
    },
    async synthesize(text: string): Promise<SpeechResult> {
      state.started += 1;
      await gate;
      state.finished += 1;
      const wav = Buffer.from(`RIFF-fake-${text.length}`);
      return { audio: wav, mimeType: "audio/wav", wav, durationSeconds: 1 };
    },
  };
  return { provider, state };
}

describe("answer audio off the request path", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it("answers with audio URLs and estimated durations before any synthesis has finished", async () => {
    const runtime = adviceRuntime(t.config, { services: t.services });
    const real = runtime.answerAudio;
    const { provider, state } = gatedSpeech();
    runtime.answerAudio = new AnswerAudio(t.services.audio, provider);
    try {
      const u = await signUp(t);
      const res = await call(t, "POST", ASK, { question: "How do I run better one-on-ones?", responseFormat: "both" }, u.cookie);
      expect(res.status).toBe(200);
      expect(state.finished).toBe(0); // nothing was synthesised before the answer went out
      expect(state.started).toBeGreaterThan(0); // …but the background work had begun
      for (const o of res.body.options) {
        expect(o.audioUrl).toMatch(/\/api\/audio\/[A-Za-z0-9_-]{20,}$/);
        expect(o.audioDuration).toBe(estimateSpeechSeconds(`${o.title}.\n${o.content}`));
        expect(o.audioDuration).toBeGreaterThan(5);
      }
      // Play while the audio is still being made: the request waits for it, then gets the audio.
      const playing = t.app.inject({ method: "GET", url: new URL(res.body.options[0].audioUrl).pathname });
      await new Promise((r) => setTimeout(r, 50));
      state.open();
      const audio = await playing;
      expect(audio.statusCode).toBe(200);
      expect(audio.headers["content-type"]).toBe("audio/wav");
      expect(audio.body).toMatch(/^RIFF-fake-\d+$/);
      expect(state.finished).toBe(state.started);
    } finally {
      runtime.answerAudio = real;
    }
  });

  it("makes the audio from its recipe on first play when no background job ran here", async () => {
    const { provider, state } = gatedSpeech();
    state.open();
    const here = new AnswerAudio(t.services.audio, provider);
    // Another instance (same store) reserved the id and its text; this one never started the work.
    const recipeOnly = await t.services.audio.put(Buffer.from(JSON.stringify({ text: "Listen first.\nThen decide together.", voice: "standard" })), "application/x-leadone-speech-recipe");
    const audio = await here.get(recipeOnly);
    expect(audio?.mimeType).toBe("audio/wav");
    expect(audio?.data.toString()).toBe(`RIFF-fake-${"Listen first.\nThen decide together.".length}`);
    expect(state.started).toBe(1);
    // Made once: the store now holds the audio itself.
    expect((await t.services.audio.get(recipeOnly))?.mimeType).toBe("audio/wav");
    await here.get(recipeOnly);
    expect(state.started).toBe(1);
    expect(await here.get("AAAAAAAAAAAAAAAAAAAAAAAA")).toBeNull();
  });

  it("estimates a spoken length from words and sentences", () => {
    expect(estimateSpeechSeconds("")).toBe(0);
    const one = estimateSpeechSeconds("Set clear expectations for the team.");
    const two = estimateSpeechSeconds("Set clear expectations for the team. Then check in every week with each person.");
    expect(one).toBeGreaterThan(1.5);
    expect(two).toBeGreaterThan(one * 2);
  });
});
