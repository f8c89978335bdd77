// One Prisma client factory for both databases: a real PostgreSQL at DATABASE_URL, or the embedded
// PGlite under the data directory.
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/client.js";
import { startEmbeddedPostgres } from "./embedded.js";
import { applyMigrations } from "./migrate.js";
import { enableCache, trackWrites, untrackWrites } from "./write-epoch.js";
import { prepareHotReads } from "./hot-query.js";

export type Db = PrismaClient;
export type { Prisma } from "./generated/client.js";

export interface Database {
  prisma: PrismaClient;
  /** The connection pool under Prisma: the hot read path (session lookup) queries it directly, and /metrics reports its use. */
  pool: pg.Pool;
  connectionString: string;
  embedded: boolean;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded database is used. */
  databaseUrl?: string;
  /** Where the embedded database keeps its files; `memory` keeps nothing (tests). */
  dataDir: string | "memory";
  /** Client pool size. */
  poolSize?: number;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** PostgreSQL only: the hot reads as named prepared statements (default true; server/db/hot-query.ts). */
  preparedStatements?: boolean;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const poolSize = options.poolSize ?? 10;
  let connectionString = options.databaseUrl;
  let closeEmbedded: (() => Promise<void>) | undefined;
  let max = poolSize;
  if (!connectionString) {
    const dir = options.dataDir === "memory" ? undefined : path.join(options.dataDir, "pgdata");
    // PGlite is one single-threaded PostgreSQL session. Its socket server interleaves the protocol
    // messages of concurrent connections (Parse/Bind/Execute of one with another's), which under load
    // can run one connection's statement inside another's transaction. One pooled connection makes
    // every query and transaction take its turn; PGlite serialises them anyway, so nothing is lost.
    const embedded = await startEmbeddedPostgres(dir, 2); // the pool's one, plus the migrator's
    connectionString = embedded.connectionString;
    trackWrites(connectionString); // before anything connects: every client's writes to it are watched
    closeEmbedded = embedded.close;
    max = 1;
  }
  if (options.migrate !== false) await applyMigrations(connectionString);
  // Prisma gives a transaction 2 s to get a connection by default. A burst of transactions queues
  // behind the embedded database's single connection (or a busy pool) for longer than that; waiting
  // is right there, failing the request is not.
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server ends (a restart, a failover, an administrator's terminate, a test
  // database dropped while a client is still closing) is dropped by the pool, which then emits "error".
  // Without a listener Node turns that into an uncaught exception and the whole process dies; the next
  // query simply opens a fresh connection, so there is nothing else to do here.
  pool.on("error", () => undefined);
  // The embedded database's hot reads (session join, polls) may be cached, emptied by any write.
  if (closeEmbedded) enableCache(pool, connectionString);
  // On PostgreSQL they are prepared once per connection instead of planned on every call.
  else if (options.preparedStatements !== false) prepareHotReads(pool);
  const prisma = new PrismaClient({ adapter: new PrismaPg(pool), transactionOptions: { maxWait: 15_000 } });
  return {
    prisma,
    pool,
    connectionString,
    embedded: Boolean(closeEmbedded),
    async close() {
      await prisma.$disconnect();
      await pool.end().catch(() => undefined); // a pool passed to the adapter is ours to end
      await closeEmbedded?.();
      if (closeEmbedded) untrackWrites(connectionString!);
    },
  };
}
