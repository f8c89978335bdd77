// The embedded database: PGlite (PostgreSQL compiled to WebAssembly) behind a local socket, so the
// app speaks the ordinary PostgreSQL protocol through the same Prisma driver adapter either way.
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";

export interface EmbeddedPostgres {
  connectionString: string;
  /** Connections the socket server accepts; the client pool must stay at or below it. */
  maxConnections: number;
  close(): Promise<void>;
}

/** Starts PGlite with its data in `dataDir` (kept across restarts), or in memory when omitted. */
export async function startEmbeddedPostgres(dataDir?: string, maxConnections = 8): Promise<EmbeddedPostgres> {
  // pg_trgm: the mentor search's trigram indexes (the migration creates the extension).
  const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0, maxConnections });
  await server.start();
  return {
    connectionString: `postgresql://postgres@${server.getServerConn()}/postgres`,
    maxConnections,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
