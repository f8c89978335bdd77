// A short-lived store for generated answer audio, so answers carry short URLs instead of megabytes of
// base64. Ids are random and unguessable; entries expire after 30 minutes.
// - One instance: in memory, bounded by a byte budget (the oldest entries go first).
// - Several instances (REDIS_URL): in Redis with the same TTL, so any instance serves any audio URL;
//   sealed with a key only the URL holds.
//   While Redis is unreachable new audio is kept in memory and still served by the instance that made it.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import type { Redis } from "ioredis";

export interface StoredAudio {
  data: Buffer;
  mimeType: string;
}

export interface AudioStore {
  /** Keeps the audio for the TTL; returns its id (the last part of /api/audio/:id). */
  put(data: Buffer, mimeType: string): Promise<string>;
  get(id: string): Promise<StoredAudio | null>;
  /** Replaces what `id` holds (a recipe by its finished audio), keeping the id and the TTL's end. */
  replace(id: string, data: Buffer, mimeType: string): Promise<void>;
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

  async replace(id: string, data: Buffer, mimeType: string): Promise<void> {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.bytes += data.length - entry.data.length;
    this.entries.set(id, { data, mimeType, expiresAt: entry.expiresAt });
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

/**
 * Answers are spoken text, and a model's answer may quote the question, so what sits in Redis (shared,
 * possibly persisted by its operator) is sealed: AES-256-GCM with a key that exists only in the audio
 * URL. The id is `lookup` (16 chars, the Redis key) followed by the key (43 chars, base64url).
 * Sealed value: IV (12 bytes), tag (16), then the ciphertext of "<MIME type>\n<audio bytes>".
 */
const LOOKUP_CHARS = 16;
const SEALED_ID_CHARS = LOOKUP_CHARS + 43;

function seal(key: Buffer, plain: Buffer): Buffer {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]);
}

function unseal(key: Buffer, sealed: Buffer): Buffer | null {
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, sealed.subarray(0, 12));
    decipher.setAuthTag(sealed.subarray(12, 28));
    return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]);
  } catch {
    return null; // a wrong key or a damaged value: as good as missing
  }
}

export class RedisAudioStore implements AudioStore {
  constructor(
    private readonly redis: Redis,
    private readonly local = new MemoryAudioStore(),
    private readonly ttlMs = AUDIO_TTL_MS,
    private readonly prefix = "leadone:audio:",
  ) {}

  async put(data: Buffer, mimeType: string): Promise<string> {
    const lookup = randomBytes(12).toString("base64url");
    const key = randomBytes(32);
    try {
      await this.redis.set(this.prefix + lookup, seal(key, Buffer.concat([Buffer.from(`${mimeType}\n`), data])), "PX", this.ttlMs);
      return lookup + key.toString("base64url");
    } catch {
      return this.local.put(data, mimeType);
    }
  }

  async replace(id: string, data: Buffer, mimeType: string): Promise<void> {
    if (id.length !== SEALED_ID_CHARS) return this.local.replace(id, data, mimeType);
    const key = Buffer.from(id.slice(LOOKUP_CHARS), "base64url");
    try {
      // KEEPTTL: the audio expires when its recipe would have (30 minutes after the answer).
      await this.redis.set(this.prefix + id.slice(0, LOOKUP_CHARS), seal(key, Buffer.concat([Buffer.from(`${mimeType}\n`), data])), "KEEPTTL");
    } catch {
      /* Redis is down: this instance still answers from its in-flight result */
    }
  }

  async get(id: string): Promise<StoredAudio | null> {
    // Ids of the memory fallback (made while Redis was down) are shorter.
    if (id.length !== SEALED_ID_CHARS) return this.local.get(id);
    let sealed: Buffer | null = null;
    try {
      sealed = await this.redis.getBuffer(this.prefix + id.slice(0, LOOKUP_CHARS));
    } catch {
      return null; // Redis is down: this audio lives there only
    }
    const plain = sealed && unseal(Buffer.from(id.slice(LOOKUP_CHARS), "base64url"), sealed);
    const newline = plain ? plain.indexOf(0x0a) : -1;
    if (!plain || newline <= 0) return null;
    return { mimeType: plain.subarray(0, newline).toString("utf8"), data: plain.subarray(newline + 1) };
  }
}

export function createAudioStore(redis: Redis | null, redisPrefix = "leadone:"): AudioStore {
  return redis ? new RedisAudioStore(redis, new MemoryAudioStore(), AUDIO_TTL_MS, `${redisPrefix}audio:`) : new MemoryAudioStore();
}
