// The more-statuses-are-enums migration converts the rows a database already holds, in place: a
// suspension's reason, a subscription's plan and interval, its pending change (kept as one
// "plan:interval" string before, two enum columns after) and an advice request's format.
import { expect, it } from "vitest";
import { acrossMigration } from "./migration-harness.js";

it("keeps every suspension reason, plan, interval, pending change and advice format, now as enums", async () => {
  await acrossMigration(
    "_more_statuses_are_enums",
    async ({ client }) => {
      await client.query(`INSERT INTO "User"(id, email, "passwordHash", "firstName", "lastName", "updatedAt", suspended, "suspensionReason") VALUES
        ('u1', 'a@example.com', 'x', 'A', 'B', now(), true, 'admin'),
        ('u2', 'b@example.com', 'x', 'C', 'D', now(), false, 'payment_failed'),
        ('u3', 'c@example.com', 'x', 'E', 'F', now(), false, NULL),
        ('u4', 'd@example.com', 'x', 'G', 'H', now(), false, NULL)`);
      await client.query(`INSERT INTO "Subscription"(id, "userId", plan, interval, "pendingPlan", "currentPeriodStart", "currentPeriodEnd", "updatedAt") VALUES
        ('s1', 'u1', 'premium', 'yearly', 'basic:yearly', now(), now(), now()),
        ('s2', 'u2', 'premium', 'monthly', 'basic', now(), now(), now()),
        ('s3', 'u3', 'basic', 'monthly', NULL, now(), now(), now())`);
      await client.query(`INSERT INTO "Subscription"(id, "userId", "currentPeriodStart", "currentPeriodEnd", "updatedAt") VALUES ('s4', 'u4', now(), now(), now())`);
      await client.query(`INSERT INTO "UsageEvent"(id, "userId", format, "periodStart") VALUES ('e1', 'u1', 'text', now()), ('e2', 'u1', 'audio', now()), ('e3', 'u2', 'both', now()), ('e4', 'u3', 'mentor', now())`);
    },
    async ({ client, rows }) => {
      expect(await rows(`SELECT id, "suspensionReason"::text AS r, pg_typeof("suspensionReason")::text AS t FROM "User" ORDER BY id`)).toEqual([
        { id: "u1", r: "admin", t: '"SuspensionReason"' },
        { id: "u2", r: "payment_failed", t: '"SuspensionReason"' },
        { id: "u3", r: null, t: '"SuspensionReason"' },
        { id: "u4", r: null, t: '"SuspensionReason"' },
      ]);
      expect(
        await rows(`SELECT id, plan::text, interval::text, "pendingPlan"::text AS "pendingPlan", "pendingInterval"::text AS "pendingInterval", pg_typeof(plan)::text AS p, pg_typeof(interval)::text AS i, pg_typeof("pendingPlan")::text AS pp FROM "Subscription" ORDER BY id`),
      ).toEqual([
        { id: "s1", plan: "premium", interval: "yearly", pendingPlan: "basic", pendingInterval: "yearly", p: '"SubscriptionPlan"', i: '"BillingInterval"', pp: '"SubscriptionPlan"' },
        { id: "s2", plan: "premium", interval: "monthly", pendingPlan: "basic", pendingInterval: "monthly", p: '"SubscriptionPlan"', i: '"BillingInterval"', pp: '"SubscriptionPlan"' },
        { id: "s3", plan: "basic", interval: "monthly", pendingPlan: null, pendingInterval: null, p: '"SubscriptionPlan"', i: '"BillingInterval"', pp: '"SubscriptionPlan"' },
        { id: "s4", plan: "free", interval: "monthly", pendingPlan: null, pendingInterval: null, p: '"SubscriptionPlan"', i: '"BillingInterval"', pp: '"SubscriptionPlan"' },
      ]);
      expect(await rows(`SELECT id, format::text, pg_typeof(format)::text AS t FROM "UsageEvent" ORDER BY id`)).toEqual([
        { id: "e1", format: "text", t: '"AdviceFormat"' },
        { id: "e2", format: "audio", t: '"AdviceFormat"' },
        { id: "e3", format: "both", t: '"AdviceFormat"' },
        { id: "e4", format: "mentor", t: '"AdviceFormat"' },
      ]);
      // The listed-mentors partial index (it compares the reason to 'admin') is rebuilt on the enum.
      expect(await rows(`SELECT indexdef FROM pg_indexes WHERE indexname = 'User_listed_mentor_idx'`)).toEqual([{ indexdef: expect.stringMatching(/"suspensionReason" = 'admin'::"SuspensionReason"/) }]);
      // Defaults still apply; a value outside an enum, or half a pending change, is refused.
      await client.query(`INSERT INTO "User"(id, email, "passwordHash", "firstName", "lastName", "updatedAt") VALUES ('u5', 'e@example.com', 'x', 'I', 'J', now())`);
      expect(await rows(`INSERT INTO "Subscription"(id, "userId", "currentPeriodStart", "currentPeriodEnd", "updatedAt") VALUES ('s5', 'u5', now(), now(), now()) RETURNING plan::text, interval::text`)).toEqual([{ plan: "free", interval: "monthly" }]);
      await expect(client.query(`UPDATE "User" SET "suspensionReason" = 'terms_violation' WHERE id = 'u1'`)).rejects.toThrow(/invalid input value for enum/);
      await expect(client.query(`UPDATE "UsageEvent" SET format = 'video' WHERE id = 'e1'`)).rejects.toThrow(/invalid input value for enum/);
      await expect(client.query(`UPDATE "Subscription" SET plan = 'gold' WHERE id = 's1'`)).rejects.toThrow(/invalid input value for enum/);
      await expect(client.query(`UPDATE "Subscription" SET "pendingInterval" = NULL WHERE id = 's1'`)).rejects.toThrow(/Subscription_pending_change_check/);
    },
  );
});

it("stops when a row holds a value outside the enums (nothing is guessed)", async () => {
  await expect(
    acrossMigration(
      "_more_statuses_are_enums",
      async ({ client }) => {
        await client.query(`INSERT INTO "User"(id, email, "passwordHash", "firstName", "lastName", "updatedAt") VALUES ('u1', 'a@example.com', 'x', 'A', 'B', now())`);
        await client.query(`INSERT INTO "Subscription"(id, "userId", plan, "currentPeriodStart", "currentPeriodEnd", "updatedAt") VALUES ('s1', 'u1', 'gold', now(), now(), now())`);
      },
      async () => undefined,
    ),
  ).rejects.toThrow(/invalid input value for enum "SubscriptionPlan": "gold"/);
});
