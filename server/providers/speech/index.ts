// Offline text-to-speech behind one interface. Engines: the system `espeak-ng` binary (fast, run as a
// separate program) or, when it is missing, the npm `espeak-ng` WebAssembly build loaded on demand.
// Both are GPL-3.0 programs: LeadOne only runs them and reads their WAV output (see README licences).
// When ffmpeg is installed the WAV is compressed to MP3 (~8× smaller); otherwise the WAV is served.
// Premium high-quality audio is a different, better voice: Festival with Debian's HTS voice
// (festvox-us-slt-hts, a natural-sounding statistical voice at 32 kHz against espeak-ng's 22.05 kHz
// formant voice), encoded at a higher bitrate. It is detected at start; without it there is no
// high-quality audio (premiumVoice is null), never a relabelled copy of the standard voice.
// Answer audio is STREAMED (stream()): the engine's output is piped into ffmpeg and the MP3 comes out in
// chunks while the rest is still being spoken, so a play hears its first byte long before the end.
import { spawnSync } from "node:child_process";
import { PassThrough, Readable } from "node:stream";
import { programRuns, runProcess, spawnWithTimeout, type TimedChild } from "../../lib/run-process.js";

export interface SpeechResult {
  /** Encoded audio to serve (MP3 when ffmpeg is available, else WAV). */
  audio: Buffer;
  mimeType: "audio/mpeg" | "audio/wav";
  /** The uncompressed WAV (served as the high-quality variant). */
  wav: Buffer;
  /** True duration in seconds, from the WAV's sample count and rate. */
  durationSeconds: number;
}

export type AudioVoice = "standard" | "high-quality";

/** Audio on its way: the type is known at once, the bytes arrive on `output` as they are encoded. */
export interface SpeechStream {
  mimeType: "audio/mpeg" | "audio/wav";
  /** Ends when the audio is complete; errors (engine failed, timed out) destroy it with the error. */
  output: Readable;
}

export interface SpeechProvider {
  readonly name: "system" | "wasm";
  /** The whole audio in the standard voice (kept for callers that want a file and its true duration). */
  synthesize(text: string): Promise<SpeechResult>;
  /** The premium voice found at start ("festival-hts-slt"), or null when it is not installed. */
  readonly premiumVoice: string | null;
  /** Speaks `text` in `voice` ("high-quality" only when premiumVoice is set), streaming the encoded audio. */
  stream(text: string, voice: AudioVoice): SpeechStream;
  /** A hint that audio in `voice` may be played soon: the engine may get ready (e.g. load the voice). */
  warm?(voice: AudioVoice): void;
  /** Stops what warm() started (at server close). */
  close?(): void;
}

const FESTIVAL_VOICE = "cmu_us_slt_arctic_hts";

/** Festival with the HTS voice, when both are installed. */
export function hasFestivalVoice(): boolean {
  try {
    const r = spawnSync("festival", ["--pipe"], { input: "(print (voice.list))", timeout: 10_000, encoding: "utf8" });
    return r.status === 0 && r.stdout.includes(FESTIVAL_VOICE);
  } catch {
    return false;
  }
}

export type SpeechEngineSetting = "auto" | "system" | "wasm" | "off";

const VOICE = "en-us";
const WORDS_PER_MINUTE = "165";
const MAX_SPOKEN_CHARS = 6000;

