// The statuses-are-enums migration converts the rows a database already holds, in place.
import { expect, it } from "vitest";
import { acrossMigration } from "./migration-harness.js";

it("keeps every payment, invoice, charge, outbox and reward value, now as an enum", async () => {
  await acrossMigration(
    "_statuses_are_enums",
    async ({ client }) => {
      await client.query(`INSERT INTO "User"(id, email, "passwordHash", "firstName", "lastName", "updatedAt") VALUES ('u1', 'a@example.com', 'x', 'A', 'B', now()), ('u2', 'b@example.com', 'x', 'C', 'D', now())`);
      await client.query(`INSERT INTO "Subscription"(id, "userId", status, "currentPeriodStart", "currentPeriodEnd", "updatedAt") VALUES ('s1', 'u1', 'past_due', now(), now(), now())`);
      await client.query(`INSERT INTO "Payment"(id, "userId", "idempotencyKey", kind, description, amount, status) VALUES ('p1', 'u1', 'k1', 'credits', 'd', 900, 'succeeded'), ('p2', 'u1', 'k2', 'session', 'd', 5000, 'refunded'), ('p3', 'u1', 'k3', 'overage', 'd', 100, 'failed')`);
      await client.query(`INSERT INTO "Invoice"(id, number, "userId", "paymentId", status, lines, subtotal, total) VALUES ('i1', 'N-1', 'u1', 'p1', 'paid', '[]', 900, 900), ('i2', 'N-2', 'u1', 'p2', 'refunded', '[]', 5000, 5000)`);
      await client.query(`INSERT INTO "OverageCharge"(id, "userId", "billingPeriodStart", "billingPeriodEnd", "allowedLimit", "usageCount", "overageCount", "pricePerOverage", "totalAmount", status) VALUES ('c1', 'u1', now(), now(), 10, 12, 2, 50, 100, 'declined')`);
      await client.query(`INSERT INTO "OutboxEmail"(id, "to", subject, body) VALUES ('o1', 'a@example.com', 's', 'b')`);
      await client.query(`INSERT INTO "OutboxEmail"(id, "to", subject, body, status) VALUES ('o2', 'a@example.com', 's', 'b', 'logged')`);
      await client.query(`INSERT INTO "ReferralReward"(id, "inviterId", "inviteeId", "paymentId", kind, amount) VALUES ('r1', 'u2', 'u1', 'p1', 'reward', 90), ('r2', 'u2', 'u1', 'p1', 'reversal', -90)`);
    },
    async ({ client, rows }) => {
      expect(await rows(`SELECT id, kind::text, status::text, pg_typeof(status)::text AS t, pg_typeof(kind)::text AS k FROM "Payment" ORDER BY id`)).toEqual([
        { id: "p1", kind: "credits", status: "succeeded", t: '"PaymentStatus"', k: '"PaymentKind"' },
        { id: "p2", kind: "session", status: "refunded", t: '"PaymentStatus"', k: '"PaymentKind"' },
        { id: "p3", kind: "overage", status: "failed", t: '"PaymentStatus"', k: '"PaymentKind"' },
      ]);
      expect(await rows(`SELECT id, status::text, pg_typeof(status)::text AS t FROM "Invoice" ORDER BY id`)).toEqual([
        { id: "i1", status: "paid", t: '"InvoiceStatus"' },
        { id: "i2", status: "refunded", t: '"InvoiceStatus"' },
      ]);
      expect(await rows(`SELECT status::text, pg_typeof(status)::text AS t FROM "Subscription"`)).toEqual([{ status: "past_due", t: '"SubscriptionStatus"' }]);
      expect(await rows(`SELECT status::text, pg_typeof(status)::text AS t FROM "OverageCharge"`)).toEqual([{ status: "declined", t: '"OverageChargeStatus"' }]);
      expect(await rows(`SELECT id, status::text FROM "OutboxEmail" ORDER BY id`)).toEqual([{ id: "o1", status: "queued" }, { id: "o2", status: "logged" }]);
      expect(await rows(`SELECT kind::text, pg_typeof(kind)::text AS t FROM "ReferralReward" ORDER BY id`)).toEqual([{ kind: "reward", t: '"ReferralRewardKind"' }, { kind: "reversal", t: '"ReferralRewardKind"' }]);
      // Defaults still apply, and a value outside the enum is refused.
      expect(await rows(`INSERT INTO "OutboxEmail"(id, "to", subject, body) VALUES ('o3', 'a@example.com', 's', 'b') RETURNING status::text`)).toEqual([{ status: "queued" }]);
      await expect(client.query(`UPDATE "Payment" SET status = 'lost' WHERE id = 'p1'`)).rejects.toThrow(/invalid input value for enum/);
    },
  );
});
