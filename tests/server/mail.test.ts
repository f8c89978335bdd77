// With SMTP_URL set, queued mail really leaves through SMTP (here: a local SMTP server in the test);
// a failing server marks the message failed with the reason and it is retried later, a few times;
// no message is sent twice.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createMailProvider, drainOutbox, enqueueEmail, MAX_SEND_ATTEMPTS, SEND_LEASE_MS } from "../../server/providers/mail/index.js";
import { startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
let smtp: SMTPServer;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, done) {
      let text = "";
      stream.on("data", (c: Buffer) => (text += c.toString("utf8")));
      stream.on("end", () => {
        received.push(text);
        done();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(resolve));
  await t?.close();
});

it("sends queued mail through SMTP once, and records failures", async () => {
  await enqueueEmail(t.db, { to: "friend@example.test", subject: "Join me on LeadOne", body: "Sign up at http://localhost/signup?ref=ABCD2345" });
  const provider = createMailProvider({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "LeadOne <no-reply@leadone.local>" });
  expect(await drainOutbox(t.db, provider)).toMatchObject({ sent: 1, failed: 0 });
  expect(received).toHaveLength(1);
  expect(received[0]).toContain("Subject: Join me on LeadOne");
  expect(received[0]).toContain("signup?ref=ABCD2345");
  const row = await t.db.outboxEmail.findFirstOrThrow({ where: { to: "friend@example.test" } });
  expect(row.status).toBe("sent");
  expect(row.sentAt).toBeInstanceOf(Date);
  expect(await drainOutbox(t.db, provider)).toMatchObject({ sent: 0 });
  expect(received).toHaveLength(1);

  await enqueueEmail(t.db, { to: "other@example.test", subject: "Hello", body: "…" });
  const nowhere = createMailProvider({ SMTP_URL: "smtp://127.0.0.1:1", MAIL_FROM: "LeadOne <no-reply@leadone.local>" });
  expect(await drainOutbox(t.db, nowhere)).toMatchObject({ sent: 0, failed: 1 });
  const failed = await t.db.outboxEmail.findFirstOrThrow({ where: { to: "other@example.test" } });
  expect(failed).toMatchObject({ status: "failed", attempts: 1 });
  expect(failed.error).toBeTruthy();

  // Not due yet: nothing happens. Once due, the retry goes out through the working server.
  expect(await drainOutbox(t.db, provider)).toMatchObject({ sent: 0, failed: 0 });
  const later = new Date(failed.nextAttemptAt!.getTime() + 1000);
  expect(await drainOutbox(t.db, provider, 50, later)).toMatchObject({ sent: 1 });
  expect(received.at(-1)).toContain("Subject: Hello");
  expect(await t.db.outboxEmail.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: "sent", attempts: 2 });
});

it("gives up on a message after the last attempt", async () => {
  const mail = await enqueueEmail(t.db, { to: "never@example.test", subject: "Nope", body: "…" });
  const nowhere = createMailProvider({ SMTP_URL: "smtp://127.0.0.1:1", MAIL_FROM: "LeadOne <no-reply@leadone.local>" });
  let at = new Date();
  for (let attempt = 1; attempt <= MAX_SEND_ATTEMPTS; attempt += 1) {
    expect(await drainOutbox(t.db, nowhere, 50, at)).toMatchObject({ failed: 1 });
    const row = await t.db.outboxEmail.findUniqueOrThrow({ where: { id: mail.id } });
    expect(row.attempts).toBe(attempt);
    at = new Date((row.nextAttemptAt ?? at).getTime() + 1000);
  }
  expect((await t.db.outboxEmail.findUniqueOrThrow({ where: { id: mail.id } })).nextAttemptAt).toBeNull();
  expect(await drainOutbox(t.db, nowhere, 50, new Date(at.getTime() + 365 * 24 * 3600_000))).toMatchObject({ failed: 0 });
});

it("takes up a message whose sender died mid-send once its lease has run out", async () => {
  const mail = await enqueueEmail(t.db, { to: "stuck@example.test", subject: "Stuck", body: "…" });
  // What a crashed instance leaves behind: claimed (sending, one attempt used, leased) and never finished.
  const claimedAt = new Date();
  await t.db.outboxEmail.update({ where: { id: mail.id }, data: { status: "sending", attempts: 1, nextAttemptAt: new Date(claimedAt.getTime() + SEND_LEASE_MS) } });
  const provider = createMailProvider({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "LeadOne <no-reply@leadone.local>" });
  // Within the lease the sender may still be at work: leave it alone.
  expect(await drainOutbox(t.db, provider, 50, new Date(claimedAt.getTime() + 60_000))).toMatchObject({ sent: 0 });
  const before = received.length;
  expect(await drainOutbox(t.db, provider, 50, new Date(claimedAt.getTime() + SEND_LEASE_MS + 1000))).toMatchObject({ sent: 1 });
  expect(received).toHaveLength(before + 1);
  expect(received.at(-1)).toContain("Subject: Stuck");
  expect(await t.db.outboxEmail.findUniqueOrThrow({ where: { id: mail.id } })).toMatchObject({ status: "sent", attempts: 2, nextAttemptAt: null });

  // Left mid-send on its last attempt: it ends as failed, not stuck as sending, and is not sent again.
  const last = await enqueueEmail(t.db, { to: "last@example.test", subject: "Last", body: "…" });
  await t.db.outboxEmail.update({ where: { id: last.id }, data: { status: "sending", attempts: MAX_SEND_ATTEMPTS, nextAttemptAt: new Date(claimedAt.getTime() + SEND_LEASE_MS) } });
  const sentBefore = received.length;
  expect(await drainOutbox(t.db, provider, 50, new Date(claimedAt.getTime() + SEND_LEASE_MS + 1000))).toMatchObject({ sent: 0, failed: 1 });
  expect(received).toHaveLength(sentBefore);
  expect(await t.db.outboxEmail.findUniqueOrThrow({ where: { id: last.id } })).toMatchObject({ status: "failed", attempts: MAX_SEND_ATTEMPTS, nextAttemptAt: null });
});
