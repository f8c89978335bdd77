// Read-through caching for the EMBEDDED database only, invalidated by every write at once.
//
// The embedded database (PGlite) lives inside this process: every statement it runs comes from a pg
// client of this process (the app's pool, a second app instance's pool on the same database, any
// other client). Every pg client's statements are watched here: each one that is not a plain SELECT
// moves that database's write epoch when it is sent AND when its answer arrives (for a transaction:
// at COMMIT's answer), before the caller's code resumes. A value is cached only when the epoch did not
// move while it was read, and the whole cache empties whenever the epoch moves. So a sign-out, a
// suspension, a revoked key, a new setting — any write, by any code path — is seen by the very next
// read, exactly as without a cache.
//
// PostgreSQL (several instances, writes from other processes) gets no cache: cachedRead() just reads.
import pg from "pg";

interface Epoch {
  value: number;
}

/** Write epochs of the embedded databases open in this process, by host:port/database. */
const epochs = new Map<string, Epoch>();
/** Caches of the pools that may cache (the embedded database's own pool). */
const caches = new WeakMap<pg.Pool, { epoch: Epoch; seen: number; entries: Map<string, unknown> }>();

/** Plain reads leave the epoch alone; anything else (writes, BEGIN/COMMIT, WITH …, SET) moves it. */
const PLAIN_READ = /^\s*SELECT\b/i;
const MAX_ENTRIES = 10_000;
const WATCH = Symbol("leadone.writeEpoch");

type Watched = pg.Client & { host: string; port: number; database: string; connection: NodeJS.EventEmitter; [WATCH]?: { epoch: Epoch; sent: boolean[] } | null };

const keyOf = (host: string, port: number | string, database: string) => `${host}:${port}/${database}`;

let patched = false;
/** Watches every pg client of the process (once). A client whose first statement ran before its database was registered is never watched: none is, as registration comes first. */
function watchClients() {
  if (patched) return;
  patched = true;
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: Watched, ...args: unknown[]) {
    let watch = this[WATCH];
    if (watch === undefined) {
      const epoch = epochs.get(keyOf(this.host, this.port, this.database));
      watch = this[WATCH] = epoch ? { epoch, sent: [] } : null;
      if (watch) {
        const { sent, epoch } = watch;
        // One flag per statement sent, in order; each ReadyForQuery ends the oldest one. Unknown
        // (undefined) counts as a write: a spurious move only costs a cache miss.
        this.connection.on("readyForQuery", () => {
          if (sent.shift() !== false) epoch.value += 1;
        });
      }
    }
    if (!watch) return query.apply(this, args);
    const config = args[0] as string | { text?: string } | undefined;
    const text = typeof config === "string" ? config : config?.text;
    const isWrite = typeof text !== "string" || !PLAIN_READ.test(text);
    if (isWrite) watch.epoch.value += 1;
    const result = query.apply(this, args);
    watch.sent.push(isWrite);
    return result;
  };
}

/**
 * Registers an embedded database of this process (before anything connects to it), so every
 * client's writes to it move its epoch; its own pool's reads may then be cached (enableCache).
 */
export function trackWrites(connectionString: string) {
  watchClients();
  const url = new URL(connectionString);
  epochs.set(keyOf(url.hostname, url.port || "5432", decodeURIComponent(url.pathname.slice(1)) || "postgres"), { value: 0 });
}

/** Lets this pool (the embedded database's own) cache reads with cachedRead. */
export function enableCache(pool: pg.Pool, connectionString: string) {
  const url = new URL(connectionString);
  const epoch = epochs.get(keyOf(url.hostname, url.port || "5432", decodeURIComponent(url.pathname.slice(1)) || "postgres"));
  if (epoch) caches.set(pool, { epoch, seen: epoch.value, entries: new Map() });
}

/** Forgets an embedded database (closed). */
export function untrackWrites(connectionString: string) {
  const url = new URL(connectionString);
  epochs.delete(keyOf(url.hostname, url.port || "5432", decodeURIComponent(url.pathname.slice(1)) || "postgres"));
}

/**
 * `load()`'s value for `key`, from the cache while nothing was written since it was read (embedded
 * database), else read now. Cached values are shared: callers must not change them.
 */
export async function cachedRead<T>(pool: pg.Pool, key: string, load: () => Promise<T>): Promise<T> {
  const cache = caches.get(pool);
  if (!cache) return load();
  if (cache.seen !== cache.epoch.value) {
    cache.entries.clear();
    cache.seen = cache.epoch.value;
  }
  if (cache.entries.has(key)) return cache.entries.get(key) as T;
  const before = cache.epoch.value;
  const value = await load();
  if (cache.epoch.value === before) {
    if (cache.entries.size >= MAX_ENTRIES) cache.entries.clear();
    cache.entries.set(key, value);
  }
  return value;
}
