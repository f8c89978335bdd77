// The invoice-expenses migration renumbers existing invoices in date order into the one sequence.
import { expect, it } from "vitest";
import { acrossMigration } from "./migration-harness.js";

it("gives existing invoices LO- numbers in date order and continues the counter after them", async () => {
  await acrossMigration(
    "_invoice_expenses",
    async ({ client }) => {
      await client.query(`INSERT INTO "User"(id, email, "passwordHash", "firstName", "lastName", "updatedAt") VALUES ('u1', 'a@example.com', 'x', 'A', 'B', now())`);
      await client.query(`INSERT INTO "Payment"(id, "userId", "idempotencyKey", kind, description, amount, status) VALUES ('p1', 'u1', 'k1', 'credits', 'd', 900, 'succeeded'), ('p2', 'u1', 'k2', 'credits', 'd', 900, 'succeeded'), ('p3', 'u1', 'k3', 'credits', 'd', 900, 'succeeded')`);
      await client.query(`INSERT INTO "Invoice"(id, number, "userId", "paymentId", status, lines, subtotal, total, "issuedAt") VALUES
      ('i1', 'LO-2026-000001', 'u1', 'p1', 'paid', '[]', 900, 900, '2026-03-01'),
      ('i2', 'SEED-000001', 'u1', 'p2', 'paid', '[]', 900, 900, '2025-12-30'),
      ('i3', 'LO-2025-000001', 'u1', 'p3', 'paid', '[]', 900, 900, '2026-01-15')`);
      await client.query(`INSERT INTO "Setting"(key, value, "updatedAt") VALUES ('counter:invoice:2026', '1'::jsonb, now())`);
    },
    async ({ rows }) => {
      expect(await rows(`SELECT id, number FROM "Invoice" ORDER BY "issuedAt"`)).toEqual([
        { id: "i2", number: "LO-2025-000001" },
        { id: "i3", number: "LO-2026-000002" },
        { id: "i1", number: "LO-2026-000003" },
      ]);
      expect(await rows(`SELECT key, value FROM "Setting" WHERE key LIKE 'counter:invoice%'`)).toEqual([{ key: "counter:invoice", value: 3 }]);
      expect(await rows(`SELECT count(*)::int AS n FROM "Invoice" WHERE "periodStart" = "issuedAt" AND "periodEnd" = "issuedAt"`)).toEqual([{ n: 3 }]);
    },
  );
});
