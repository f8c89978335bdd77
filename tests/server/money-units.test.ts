// Issue 12 item 2: one money unit. Procedures carry integer cents; only SPEC's REST shapes (mentor rates,
// a mentor suggestion's rate, the overage price, pending charges) show dollars, converted at the REST
// edge (server/rest/edges.ts) and documented so in /api/openapi.json.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, trpc, type TestApp } from "./harness.js";
import { closeBillingPeriods } from "../../server/modules/billing/close-periods.js";
import { assertCanAsk, recordAdviceUsage } from "../../server/modules/usage/service.js";
import { publicOrigin } from "../../server/lib/public-origin.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 120_000);
afterAll(async () => t?.close());

const isCents = (v: unknown) => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

describe("one money unit: cents in procedures, SPEC's dollars at the REST edge", () => {
  it("a mentor's rates: cents from mentors.byId / mentors.list, dollars from GET /api/mentors(/:id)", async () => {
    const row = await t.db.mentorProfile.findFirstOrThrow({ where: { name: "Amara Okafor" } });
    expect(row).toMatchObject({ monthlyRate: 24900, yearlyRate: 239000 });

    const viaTrpc = await trpc(t, "query", "mentors.byId", { id: row.id });
    expect(viaTrpc.body).toMatchObject({ monthlyRate: 24900, yearlyRate: 239000 });
    const viaRest = await call(t, "GET", `/api/mentors/${row.id}`);
    expect(viaRest.body).toMatchObject({ monthlyRate: 249, yearlyRate: 2390 });

    const list = await trpc(t, "query", "mentors.list", { isPaid: true });
    expect(list.body.mentors.length).toBeGreaterThan(0);
    for (const m of list.body.mentors) {
      expect(isCents(m.monthlyRate), m.name).toBe(true);
      expect(isCents(m.yearlyRate), m.name).toBe(true);
    }
    const restList = await call(t, "GET", "/api/mentors?isPaid=true");
    const restById = new Map<string, { monthlyRate: number; yearlyRate: number }>(restList.body.mentors.map((m: { id: string; monthlyRate: number; yearlyRate: number }) => [m.id, m]));
    for (const m of list.body.mentors) expect(restById.get(m.id)).toMatchObject({ monthlyRate: m.monthlyRate! / 100, yearlyRate: m.yearlyRate! / 100 });
    // A free-only mentor has no rates on either face.
    const free = await trpc(t, "query", "mentors.list", { isPaid: false });
    expect(free.body.mentors.every((m) => m.monthlyRate === null && m.yearlyRate === null)).toBe(true);
  });

  it("the overage price and a pending charge: cents from usage.status / usage.pendingCharges, dollars on REST", async () => {
    const u = await signUp(t);
    await assertCanAsk(t.db, u.id, "text");
    await t.db.subscription.update({ where: { userId: u.id }, data: { textCredits: 100 } });
    for (let i = 0; i < 13; i += 1) await recordAdviceUsage(t.db, u.id, "text");

    const status = await trpc(t, "query", "usage.status", undefined, u.cookie);
    expect(status.body.overagePrice).toBe(99);
    expect((await call(t, "GET", "/api/usage/status", undefined, u.cookie)).body.overagePrice).toBe(0.99);

    const sub = await t.db.subscription.findUniqueOrThrow({ where: { userId: u.id } });
    await closeBillingPeriods(t.db, t.services.payments, publicOrigin(t.config), new Date(sub.currentPeriodEnd.getTime() + 1000), u.id);
    const charges = await trpc(t, "query", "usage.pendingCharges", undefined, u.cookie);
    expect(charges.body.pendingCharges).toHaveLength(1);
    expect(charges.body.pendingCharges[0]).toMatchObject({ overageCount: 3, pricePerOverage: 99, totalAmount: 297 });
    const rest = await call(t, "GET", "/api/usage/pending-charges", undefined, u.cookie);
    expect(rest.body.pendingCharges[0]).toMatchObject({ id: charges.body.pendingCharges[0]!.id, overageCount: 3, pricePerOverage: 0.99, totalAmount: 2.97 });
  });

  it("a mentor suggestion's rate: cents from advice.ask, dollars from POST /api/test-leadership-advice", async () => {
    const u = await signUp(t);
    const question = "Two people on my team keep clashing in meetings. How do I handle the conflict?";
    const viaTrpc = await trpc(t, "mutation", "advice.ask", { question, responseFormat: "mentor" }, u.cookie);
    expect(viaTrpc.status).toBe(200);
    const viaRest = await call(t, "POST", "/api/test-leadership-advice", { question, responseFormat: "mentor" }, u.cookie);
    expect(viaRest.status).toBe(200);

    const suggested = viaTrpc.body.options.flatMap((o) => o.mentorSuggestions);
    expect(suggested.length).toBeGreaterThan(0);
    const restRates = new Map<string, number>(viaRest.body.options.flatMap((o: { mentorSuggestions: Array<{ id: string; monthlyRate: number }> }) => o.mentorSuggestions.map((m) => [m.id, m.monthlyRate] as const)));
    for (const m of suggested) {
      const row = await t.db.mentorProfile.findUniqueOrThrow({ where: { id: m.id } });
      expect(m.monthlyRate).toBe(row.monthlyRate);
      expect(isCents(m.monthlyRate)).toBe(true);
      if (restRates.has(m.id)) expect(restRates.get(m.id)).toBe(row.monthlyRate / 100);
    }
    for (const m of viaTrpc.body.mentorCoaching ?? []) {
      const row = await t.db.mentorProfile.findUniqueOrThrow({ where: { id: m.id } });
      expect(m.connect.monthlyRate).toBe(row.monthlyRate);
    }
    for (const m of viaRest.body.mentorCoaching ?? []) {
      const row = await t.db.mentorProfile.findUniqueOrThrow({ where: { id: m.id } });
      expect(m.connect.monthlyRate).toBe(row.monthlyRate / 100);
    }
  }, 60_000);

  it("GET /api/mentors takes its rate filters in dollars (like the rates it answers); the procedure takes cents", async () => {
    const rest = await call(t, "GET", "/api/mentors?isPaid=true&minRate=249&maxRate=249");
    expect(rest.body.mentors.map((m: { name: string }) => m.name)).toContain("Amara Okafor");
    expect(rest.body.mentors.every((m: { monthlyRate: number }) => m.monthlyRate === 249)).toBe(true);
    const viaTrpc = await trpc(t, "query", "mentors.list", { isPaid: true, minRate: 24900, maxRate: 24900 });
    expect(viaTrpc.body.mentors.map((m) => m.id).sort()).toEqual(rest.body.mentors.map((m: { id: string }) => m.id).sort());
    // Cents are whole: a fraction of a cent is refused, not rounded.
    expect((await trpc(t, "query", "mentors.list", { minRate: 100.5 })).status).toBe(400);
  });

  it("the OpenAPI document says which REST fields are dollars, and everything else is integer cents", async () => {
    const doc = (await call(t, "GET", "/api/openapi.json")).body;
    const ok = (path: string, method: string) => doc.paths[path][method].responses[200].content["application/json"].schema;
    const dollars = "US dollars (the procedure carries cents)";
    expect(ok("/api/usage/status", "get").properties.overagePrice).toMatchObject({ type: "number", description: dollars });
    const charge = ok("/api/usage/pending-charges", "get").properties.pendingCharges.items.properties;
    expect(charge.pricePerOverage.description).toBe(dollars);
    expect(charge.totalAmount.description).toBe(dollars);
    const mentor = ok("/api/mentors/{id}", "get").properties;
    expect(JSON.stringify(mentor.monthlyRate)).toContain(dollars);
    expect(JSON.stringify(mentor.yearlyRate)).toContain(dollars);
    const suggestion = ok("/api/test-leadership-advice", "post").properties.options.items.properties.mentorSuggestions.items.properties;
    expect(suggestion.monthlyRate.description).toBe(dollars);
    const minRate = doc.paths["/api/mentors"].get.parameters.find((p: { name: string }) => p.name === "minRate");
    expect(minRate.schema.description).toMatch(/US dollars/);
    // A procedure with no dollar edge documents integer cents.
    const mentees = ok("/api/mentorships", "get").items.properties.paymentAmountCents;
    expect(JSON.stringify(mentees)).toContain('"integer"');
    expect(JSON.stringify(mentees)).toContain("Integer US cents");
    expect(JSON.stringify(ok("/api/mentor-area/profile", "get"))).not.toContain(dollars);
  });
});
