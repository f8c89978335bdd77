// Session reminders 24 hours and 1 hour before a confirmed session, as a scheduled job. Each reminder
// is claimed by a conditional update of its column (reminder24hAt / reminder1hAt IS NULL) in the same
// transaction that queues its emails, so however many instances run the job, each is sent once.
import type { Db } from "../../db/client.js";
import type { Job } from "../../jobs.js";
import { inviteData } from "./service.js";
import { sendBookingEmails } from "./invites.js";

const HOUR = 3_600_000;

export async function sendDueReminders(db: Db, baseUrl: string, now = new Date()): Promise<{ sent24h: number; sent1h: number }> {
  const result = { sent24h: 0, sent1h: 0 };
  for (const which of ["24h", "1h"] as const) {
    const column = which === "24h" ? "reminder24hAt" : "reminder1hAt";
    const lead = which === "24h" ? 24 * HOUR : HOUR;
    // The 24 h reminder is pointless once the 1 h one is due: it is only sent more than an hour ahead.
    const after = which === "24h" ? new Date(now.getTime() + HOUR) : now;
    const due = await db.booking.findMany({
      where: { status: "confirmed", [column]: null, startsAt: { gt: after, lte: new Date(now.getTime() + lead) } },
      select: { id: true },
      orderBy: { startsAt: "asc" },
      take: 200,
    });
    for (const { id } of due) {
      const sent = await db.$transaction(async (tx) => {
        const claimed = await tx.booking.updateMany({ where: { id, status: "confirmed", [column]: null }, data: { [column]: now } });
        if (claimed.count !== 1) return false;
        await sendBookingEmails(tx, await inviteData(tx, id), which === "24h" ? "reminder24h" : "reminder1h", baseUrl);
        return true;
      });
      if (sent) result[which === "24h" ? "sent24h" : "sent1h"] += 1;
    }
  }
  return result;
}

export const remindersJob = (baseUrl: string): Job => ({ name: "session-reminders", everyMs: 5 * 60_000, run: (db, now) => sendDueReminders(db, baseUrl, now) });
