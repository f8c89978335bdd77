// Invoices: numbering, the user's list, and one invoice for its owner (the PDF reads it).
import type { Db } from "../../db/client.js";
import type { Tx } from "../../db/transaction.js";
import { notFound } from "../../lib/errors.js";
import { getSettings } from "../settings/service.js";

import type { InvoiceLine } from "../../../shared/schemas/billing.js";
export type { InvoiceLine };

export async function nextInvoiceNumber(tx: Tx, now: Date): Promise<string> {
  const year = now.getUTCFullYear();
  // ONE counter for all invoices (no yearly reset), incremented under its row lock in the transaction that
  // inserts the invoice: numbers are unique (also a unique column) and gap-free. The year is informative.
  const rows = await tx.$queryRaw<{ n: number }[]>`
    INSERT INTO "Setting" ("key", "value", "updatedAt") VALUES ('counter:invoice', '1'::jsonb, now())
    ON CONFLICT ("key") DO UPDATE SET "value" = to_jsonb((("Setting"."value")#>>'{}')::int + 1), "updatedAt" = now()
    RETURNING (("value")#>>'{}')::int AS n`;
  return `LO-${year}-${String(rows[0]?.n ?? 1).padStart(6, "0")}`;
}

export async function listInvoices(db: Db, userId: string) {
  const rows = await db.invoice.findMany({
    where: { userId },
    orderBy: { issuedAt: "desc" },
    take: 200,
    select: { id: true, number: true, status: true, lines: true, subtotal: true, total: true, issuedAt: true, periodStart: true, periodEnd: true, payment: { select: { description: true, kind: true } } },
  });
  return rows.map((r) => ({ ...r, lines: r.lines as unknown as InvoiceLine[] }));
}

export async function invoiceForOwner(db: Db, userId: string, invoiceId: string) {
  const inv = await db.invoice.findFirst({
    where: { id: invoiceId, userId },
    include: { user: { select: { firstName: true, lastName: true, email: true } }, payment: { select: { description: true, paymentMethod: { select: { brand: true, last4: true } } } } },
  });
  if (!inv) throw notFound("Invoice");
  // Invoices issued before the snapshots existed fall back to today's settings and the account's name.
  const seller = inv.sellerName ? null : await getSettings(db);
  return {
    ...inv,
    lines: inv.lines as unknown as InvoiceLine[],
    billingName: inv.billingName ?? `${inv.user.firstName} ${inv.user.lastName}`,
    sellerName: inv.sellerName ?? seller!.sellerName,
    sellerAddress: inv.sellerAddress ?? seller!.sellerAddress,
    sellerTaxId: inv.sellerTaxId ?? seller!.sellerTaxId,
    periodStart: inv.periodStart ?? inv.issuedAt,
    periodEnd: inv.periodEnd ?? inv.issuedAt,
  };
}

/** The name and seller printed on an invoice issued now (snapshots: later changes don't alter it). */
export async function invoiceParties(tx: Tx, userId: string) {
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, lastName: true, billingName: true } });
  const s = await getSettings(tx);
  return {
    billingName: user.billingName?.trim() || `${user.firstName} ${user.lastName}`,
    sellerName: s.sellerName,
    sellerAddress: s.sellerAddress,
    sellerTaxId: s.sellerTaxId,
  };
}
