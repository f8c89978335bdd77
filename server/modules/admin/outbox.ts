// Operators: put failed outbox messages back in the queue (after fixing SMTP, say). Each gets a fresh
// set of attempts; the next drain (within a minute) sends them. One audit row per retry.
import type { Db } from "../../db/client.js";
import { audit } from "./audit.js";

export async function retryFailedOutbox(db: Db, actorId: string, ids?: string[]) {
  return db.$transaction(async (t) => {
    const { count } = await t.outboxEmail.updateMany({
      where: { status: "failed", ...(ids ? { id: { in: ids } } : {}) },
      data: { status: "queued", attempts: 0, nextAttemptAt: null, error: null },
    });
    await audit(t, actorId, { action: "outbox.retry", targetType: "outbox", details: { retried: count, ...(ids ? { ids } : {}) } });
    return { retried: count };
  });
}
