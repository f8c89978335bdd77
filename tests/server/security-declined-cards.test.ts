// Declined cards are never saved and never become the default: neither through "Save a card" nor when
// a payment is made with a new card that the issuer declines.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, trpc, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const OK = "4242424242424242";
const DECLINE = "4000000000000002";
const NOFUNDS = "4000000000009995";
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: "123" });
const visibleCards = async (cookie: string) => (await call(t, "GET", "/api/payment-methods", undefined, cookie)).body as Array<{ id: string; last4: string; isDefault: boolean }>;

describe("declined cards are never saved", () => {
  it("Save a card: the issuer's decline answers 402 and nothing is saved, the default stays", async () => {
    const u = await signUp(t);
    const good = await call(t, "POST", "/api/payment-methods", { card: card(OK) }, u.cookie);
    expect(good.status).toBe(200);
    const bad = await call(t, "POST", "/api/payment-methods", { card: card(DECLINE), makeDefault: true }, u.cookie);
    expect(bad.status).toBe(402);
    expect(bad.body.message).toBe("Your card was declined. Please use a different card.");
    const viaTrpc = await trpc(t, "mutation", "billing.addPaymentMethod", { card: card(DECLINE), makeDefault: true }, u.cookie);
    expect(viaTrpc.status).toBe(402);
    const cards = await visibleCards(u.cookie);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ id: good.body.id, isDefault: true });
    expect(await t.db.paymentMethod.count({ where: { userId: u.id } })).toBe(1);
  });

  it.each([
    ["declined", DECLINE],
    ["insufficient funds", NOFUNDS],
  ])("paying with a new card that fails (%s) does not save it nor make it the default", async (_label, number) => {
    const u = await signUp(t);
    const pay = await call(t, "POST", "/api/credits/purchase", { packageId: "standard", card: card(number) }, u.cookie);
    expect(pay.status).toBe(402);
    expect(await visibleCards(u.cookie)).toEqual([]);
    expect(await t.db.paymentMethod.count({ where: { userId: u.id, removedAt: null } })).toBe(0);
    expect(await t.db.paymentMethod.count({ where: { userId: u.id, isDefault: true } })).toBe(0);
    // Later payments without a card do not fall back to it.
    const again = await call(t, "POST", "/api/credits/purchase", { packageId: "standard" }, u.cookie);
    expect(again.status).toBe(402);
    expect(again.body.message).toBe("Please add a payment method first.");

    // With a saved default, a failing new card leaves the default where it was.
    const saved = await call(t, "POST", "/api/payment-methods", { card: card(OK) }, u.cookie);
    expect((await call(t, "POST", "/api/subscription", { plan: "basic", interval: "monthly", card: card(number) }, u.cookie)).status).toBe(402);
    const cards = await visibleCards(u.cookie);
    expect(cards.map((c) => [c.id, c.isDefault])).toEqual([[saved.body.id, true]]);
  });

  it("a new card whose payment succeeds is saved, and is the default when there was none", async () => {
    const u = await signUp(t);
    const pay = await call(t, "POST", "/api/credits/purchase", { packageId: "standard", card: card(OK) }, u.cookie);
    expect(pay.status).toBe(200);
    const cards = await visibleCards(u.cookie);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ last4: "4242", isDefault: true });
    const payment = await t.db.payment.findFirstOrThrow({ where: { userId: u.id } });
    expect(payment.paymentMethodId).toBe(cards[0]!.id);
  });
});
