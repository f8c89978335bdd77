// Operator-only actions: billing.closePeriodsNow is the main admin's, audited, and never charges ahead
// of the real date (no "as of" input; time travel is a test-only seam, off unless TEST_SEAMS in demo).
import { afterAll, beforeAll, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, trpc, trpcRaw, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

it("only the main admin closes periods, as of now, audited; a future date is refused", async () => {
  const u = await signUp(t);
  const card = { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" };
  expect((await call(t, "POST", "/api/subscription", { plan: "basic", interval: "monthly", card }, u.cookie)).status).toBe(200);
  const paymentsBefore = await t.db.payment.count({ where: { userId: u.id } });
  const admin = await signUp(t);
  await promote(t, admin.id, { isAdmin: true });
  expect((await trpc(t, "mutation", "billing.closePeriodsNow", { userId: u.id }, admin.cookie)).status).toBe(403);
  await promote(t, admin.id, { isAdmin: true, isMainAdmin: true });
  const ahead = await trpcRaw(t, "mutation", "billing.closePeriodsNow", { userId: u.id, now: new Date(Date.now() + 40 * 86_400_000) }, admin.cookie);
  expect(ahead.status).toBe(400);
  const ok = await trpc(t, "mutation", "billing.closePeriodsNow", { userId: u.id }, admin.cookie);
  expect(ok.status).toBe(200);
  expect(ok.body.periodsClosed).toBe(0); // the month has not ended: nothing renews early
  expect(await t.db.payment.count({ where: { userId: u.id } })).toBe(paymentsBefore);
  expect(await t.db.auditLog.count({ where: { action: "billing.close_periods", actorId: admin.id } })).toBe(1);
  // The browser suite's seam does not exist unless TEST_SEAMS is on.
  expect((await call(t, "POST", "/api/test-seams/close-periods", { now: new Date().toISOString() }, admin.cookie)).status).toBe(404);
});
