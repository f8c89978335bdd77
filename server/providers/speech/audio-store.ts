// A short-lived store for generated answer audio, so answers carry short URLs instead of megabytes of
// base64. Ids are random and unguessable; entries expire after 30 minutes.
// - One instance: in memory, bounded by a byte budget (the oldest entries go first).
// - Several instances (REDIS_URL): in Redis with the same TTL, so any instance serves any audio URL.
//   While Redis is unreachable new audio is kept in memory and still served by the instance that made it.
import { randomBytes } from "node:crypto";
import type { Redis } from "ioredis";

export interface StoredAudio {
  data: Buffer;
  mimeType: string;
}

export interface AudioStore {
  /** Keeps the audio for the TTL; returns its id (the last part of /api/audio/:id). */
  put(data: Buffer, mimeType: string): Promise<string>;
  get(id: string): Promise<StoredAudio | null>;
}

export const AUDIO_TTL_MS = 30 * 60_000;
const newId = () => randomBytes(18).toString("base64url");

export class MemoryAudioStore implements AudioStore {
  private readonly entries = new Map<string, StoredAudio & { expiresAt: number }>();
  private bytes = 0;

  constructor(
    private readonly ttlMs = AUDIO_TTL_MS,
    private readonly maxBytes = 96 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  async put(data: Buffer, mimeType: string): Promise<string> {
    this.sweep();
    const id = newId();
    this.entries.set(id, { data, mimeType, expiresAt: this.now() + this.ttlMs });
    this.bytes += data.length;
    // Map iteration order is insertion order: the first entries are the oldest.
    for (const [oldId, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || oldId === id) break;
      this.delete(oldId, entry);
    }
    return id;
  }

  async get(id: string): Promise<StoredAudio | null> {
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.delete(id, entry);
      return null;
    }
    return { data: entry.data, mimeType: entry.mimeType };
  }

  private delete(id: string, entry: StoredAudio) {
    this.entries.delete(id);
    this.bytes -= entry.data.length;
  }

  private sweep() {
    const now = this.now();
    for (const [id, entry] of this.entries) if (entry.expiresAt <= now) this.delete(id, entry);
  }
}

/** Value layout in Redis: the MIME type, a newline, then the audio bytes (one GET serves both). */
export class RedisAudioStore implements AudioStore {
  constructor(
    private readonly redis: Redis,
    private readonly local = new MemoryAudioStore(),
    private readonly ttlMs = AUDIO_TTL_MS,
    private readonly prefix = "leadone:audio:",
  ) {}

  async put(data: Buffer, mimeType: string): Promise<string> {
    const id = newId();
    try {
      await this.redis.set(this.prefix + id, Buffer.concat([Buffer.from(`${mimeType}\n`), data]), "PX", this.ttlMs);
      return id;
    } catch {
      return this.local.put(data, mimeType);
    }
  }

  async get(id: string): Promise<StoredAudio | null> {
    let raw: Buffer | null = null;
    try {
      raw = await this.redis.getBuffer(this.prefix + id);
    } catch {
      // Redis is down: fall through to what this instance kept itself.
    }
    const newline = raw ? raw.indexOf(0x0a) : -1;
    if (raw && newline > 0) return { mimeType: raw.subarray(0, newline).toString("utf8"), data: raw.subarray(newline + 1) };
    return this.local.get(id);
  }
}

export function createAudioStore(redis: Redis | null, redisPrefix = "leadone:"): AudioStore {
  return redis ? new RedisAudioStore(redis, new MemoryAudioStore(), AUDIO_TTL_MS, `${redisPrefix}audio:`) : new MemoryAudioStore();
}
