// What services use to run work in one database transaction.
import type { Db } from "./client.js";

/** The client a service uses inside `db.$transaction`. */
export type Tx = Db;

/** Money transactions wait their turn rather than fail (the embedded database serialises them). */
export const TX_OPTIONS = { maxWait: 60_000, timeout: 60_000 };
