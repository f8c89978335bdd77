// Mail: every message goes to the OutboxEmail table first (in the same transaction as the change that
// caused it), and a scheduled job drains the outbox. With SMTP_URL set it sends through SMTP
// (nodemailer); without it nothing leaves the machine and the message is marked `logged` — admins
// still read it under Payments → Outbox.
import type { Tx } from "../../db/transaction.js";
import nodemailer from "nodemailer";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  body: string;
  /** e.g. a session's .ics calendar invite */
  attachments?: MailAttachment[] | undefined;
}

export interface MailProvider {
  name: string;
  send(message: MailMessage): Promise<void>;
}

/** SMTP when configured; null means "log only". */
export function createMailProvider(config: Pick<Config, "SMTP_URL" | "MAIL_FROM">): MailProvider | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport(config.SMTP_URL);
  return {
    name: "smtp",
    async send(message) {
      await transport.sendMail({ from: config.MAIL_FROM, to: message.to, subject: message.subject, text: message.body, attachments: message.attachments });
    },
  };
}

/** Queues a message; call it with the transaction of the change that causes it. */
export async function enqueueEmail(tx: Tx, message: MailMessage) {
  return tx.outboxEmail.create({
    data: { to: message.to, subject: message.subject.slice(0, 300), body: message.body, ...(message.attachments ? { attachments: message.attachments as unknown as object } : {}) },
  });
}

/** A failed message is tried again after 2, 4, 8 … minutes, at most this many times in all. */
export const MAX_SEND_ATTEMPTS = 5;
const retryDelayMs = (attempts: number) => 2 ** attempts * 60_000;
/**
 * A claimed message holds a lease this long (in nextAttemptAt). If its sender dies mid-send the row
 * stays `sending`; once the lease has run out another drain takes it up again. Delivery is therefore
 * at least once: a crash after the SMTP server accepted the message sends it a second time.
 */
export const SEND_LEASE_MS = 10 * 60_000;

/**
 * Sends (or logs) up to `limit` due messages: queued ones, failed ones whose retry time has come, and
 * ones whose sender's lease ran out. Each message is claimed with a conditional update first, so two
 * live instances never send one twice.
 */
export async function drainOutbox(db: Db, provider: MailProvider | null, limit = 50, now = new Date()): Promise<{ sent: number; failed: number; logged: number }> {
  const result = { sent: 0, failed: 0, logged: 0 };
  const due = await db.outboxEmail.findMany({
    where: {
      OR: [
        { status: "queued" },
        { status: "failed", attempts: { lt: MAX_SEND_ATTEMPTS }, nextAttemptAt: { lte: now } },
        { status: "sending", nextAttemptAt: { lte: now } },
      ],
    },
    orderBy: { createdAt: "asc" },
    take: limit,
  });
  for (const message of due) {
    if (!provider) {
      const { count } = await db.outboxEmail.updateMany({ where: { id: message.id, status: message.status }, data: { status: "logged", nextAttemptAt: null } });
      result.logged += count;
      continue;
    }
    if (message.status === "sending" && message.attempts >= MAX_SEND_ATTEMPTS) {
      // Its sender stopped during the last attempt: give up on it as on any last failure.
      const { count } = await db.outboxEmail.updateMany({
        where: { id: message.id, status: "sending", attempts: message.attempts },
        data: { status: "failed", error: "The sending instance stopped during the last attempt.", nextAttemptAt: null },
      });
      result.failed += count;
      continue;
    }
    const claimed = await db.outboxEmail.updateMany({ where: { id: message.id, status: message.status, attempts: message.attempts }, data: { status: "sending", attempts: { increment: 1 }, nextAttemptAt: new Date(now.getTime() + SEND_LEASE_MS) } });
    if (claimed.count === 0) continue;
    const attempts = message.attempts + 1;
    try {
      await provider.send({ to: message.to, subject: message.subject, body: message.body, attachments: (message.attachments as MailAttachment[] | null) ?? undefined });
      await db.outboxEmail.update({ where: { id: message.id }, data: { status: "sent", sentAt: new Date(), error: null, nextAttemptAt: null } });
      result.sent += 1;
    } catch (error) {
      const text = error instanceof Error ? error.message : String(error);
      const nextAttemptAt = attempts < MAX_SEND_ATTEMPTS ? new Date(now.getTime() + retryDelayMs(attempts)) : null;
      await db.outboxEmail.update({ where: { id: message.id }, data: { status: "failed", error: text.slice(0, 500), nextAttemptAt } });
      result.failed += 1;
    }
  }
  return result;
}

/** The scheduled job that drains the outbox. */
export function outboxJob(config: Pick<Config, "SMTP_URL" | "MAIL_FROM">) {
  const provider = createMailProvider(config);
  return { name: "send-outbox-email", everyMs: 60_000, run: (db: Db) => drainOutbox(db, provider) };
}
