// GET /api/invoices/:id/pdf — the invoice as a PDF (pdfkit), for its owner only (404 otherwise).
import type pg from "pg";
import type { FastifyInstance } from "fastify";
import PDFDocument from "pdfkit";
import type { Config } from "../../config.js";
import type { Db } from "../../db/client.js";
import { loadSession } from "../auth/sessions.js";
import { formatCents } from "../../../shared/money.js";
import { invoiceForOwner, type InvoiceLine } from "./invoices.js";
import { formatDay, formatPeriod } from "../../../shared/dates.js";

type Invoice = Awaited<ReturnType<typeof invoiceForOwner>>;

export function renderInvoicePdf(inv: Invoice): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: "A4", margin: 50, info: { Title: `Invoice ${inv.number}`, Author: "LeadOne" } });
    const chunks: Buffer[] = [];
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);

    doc.fontSize(22).text("LeadOne", { continued: false });
    doc.fontSize(10).fillColor("#555").text("Your Leadership Assistant");
    doc.moveDown(1).fillColor("#000").font("Helvetica-Bold").text("Seller");
    doc.font("Helvetica").text(inv.sellerName).text(inv.sellerAddress);
    if (inv.sellerTaxId) doc.text(`Tax ID: ${inv.sellerTaxId}`);
    doc.moveDown(1).fontSize(16).text(`Invoice ${inv.number}`);
    doc.fontSize(10).moveDown(0.5);
    doc.text(`Issued: ${formatDay(inv.issuedAt, "UTC")}`);
    doc.text(`Service period: ${formatPeriod(inv.periodStart, inv.periodEnd, "UTC")}`);
    doc.text(`Status: ${inv.status === "paid" ? "Paid" : inv.status === "refunded" ? "Refunded" : inv.status}`);
    doc.text(`Billed to: ${inv.billingName} <${inv.user.email}>`);
    if (inv.payment.paymentMethod) doc.text(`Paid with: ${inv.payment.paymentMethod.brand} •••• ${inv.payment.paymentMethod.last4}`);
    doc.moveDown(1.5);

    const cols = { desc: 50, qty: 330, unit: 390, amount: 470 };
    const header = doc.y;
    doc.font("Helvetica-Bold");
    doc.text("Description", cols.desc, header).text("Qty", cols.qty, header).text("Unit", cols.unit, header).text("Amount", cols.amount, header);
    doc.font("Helvetica");
    doc.moveTo(50, doc.y + 4).lineTo(545, doc.y + 4).stroke();
    doc.moveDown(0.8);
    for (const line of inv.lines as InvoiceLine[]) {
      const y = doc.y;
      doc.text(line.description, cols.desc, y, { width: 270 });
      const after = doc.y;
      doc.text(String(line.quantity), cols.qty, y).text(formatCents(line.unitAmount), cols.unit, y).text(formatCents(line.amount), cols.amount, y);
      doc.y = Math.max(after, doc.y);
      doc.moveDown(0.4);
    }
    doc.moveTo(50, doc.y + 2).lineTo(545, doc.y + 2).stroke();
    doc.moveDown(0.8);
    const y = doc.y;
    doc.text("Subtotal", cols.unit, y).text(formatCents(inv.subtotal), cols.amount, y);
    doc.moveDown(0.4);
    const y2 = doc.y;
    doc.font("Helvetica-Bold").text("Total (USD)", cols.unit, y2).text(formatCents(inv.total), cols.amount, y2);
    doc.font("Helvetica").moveDown(3).fontSize(9).fillColor("#555").text("Thank you for using LeadOne.", 50);
    doc.end();
  });
}

export function registerInvoicePdfRoute(app: FastifyInstance, db: Db, pool: pg.Pool, config: Config) {
  app.get<{ Params: { id: string } }>("/api/invoices/:id/pdf", async (req, reply) => {
    const session = await loadSession(pool, config, req);
    if (!session) return reply.code(401).send({ message: "Authentication required", code: "UNAUTHORIZED" });
    const id = String(req.params.id ?? "");
    if (!id || id.length > 64) return reply.code(404).send({ message: "Invoice not found", code: "NOT_FOUND" });
    let inv: Invoice;
    try {
      inv = await invoiceForOwner(db, session.user.id, id);
    } catch {
      return reply.code(404).send({ message: "Invoice not found", code: "NOT_FOUND" });
    }
    const pdf = await renderInvoicePdf(inv);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `attachment; filename="${inv.number}.pdf"`)
      .header("cache-control", "private, no-store")
      .send(pdf);
  });
}
