// What services use to run work in one database transaction.
import type { Prisma } from "./generated/client.js";

/**
 * The client a service uses inside `db.$transaction`: Prisma's transaction client. A function that
 * only reads and writes takes `Tx`, so it runs inside a transaction or on the plain client (which is
 * assignable to it) without casts; only code that opens a transaction needs `Db`.
 */
export type Tx = Prisma.TransactionClient;

/** Money transactions wait their turn rather than fail (the embedded database serialises them). */
export const TX_OPTIONS = { maxWait: 60_000, timeout: 60_000 };
