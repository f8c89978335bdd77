// Offline text-to-speech behind one interface. Engines: the system `espeak-ng` binary (fast, run as a
// separate program) or, when it is missing, the npm `espeak-ng` WebAssembly build loaded on demand.
// Both are GPL-3.0 programs: LeadOne only runs them and reads their WAV output (see README licences).
// When ffmpeg is installed the WAV is compressed to MP3 (~8× smaller); otherwise the WAV is served.
// Premium high-quality audio is a different, better voice: Festival with Debian's HTS voice
// (festvox-us-slt-hts, a natural-sounding statistical voice at 32 kHz against espeak-ng's 22.05 kHz
// formant voice), encoded at a higher bitrate. It is detected at start; without it there is no
// high-quality audio (premiumVoice is null), never a relabelled copy of the standard voice.
import { spawn, spawnSync } from "node:child_process";

export interface SpeechResult {
  /** Encoded audio to serve (MP3 when ffmpeg is available, else WAV). */
  audio: Buffer;
  mimeType: "audio/mpeg" | "audio/wav";
  /** The uncompressed WAV (served as the high-quality variant). */
  wav: Buffer;
  /** True duration in seconds, from the WAV's sample count and rate. */
  durationSeconds: number;
}

export interface SpeechProvider {
  readonly name: "system" | "wasm";
  synthesize(text: string): Promise<SpeechResult>;
  /** The premium voice found at start ("festival-hts-slt"), or null when it is not installed. */
  readonly premiumVoice: string | null;
  /** High-quality audio in the premium voice; only call when premiumVoice is set. */
  synthesizeHighQuality(text: string): Promise<SpeechResult>;
}

const FESTIVAL_VOICE = "cmu_us_slt_arctic_hts";

/** Festival's text2wave with the HTS voice, when both are installed. */
export function hasFestivalVoice(): boolean {
  try {
    const r = spawnSync("festival", ["--pipe"], { input: "(print (voice.list))", timeout: 10_000, encoding: "utf8" });
    return r.status === 0 && r.stdout.includes(FESTIVAL_VOICE) && hasProgram("text2wave", ["-h"]);
  } catch {
    return false;
  }
}

async function festivalWav(text: string): Promise<Buffer> {
  return fixWavHeader(await run("text2wave", ["-eval", `(voice_${FESTIVAL_VOICE})`, "-o", "-"], text, 120_000));
}

/** Premium audio keeps the voice's own 32 kHz and a high bitrate (standard audio is 22.05 kHz at 48 kb/s). */
async function toHighQualityMp3(wav: Buffer): Promise<Buffer> {
  return run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-f", "wav", "-i", "pipe:0", "-ac", "1", "-codec:a", "libmp3lame", "-b:a", "128k", "-f", "mp3", "pipe:1"], wav, 60_000);
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

/** espeak-ng --stdout writes placeholder sizes in the header: make them true. */
function fixWavHeader(buf: Buffer): Buffer {
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

function run(cmd: string, args: string[], input: Buffer | string, timeoutMs = 30_000): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["pipe", "pipe", "ignore"] });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.stdout.on("data", (c: Buffer) => chunks.push(c));
    child.on("error", (e) => {
      clearTimeout(timer);
      reject(e);
    });
    child.on("close", (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(chunks));
      else reject(new Error(`${cmd} exited with code ${code}`));
    });
    child.stdin.on("error", () => undefined);
    child.stdin.end(input);
  });
}

function hasProgram(cmd: string, args: string[]): boolean {
  try {
    return spawnSync(cmd, args, { stdio: "ignore", timeout: 5000 }).status === 0;
  } catch {
    return false;
  }
}

async function toMp3(wav: Buffer): Promise<Buffer> {
  return run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-f", "wav", "-i", "pipe:0", "-ac", "1", "-codec:a", "libmp3lame", "-b:a", "48k", "-f", "mp3", "pipe:1"], wav);
}

function systemEngine(): (text: string) => Promise<Buffer> {
  return async (text) => fixWavHeader(await run("espeak-ng", ["-v", VOICE, "-s", WORDS_PER_MINUTE, "--stdout"], text));
}

function wasmEngine(): (text: string) => Promise<Buffer> {
  return async (text) => {
    const { default: ESpeakNg } = await import("espeak-ng");
    const instance = await ESpeakNg({ arguments: ["-v", VOICE, "-s", WORDS_PER_MINUTE, "-w", "out.wav", text], print: () => undefined, printErr: () => undefined });
    return Buffer.from(instance.FS.readFile("out.wav"));
  };
}

/** The speech provider for this machine, or null when speech is off or no engine is available. */
export function createSpeechProvider(setting: SpeechEngineSetting = "auto"): SpeechProvider | null {
  if (setting === "off") return null;
  const system = setting !== "wasm" && hasProgram("espeak-ng", ["--version"]);
  if (setting === "system" && !system) return null;
  const name: SpeechProvider["name"] = system ? "system" : "wasm";
  const synth = system ? systemEngine() : wasmEngine();
  const ffmpeg = hasProgram("ffmpeg", ["-hide_banner", "-version"]);
  const premiumVoice = hasFestivalVoice() ? "festival-hts-slt" : null;
  return {
    name,
    premiumVoice,
    async synthesizeHighQuality(text) {
      if (!premiumVoice) throw new Error("No premium voice is installed");
      const wav = await festivalWav(speakableText(text));
      const durationSeconds = Math.round(wavDurationSeconds(wav) * 100) / 100;
      if (ffmpeg) {
        try {
          return { audio: await toHighQualityMp3(wav), mimeType: "audio/mpeg", wav, durationSeconds };
        } catch {
          /* fall through to WAV */
        }
      }
      return { audio: wav, mimeType: "audio/wav", wav, durationSeconds };
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