/** Duration of a PCM WAV: data bytes / (rate × channels × bytes per sample), reading the chunks. */
export function wavDurationSeconds(wav: Buffer): number {
  if (wav.length < 44 || wav.toString("ascii", 0, 4) !== "RIFF" || wav.toString("ascii", 8, 12) !== "WAVE") throw new Error("not a WAV file");
  let offset = 12;
  let rate = 0;
  let channels = 0;
  let bits = 0;
  while (offset + 8 <= wav.length) {
    const id = wav.toString("ascii", offset, offset + 4);
    let size = wav.readUInt32LE(offset + 4);
    if (id === "fmt ") {
      channels = wav.readUInt16LE(offset + 10);
      rate = wav.readUInt32LE(offset + 12);
      bits = wav.readUInt16LE(offset + 22);
    } else if (id === "data") {
      if (size > wav.length - offset - 8) size = wav.length - offset - 8; // streamed WAVs carry placeholder sizes
      if (!rate || !channels || !bits) throw new Error("WAV data before format");
      return size / (rate * channels * (bits / 8));
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error("WAV without data");
}

/** espeak-ng --stdout (and a streamed WAV) carry placeholder sizes in the header: make them true. */
export function fixWavHeader(buf: Buffer): Buffer {
  if (buf.length >= 44 && buf.toString("ascii", 36, 40) === "data") {
    buf.writeUInt32LE(buf.length - 8, 4);
    buf.writeUInt32LE(buf.length - 44, 40);
  }
  return buf;
}

/** Speech wants sentences, not markdown: drop list markers and join lines. */
export function speakableText(content: string): string {
  return content
    .split("\n")
    .map((line) => line.replace(/^\s*(?:[-*•]|\d+[.)])\s+/, "").trim())
    .filter(Boolean)
    .map((line) => (/[.!?:;]$/.test(line) ? line : `${line}.`))
    .join("\n")
    .slice(0, MAX_SPOKEN_CHARS);
}

/** Engine and encoder time limits: a stuck program is killed, and the play ends with an error. */
const ENGINE_TIMEOUT_MS = 120_000;
/** ffmpeg reading a pipe: no probing (the format is given), so the first MP3 frames leave at once. */
const PIPE_INPUT = ["-hide_banner", "-loglevel", "error", "-probesize", "32", "-analyzeduration", "0"];
/** Standard audio: 22.05 kHz (espeak-ng's rate) at 48 kb/s. */
const STANDARD_MP3 = ["-ac", "1", "-codec:a", "libmp3lame", "-b:a", "48k", "-flush_packets", "1", "-f", "mp3", "pipe:1"];
/** Premium audio keeps the voice's own 32 kHz at a high bitrate. */
const PREMIUM_MP3 = ["-ac", "1", "-codec:a", "libmp3lame", "-b:a", "128k", "-flush_packets", "1", "-f", "mp3", "pipe:1"];
const FESTIVAL_RATE = 32_000;

async function toMp3(wav: Buffer): Promise<Buffer> {
  return runProcess("ffmpeg", [...PIPE_INPUT, "-f", "wav", "-i", "pipe:0", ...STANDARD_MP3], { input: wav, timeoutMs: ENGINE_TIMEOUT_MS });
}

function systemEngine(): (text: string) => Promise<Buffer> {
  return async (text) => fixWavHeader(await runProcess("espeak-ng", ["-v", VOICE, "-s", WORDS_PER_MINUTE, "--stdout"], { input: text, timeoutMs: ENGINE_TIMEOUT_MS }));
}

function wasmEngine(): (text: string) => Promise<Buffer> {
  return async (text) => {
    const { default: ESpeakNg } = await import("espeak-ng");
    const instance = await ESpeakNg({ arguments: ["-v", VOICE, "-s", WORDS_PER_MINUTE, "-w", "out.wav", text], print: () => undefined, printErr: () => undefined });
    return Buffer.from(instance.FS.readFile("out.wav"));
  };
}

interface Running {
  child: TimedChild;
  exited: Promise<void>;
}

/**
 * `source`'s stdout, through an encoder when one is given, as one stream that ends when every program
 * has exited cleanly and errors (after killing the others) when any of them fails or times out.
 */
function chain(source: Running | Readable, encoder: Running | null, prefix?: Buffer): Readable {
  const out = new PassThrough();
  const sourceOut = source instanceof Readable ? source : source.child.stdout;
  const programs = [source, encoder].filter((p): p is Running => p !== null && !(p instanceof Readable));
  if (prefix) out.write(prefix);
  if (encoder) {
    sourceOut.pipe(encoder.child.stdin);
    encoder.child.stdout.pipe(out, { end: false });
  } else sourceOut.pipe(out, { end: false });
  const sourceDone =
    source instanceof Readable
      ? new Promise<void>((resolve, reject) => {
          source.once("end", resolve);
          source.once("error", reject);
        })
      : Promise.resolve();
  Promise.all([sourceDone, ...programs.map((p) => p.exited)]).then(
    () => out.end(),
    (e: unknown) => {
      for (const p of programs) p.child.kill("SIGKILL");
      out.destroy(e instanceof Error ? e : new Error(String(e)));
    },
  );
  return out;
}

/** A WAV header for streamed 16-bit mono PCM whose length is not known yet (fixWavHeader sets it at the end). */
function streamingWavHeader(rate: number): Buffer {
  const h = Buffer.alloc(44);
  h.write("RIFF", 0, "ascii");
  h.writeUInt32LE(0xffffffff, 4);
  h.write("WAVEfmt ", 8, "ascii");
  h.writeUInt32LE(16, 16);
  h.writeUInt16LE(1, 20); // PCM
  h.writeUInt16LE(1, 22); // mono
  h.writeUInt32LE(rate, 24);
  h.writeUInt32LE(rate * 2, 28);
  h.writeUInt16LE(2, 32);
  h.writeUInt16LE(16, 34);
  h.write("data", 36, "ascii");
  h.writeUInt32LE(0xffffffff, 40);
  return h;
}

/** The text as Festival sentences: one SynthText each, so the first is heard while the next is made. */
function festivalScript(text: string): string {
  const quote = (s: string) => `"${s.replace(/[\u0000-\u001f\u007f]/g, " ").replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
  return (
    text
      .split(/(?<=[.!?:;])\s+/)
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => `(utt.save.wave (SynthText ${quote(s)}) "-" 'raw)\n`)
      .join("") + "(quit)\n"
  );
}

/**
 * A program started ahead of need, so a play does not wait for it to start: ffmpeg takes a few hundred
 * milliseconds to load on a busy machine and Festival about a second to load the HTS voice, both longer
 * than a play may wait for its first byte. warm() keeps one ready (once an answer has handed out audio
 * URLs); a play take()s it and the next one starts loading. An unused one is ended after a few minutes.
 */
class Spare {
  private spare: (Running & { idle: NodeJS.Timeout }) | null = null;
  private closed = false;

  constructor(
    private readonly start: (timeoutMs: number) => Running,
    private readonly idleMs = 5 * 60_000,
  ) {}

  warm(): void {
    if (this.closed || this.spare) return;
    const running = this.start(this.idleMs + ENGINE_TIMEOUT_MS);
    const idle = setTimeout(() => this.retire(), this.idleMs);
    idle.unref();
    const spare = { ...running, idle };
    const forget = () => {
      if (this.spare === spare) {
        clearTimeout(spare.idle);
        this.spare = null;
      }
    };
    running.exited.then(forget, forget);
    this.spare = spare;
  }

  /** The ready program (or a new one when none is), for one play; the next one starts loading. */
  take(): Running {
    const spare = this.spare;
    if (!spare) return this.start(ENGINE_TIMEOUT_MS);
    this.spare = null;
    clearTimeout(spare.idle);
    this.warm();
    return spare;
  }

  close(): void {
    this.closed = true;
    this.retire();
  }

  private retire(): void {
    const spare = this.spare;
    this.spare = null;
    if (!spare) return;
    clearTimeout(spare.idle);
    spare.child.kill("SIGKILL");
  }
}

/** The speech provider for this machine, or null when speech is off or no engine is available. */
export function createSpeechProvider(setting: SpeechEngineSetting = "auto"): SpeechProvider | null {
  if (setting === "off") return null;
  const system = setting !== "wasm" && programRuns("espeak-ng", ["--version"]);
  if (setting === "system" && !system) return null;
  const name: SpeechProvider["name"] = system ? "system" : "wasm";
  const synth = system ? systemEngine() : wasmEngine();
  const ffmpeg = programRuns("ffmpeg", ["-hide_banner", "-version"]);
  const premiumVoice = hasFestivalVoice() ? "festival-hts-slt" : null;
  const mimeType = ffmpeg ? "audio/mpeg" : "audio/wav";
  const festival = premiumVoice
    ? new Spare((timeoutMs) => {
        const running = spawnWithTimeout("festival", ["--pipe"], timeoutMs);
        running.child.stdin.write(`(voice_${FESTIVAL_VOICE})\n`);
        return running;
      })
    : null;
  // Encoders waiting on their input: standard audio (a WAV from espeak-ng) and premium (Festival's raw PCM).
  const standardMp3 = ffmpeg ? new Spare((timeoutMs) => spawnWithTimeout("ffmpeg", [...PIPE_INPUT, "-f", "wav", "-i", "pipe:0", ...STANDARD_MP3], timeoutMs)) : null;
  const premiumMp3 = ffmpeg && premiumVoice ? new Spare((timeoutMs) => spawnWithTimeout("ffmpeg", [...PIPE_INPUT, "-f", "s16le", "-ar", String(FESTIVAL_RATE), "-ac", "1", "-i", "pipe:0", ...PREMIUM_MP3], timeoutMs)) : null;

  function standard(text: string): Readable {
    const spoken = speakableText(text);
    if (system) {
      const espeak = spawnWithTimeout("espeak-ng", ["-v", VOICE, "-s", WORDS_PER_MINUTE, "--stdout"], ENGINE_TIMEOUT_MS);
      espeak.child.stdin.end(spoken);
      return chain(espeak, standardMp3?.take() ?? null);
    }
    // The WebAssembly engine makes the whole WAV at once; only the encoding is streamed.
    const wav = Readable.from(
      (async function* () {
        yield await synth(spoken);
      })(),
    );
    return chain(wav, standardMp3?.take() ?? null);
  }

  function premium(text: string): Readable {
    if (!festival) throw new Error("No premium voice is installed");
    const fest = festival.take();
    fest.child.stdin.end(festivalScript(speakableText(text)));
    // Festival writes raw 16-bit PCM at the voice's rate, sentence after sentence.
    return premiumMp3 ? chain(fest, premiumMp3.take()) : chain(fest, null, streamingWavHeader(FESTIVAL_RATE));
  }

  return {
    name,
    premiumVoice,
    stream(text, voice) {
      return { mimeType, output: voice === "high-quality" ? premium(text) : standard(text) };
    },
    warm(voice) {
      if (voice === "high-quality") {
        festival?.warm();
        premiumMp3?.warm();
      } else standardMp3?.warm();
    },
    close() {
      for (const spare of [festival, standardMp3, premiumMp3]) spare?.close();
    },
    async synthesize(text) {
      const wav = await synth(speakableText(text));
      const durationSeconds = Math.round(wavDurationSeconds(wav) * 100) / 100;
      if (ffmpeg) {
        try {
          return { audio: await toMp3(wav), mimeType: "audio/mpeg", wav, durationSeconds };
        } catch {
          /* fall through to WAV */
        }
      }
      return { audio: wav, mimeType: "audio/wav", wav, durationSeconds };
    },
  };
}
