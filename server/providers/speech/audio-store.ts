// A short-lived, bounded, in-memory store for generated answer audio, so answers carry short URLs
// instead of megabytes of base64. Ids are random and unguessable; entries expire after a TTL and the
// oldest are evicted when the byte budget is exceeded. Per instance: behind a load balancer without
// sticky sessions an audio URL may reach an instance that does not hold it (documented in README).
import { randomBytes } from "node:crypto";

export interface StoredAudio {
  data: Buffer;
  mimeType: string;
  expiresAt: number;
}

export class AudioStore {
  private readonly entries = new Map<string, StoredAudio>();
  private bytes = 0;

  constructor(
    private readonly ttlMs = 30 * 60_000,
    private readonly maxBytes = 96 * 1024 * 1024,
    private readonly now: () => number = Date.now,
  ) {}

  put(data: Buffer, mimeType: string): string {
    this.sweep();
    const id = randomBytes(18).toString("base64url");
    this.entries.set(id, { data, mimeType, expiresAt: this.now() + this.ttlMs });
    this.bytes += data.length;
    // Map iteration order is insertion order: the first entries are the oldest.
    for (const [oldId, entry] of this.entries) {
      if (this.bytes <= this.maxBytes || oldId === id) break;
      this.entries.delete(oldId);
      this.bytes -= entry.data.length;
    }
    return id;
  }

  get(id: string): StoredAudio | null {
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(id);
      this.bytes -= entry.data.length;
      return null;
    }
    return entry;
  }

  get size() {
    return this.entries.size;
  }

  private sweep() {
    const now = this.now();
    for (const [id, entry] of this.entries) {
      if (entry.expiresAt > now) continue;
      this.entries.delete(id);
      this.bytes -= entry.data.length;
    }
  }
}
