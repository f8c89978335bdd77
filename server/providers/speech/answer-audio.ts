// Answer audio made OFF the request path. The advice answer gets its audio URLs at once: each names a
// "recipe" (the text to speak and the voice) kept in the audio store under the URL's id, sealed like
// the audio itself, and this instance starts making the audio in the background (a few at a time).
// GET /api/audio/:id then serves the finished audio, waits for the synthesis in flight here, or — on
// another instance, or after a restart — makes it from the recipe on that first play.
// PRIVACY: the recipe is the answer's own text (never the question); nothing about it is logged.
import type { AudioStore, StoredAudio } from "./audio-store.js";
import { speakableText, type SpeechProvider } from "./index.js";

export type AudioVoice = "standard" | "high-quality";
const RECIPE_TYPE = "application/x-leadone-speech-recipe";
/** espeak-ng speaks at 165 words a minute (speech/index.ts); sentence ends add a short pause. */
const WORDS_PER_SECOND = 165 / 60;
const PAUSE_PER_SENTENCE_S = 0.2;

/** The spoken length of `text`, estimated before it is synthesised (seconds, 2 decimals). */
export function estimateSpeechSeconds(text: string): number {
  const spoken = speakableText(text);
  const words = spoken.split(/\s+/).filter(Boolean).length;
  const sentences = (spoken.match(/[.!?:;](\s|$)/g) ?? []).length;
  return Math.round((words / WORDS_PER_SECOND + sentences * PAUSE_PER_SENTENCE_S) * 100) / 100;
}

interface Recipe {
  text: string;
  voice: AudioVoice;
}

export class AnswerAudio {
  private readonly inFlight = new Map<string, Promise<StoredAudio | null>>();
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly store: AudioStore,
    private readonly speech: SpeechProvider,
    private readonly concurrency = 2,
  ) {}

  /** Reserves an audio URL id for `text` and starts making it in the background; answers at once. */
  async schedule(text: string, voice: AudioVoice): Promise<string> {
    const recipe: Recipe = { text, voice };
    const id = await this.store.put(Buffer.from(JSON.stringify(recipe)), RECIPE_TYPE);
    this.start(id, recipe).catch(() => undefined);
    return id;
  }

  /** The audio behind `id`: finished, in flight here, or made now from its recipe; null when unknown or expired. */
  async get(id: string): Promise<StoredAudio | null> {
    const pending = this.inFlight.get(id);
    if (pending) return pending;
    const entry = await this.store.get(id);
    if (!entry || entry.mimeType !== RECIPE_TYPE) return entry;
    let recipe: Recipe;
    try {
      recipe = JSON.parse(entry.data.toString("utf8")) as Recipe;
    } catch {
      return null;
    }
    return this.inFlight.get(id) ?? this.start(id, recipe, true);
  }

  private start(id: string, recipe: Recipe, urgent = false): Promise<StoredAudio | null> {
    const job = this.make(id, recipe, urgent).finally(() => this.inFlight.delete(id));
    this.inFlight.set(id, job);
    return job;
  }

  private async make(id: string, recipe: Recipe, urgent: boolean): Promise<StoredAudio | null> {
    // A play request goes ahead of the background queue: someone is waiting for it.
    if (!urgent) await this.slot();
    else this.running += 1;
    try {
      // WHICH engine and voice is the speech provider's business; this module decides WHEN.
      const result = recipe.voice === "high-quality" ? await this.speech.synthesizeHighQuality(recipe.text) : await this.speech.synthesize(recipe.text);
      const audio: StoredAudio = { data: result.audio, mimeType: result.mimeType };
      await this.store.replace(id, audio.data, audio.mimeType);
      return audio;
    } catch {
      return null; // no audio for this option; the player shows the error state
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  private slot(): Promise<void> {
    if (this.running < this.concurrency) {
      this.running += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(() => ((this.running += 1), resolve())));
  }
}
