// Answer audio made OFF the request path. The advice answer gets its audio URLs at once: each names a
// "recipe" (the text to speak and the voice) kept in the audio store under the URL's id, sealed like
// the audio itself. Nothing is synthesised while answers are being made (that work competed with them
// for the CPU): the audio is made on its first play, and STREAMED — the play receives the encoded audio
// chunk by chunk while the engine is still speaking, and a second play of the same audio meanwhile
// joins that stream from its first byte. The finished file replaces the recipe in the store, so later
// plays and byte ranges are served from it (on any instance, through the shared store).
// PRIVACY: the recipe is the answer's own text (never the question); nothing about it is logged.
import { EventEmitter } from "node:events";
import { Readable } from "node:stream";
import type { AudioStore, StoredAudio } from "./audio-store.js";
import { fixWavHeader, speakableText, type AudioVoice, type SpeechProvider } from "./index.js";

export type { AudioVoice };
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

/**
 * Audio being made right now: the chunks encoded so far and those still to come. Every play of it reads
 * the same chunks from the first one (reader()), so two listeners get identical bytes.
 */
export class LiveAudio extends EventEmitter {
  readonly chunks: Buffer[] = [];
  done = false;
  failed = false;
  /** The whole file once made, or null when the engine failed. */
  readonly finished: Promise<StoredAudio | null>;
  /** True once there is a first byte (or the whole file); false when it failed before making any. */
  readonly started: Promise<boolean>;
  private finish!: (audio: StoredAudio | null) => void;
  private start!: (ok: boolean) => void;

  constructor(readonly mimeType: string) {
    super();
    this.setMaxListeners(0);
    this.finished = new Promise((resolve) => (this.finish = resolve));
    this.started = new Promise((resolve) => (this.start = resolve));
  }

  push(chunk: Buffer): void {
    this.chunks.push(chunk);
    this.start(true);
    this.emit("change");
  }

  end(audio: StoredAudio): void {
    this.done = true;
    this.start(true);
    this.finish(audio);
    this.emit("change");
  }

  fail(): void {
    this.failed = true;
    this.start(this.chunks.length > 0);
    this.finish(null);
    this.emit("change");
  }

  /** Everything made so far, then each new chunk as it comes; ends with the audio, errors if it fails. */
  reader(): Readable {
    let sent = 0;
    let over = false;
    const out = new Readable({ read() {} });
    const pump = () => {
      if (over) return;
      while (sent < this.chunks.length) out.push(this.chunks[sent++]);
      if (this.failed) {
        over = true;
        out.destroy(new Error("The audio could not be made"));
      } else if (this.done) {
        over = true;
        out.push(null);
      }
    };
    this.on("change", pump);
    out.once("close", () => this.off("change", pump));
    pump();
    return out;
  }
}

export class AnswerAudio {
  private readonly inFlight = new Map<string, LiveAudio>();

  constructor(
    private readonly store: AudioStore,
    private readonly speech: SpeechProvider,
  ) {}

  /** Reserves an audio URL id for `text` (the recipe only: the audio is made on its first play); answers at once. */
  async schedule(text: string, voice: AudioVoice): Promise<string> {
    const recipe: Recipe = { text, voice };
    const id = await this.store.put(Buffer.from(JSON.stringify(recipe)), RECIPE_TYPE);
    this.speech.warm?.(voice);
    return id;
  }

  /**
   * The audio behind `id`: the finished file, the one being made here (join its stream), or one started
   * now from the recipe; null when unknown or expired.
   */
  async get(id: string): Promise<StoredAudio | LiveAudio | null> {
    const live = this.inFlight.get(id);
    if (live) return live;
    const entry = await this.store.get(id);
    if (!entry || entry.mimeType !== RECIPE_TYPE) return entry;
    let recipe: Recipe;
    try {
      recipe = JSON.parse(entry.data.toString("utf8")) as Recipe;
    } catch {
      return null;
    }
    return this.inFlight.get(id) ?? this.make(id, recipe);
  }

  /** The whole audio behind `id` (waiting for it when it is being made); null when unknown, expired or failed. */
  async file(id: string): Promise<StoredAudio | null> {
    const audio = await this.get(id);
    return audio instanceof LiveAudio ? audio.finished : audio;
  }

  /** Ends what the speech engine keeps ready (server close). */
  close(): void {
    this.speech.close?.();
  }

  private make(id: string, recipe: Recipe): LiveAudio {
    let stream: ReturnType<SpeechProvider["stream"]>;
    try {
      // WHICH engine and voice is the speech provider's business; this module decides WHEN.
      stream = this.speech.stream(recipe.text, recipe.voice);
    } catch {
      const failed = new LiveAudio("application/octet-stream");
      failed.fail();
      return failed; // not kept: the next play tries again from the recipe
    }
    const live = new LiveAudio(stream.mimeType);
    this.inFlight.set(id, live);
    stream.output.on("data", (chunk: Buffer) => live.push(chunk));
    stream.output.once("error", () => {
      // No audio for this play; the recipe stays, so a later play tries again. The player shows its error state.
      this.inFlight.delete(id);
      live.fail();
    });
    stream.output.once("end", () => {
      let data: Buffer = Buffer.concat(live.chunks);
      if (stream.mimeType === "audio/wav") data = fixWavHeader(data);
      const audio: StoredAudio = { data, mimeType: stream.mimeType };
      // Plays that arrive while the file is being stored still join the finished stream here.
      this.store
        .replace(id, audio.data, audio.mimeType)
        .catch(() => undefined)
        .finally(() => this.inFlight.delete(id));
      live.end(audio);
    });
    return live;
  }
}
