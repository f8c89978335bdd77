// Issue 16 item 6: invoices fit for expenses — seller (admin settings), one number sequence, the service
// period and the buyer's billing name, checked in the text extracted from the downloaded PDF.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PDFParse } from "pdf-parse";
import { promote, signUp, startTestApp, trpc, type TestApp } from "./harness.js";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import { formatDay, formatPeriod } from "../../shared/dates.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2030, cvc: "123" };

async function pdfText(invoiceId: string, cookie: string) {
  const res = await t.app.inject({ method: "GET", url: `/api/invoices/${invoiceId}/pdf`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  const parser = new PDFParse({ data: new Uint8Array(res.rawPayload) });
  try {
    return (await parser.getText()).text.replace(/\s+/g, " ");
  } finally {
    await parser.destroy();
  }
}

const seq = (n: string) => Number(n.split("-")[2]);

describe("invoices fit for expenses", () => {
  it("admin seller settings are admin-only; the PDF shows seller, number, service period and billing name", async () => {
    const u = await signUp(t, { firstName: "Ada", lastName: "Lovelace" });
    // A user may not change the seller (403); an admin may.
    const seller = { ...DEFAULT_SETTINGS, sellerName: "Acme Leadership GmbH", sellerAddress: "Hauptstrasse 1, 10115 Berlin, Germany", sellerTaxId: "DE123456789" };
    expect((await trpc(t, "mutation", "admin.updateSettings", seller, u.cookie)).status).toBe(403);
    const admin = await signUp(t);
    await promote(t, admin.id, { isAdmin: true });
    expect((await trpc(t, "mutation", "admin.updateSettings", { ...seller, sellerName: "" }, admin.cookie)).status).toBe(400);
    expect((await trpc(t, "mutation", "admin.updateSettings", seller, admin.cookie)).status).toBe(200);

    // Before a billing name is set: first + last name. A plan covers its period.
    const plan = await trpc(t, "mutation", "billing.subscribe", { plan: "basic", interval: "monthly", card }, u.cookie);
    expect(plan.status).toBe(200);
    const planRow = await t.db.invoice.findUniqueOrThrow({ where: { id: plan.body.invoiceId! } });
    expect(planRow.number).toMatch(/^LO-\d{4}-\d{6}$/);
    expect(planRow.periodEnd!.getTime()).toBeGreaterThan(planRow.periodStart!.getTime());
    const planText = await pdfText(plan.body.invoiceId!, u.cookie);
    expect(planText).toContain("Acme Leadership GmbH");
    expect(planText).toContain("Hauptstrasse 1, 10115 Berlin, Germany");
    expect(planText).toContain("DE123456789");
    expect(planText).toContain(planRow.number);
    expect(planText).toContain(`Service period: ${formatPeriod(planRow.periodStart!, planRow.periodEnd!, "UTC")}`);
    expect(planText).toContain("Billed to: Ada Lovelace");

    // The billing name (My Profile) is printed on invoices issued after it's set; a one-off covers its purchase day.
    const set = await trpc(t, "mutation", "users.updateProfile", { firstName: "Ada", lastName: "Lovelace", username: null, billingName: "Analytical Engines Ltd" }, u.cookie);
    expect(set.status).toBe(200);
    expect(set.body.billingName).toBe("Analytical Engines Ltd");
    const credits = await trpc(t, "mutation", "billing.buyCredits", { packageId: "value" }, u.cookie);
    expect(credits.status).toBe(200);
    const creditsRow = await t.db.invoice.findUniqueOrThrow({ where: { id: credits.body.invoiceId! } });
    const creditsText = await pdfText(credits.body.invoiceId!, u.cookie);
    expect(creditsText).toContain("Billed to: Analytical Engines Ltd");
    expect(creditsText).toContain(`Service period: ${formatDay(creditsRow.issuedAt, "UTC")}`);
    expect(creditsText).toContain(creditsRow.number);
    // The earlier invoice keeps the name it was issued with.
    expect(await pdfText(plan.body.invoiceId!, u.cookie)).toContain("Billed to: Ada Lovelace");

    // The invoice list carries the service period.
    const list = await trpc(t, "query", "billing.invoices", undefined, u.cookie);
    expect(list.body.find((i) => i.id === plan.body.invoiceId)?.periodEnd).toEqual(planRow.periodEnd);

    // A too-long billing name is a 400, not a 500.
    expect((await trpc(t, "mutation", "users.updateProfile", { firstName: "Ada", lastName: "Lovelace", username: null, billingName: "x".repeat(201) }, u.cookie)).status).toBe(400);
  });

  it("numbers come from one sequence: consecutive and unique across users", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const numbers: string[] = [];
    for (const u of [a, b, a, b]) {
      const r = await trpc(t, "mutation", "billing.buyCredits", { packageId: "value", card }, u.cookie);
      expect(r.status).toBe(200);
      numbers.push(r.body.invoiceNumber!);
    }
    expect(new Set(numbers).size).toBe(4);
    for (let i = 1; i < numbers.length; i++) expect(seq(numbers[i]!)).toBe(seq(numbers[i - 1]!) + 1);
    const all = await t.db.invoice.findMany({ select: { number: true } });
    expect(new Set(all.map((r) => r.number)).size).toBe(all.length);
  });
});
