// Storage for mentor uploads (videos, photos) behind one small interface. The default keeps files on
// local disk under <dataDir>/uploads (several instances share it through a shared volume). Another
// backend (an object store) implements the same four methods.
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Config } from "../../config.js";

export interface StoredObject {
  size: number;
}

export interface StorageProvider {
  readonly kind: string;
  /** Writes a stream under `key`; the object appears only when the stream ends without error. */
  put(key: string, body: Readable): Promise<StoredObject>;
  /** Size of an object, or null when missing. */
  stat(key: string): Promise<StoredObject | null>;
  /** A stream of the object's bytes, optionally a byte range (inclusive end). */
  read(key: string, range?: { start: number; end: number }): Readable;
  /** Removes an object; missing objects are fine. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i;

export class LocalDiskStorage implements StorageProvider {
  readonly kind = "local";
  constructor(private readonly root: string) {}

  private file(key: string): string {
    if (!SAFE_KEY.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  async put(key: string, body: Readable): Promise<StoredObject> {
    const target = this.file(key);
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.partial-${process.pid}-${Date.now()}`;
    try {
      await pipeline(body, createWriteStream(partial, { flags: "wx" }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return { size: (await stat(target)).size };
  }

  async stat(key: string): Promise<StoredObject | null> {
    try {
      const s = await stat(this.file(key));
      return s.isFile() ? { size: s.size } : null;
    } catch {
      return null;
    }
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
  }

  async delete(key: string): Promise<void> {
    await rm(this.file(key), { force: true });
  }
}

const storages = new Map<string, StorageProvider>();

/** The storage provider for this configuration (one per data directory). */
export function storageFor(config: Config, log?: { warn(msg: string): void }): StorageProvider {
  const root = path.join(config.dataDir, "uploads");
  let storage = storages.get(root);
  if (!storage) {
    storage = new LocalDiskStorage(root);
    storages.set(root, storage);
  }
  return storage;
}
