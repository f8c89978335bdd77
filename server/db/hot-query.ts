// The hot reads (the session join behind every signed-in call, the 30 s polls' usage row) as NAMED
// prepared statements on PostgreSQL: each pooled connection plans them once and then only binds and
// runs them. Planning the polls' row (subqueries, json_agg) costs the database several times what
// running it does, on every poll of every open tab.
//
// Not on the embedded database: PGlite is one session shared by every client, so a reconnecting client
// would prepare a name that already exists there (and its reads are cached anyway, write-epoch.ts).
// Not when DB_PREPARED_STATEMENTS=false: a transaction-mode pooler that does not track protocol-level
// prepared statements (PgBouncer before 1.21, or without max_prepared_statements) would hand the
// statement's name to another server connection.
import type pg from "pg";

const preparing = new WeakSet<pg.Pool>();

/** Marks `pool` (a PostgreSQL pool, not the embedded database's) as one whose hot reads are prepared. */
export function prepareHotReads(pool: pg.Pool) {
  preparing.add(pool);
}

/** PostgreSQL's "cached plan must not change result type": a migration changed a column under a prepared statement. */
const FEATURE_NOT_SUPPORTED = "0A000";

/**
 * Runs one of the hot reads: prepared under `name` where the pool prepares them, else as an unnamed
 * statement. `name` must always go with the same `text`.
 */
export async function hotQuery<R extends pg.QueryResultRow>(pool: pg.Pool, name: string, text: string, values: unknown[]): Promise<pg.QueryResult<R>> {
  if (!preparing.has(pool)) return pool.query<R>(text, values);
  try {
    return await pool.query<R>({ name, text, values });
  } catch (error) {
    // Another instance migrated the schema under this connection's prepared statement (a rolling
    // deploy): answer unprepared until this instance restarts with the new code.
    if ((error as { code?: string }).code === FEATURE_NOT_SUPPORTED) return pool.query<R>(text, values);
    throw error;
  }
}
