// Invoices: numbering, the user's list, and one invoice for its owner (the PDF reads it).
import type { Db } from "../../db/client.js";
import type { Tx } from "../../db/transaction.js";
import { notFound } from "../../lib/errors.js";

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

export async function nextInvoiceNumber(tx: Tx, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  const key = `counter:invoice:${year}`;
  // One row per year, incremented under its row lock: numbers are unique and gap-free per year.
  const rows = await tx.$queryRaw<{ n: number }[]>`
    INSERT INTO "Setting" ("key", "value", "updatedAt") VALUES (${key}, '1'::jsonb, now())
    ON CONFLICT ("key") DO UPDATE SET "value" = to_jsonb((("Setting"."value")#>>'{}')::int + 1), "updatedAt" = now()
    RETURNING (("value")#>>'{}')::int AS n`;
  return `LO-${year}-${String(rows[0]?.n ?? 1).padStart(6, "0")}`;
}

export async function listInvoices(db: Db, userId: string) {
  const rows = await db.invoice.findMany({
    where: { userId },
    orderBy: { issuedAt: "desc" },
    take: 200,
    select: { id: true, number: true, status: true, lines: true, subtotal: true, total: true, issuedAt: true, payment: { select: { description: true, kind: true } } },
  });
  return rows.map((r) => ({ ...r, lines: r.lines as unknown as InvoiceLine[] }));
}

export async function invoiceForOwner(db: Db, userId: string, invoiceId: string) {
  const inv = await db.invoice.findFirst({
    where: { id: invoiceId, userId },
    include: { user: { select: { firstName: true, lastName: true, email: true } }, payment: { select: { description: true, paymentMethod: { select: { brand: true, last4: true } } } } },
  });
  if (!inv) throw notFound("Invoice");
  return { ...inv, lines: inv.lines as unknown as InvoiceLine[] };
}
