// The seeded demo books at once (every seeded mentor has weekday hours over the coming weeks), and the
// admin sees sessions in the dashboard and the sessions list and can cancel one with an audit row.
import { afterAll, beforeAll, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, trpc, type TestApp } from "./harness.js";
import { SEED_MENTORS } from "../../server/seed/mentors.js";
import { seedDemoAvailability } from "../../server/seed/availability.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true, env: { SIGN_UPS_PER_HOUR: "1000" } });
});
afterAll(async () => t?.close());

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

it("every seeded mentor has weekday availability, and a brand-new user books a session right after signing up", async () => {
  expect(await t.db.mentorAvailability.count()).toBe(SEED_MENTORS.length);
  expect(await seedDemoAvailability(t.db)).toBe(0); // idempotent
  const mentors = (await call(t, "GET", "/api/mentors?pageSize=50")).body.mentors as Array<{ id: string; name: string }>;
  for (const m of mentors.slice(0, 4)) {
    const res = await call(t, "GET", `/api/mentors/${m.id}/slots?from=${isoDay(Date.now())}&to=${isoDay(Date.now() + 14 * 86_400_000)}`);
    expect(res.body.slots.length, m.name).toBeGreaterThan(20);
  }
  const newcomer = await signUp(t);
  const mentor = mentors[0]!;
  const { slots } = (await call(t, "GET", `/api/mentors/${mentor.id}/slots?from=${isoDay(Date.now())}&to=${isoDay(Date.now() + 14 * 86_400_000)}`)).body;
  const booked = await call(t, "POST", "/api/bookings", { mentorId: mentor.id, startsAt: slots[0].startsAt, topic: "First session" }, newcomer.cookie);
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  expect(booked.body.funding).toBe("credit");
});

it("an admin lists sessions, sees them on the dashboard, and cancels one with refund rules and an audit row", async () => {
  const mentee = await signUp(t);
  const admin = await signUp(t);
  await promote(t, admin.id, { isAdmin: true });
  const mentor = (await call(t, "GET", "/api/mentors?pageSize=50")).body.mentors[1];
  const { slots } = (await call(t, "GET", `/api/mentors/${mentor.id}/slots?from=${isoDay(Date.now() + 3 * 86_400_000)}&to=${isoDay(Date.now() + 10 * 86_400_000)}`)).body;
  const booked = await call(t, "POST", "/api/bookings", { mentorId: mentor.id, startsAt: slots[0].startsAt }, mentee.cookie);
  expect(booked.status).toBe(200);
  expect((await t.db.subscription.findUniqueOrThrow({ where: { userId: mentee.id } })).mentorCallCredits).toBe(1);

  // Admins only.
  expect((await call(t, "GET", "/api/admin/bookings", undefined, mentee.cookie)).status).toBe(403);
  expect((await call(t, "POST", `/api/admin/bookings/${booked.body.id}/cancel`, { reason: "x" }, mentee.cookie)).status).toBe(403);
  const list = await call(t, "GET", "/api/admin/bookings", undefined, admin.cookie);
  expect(list.status).toBe(200);
  expect(list.body.items.some((b: any) => b.id === booked.body.id && b.funding === "credit")).toBe(true);
  const dash = await trpc(t, "query", "admin.dashboard", undefined, admin.cookie);
  expect(dash.body.sessions.upcoming).toBeGreaterThanOrEqual(2);

  expect((await call(t, "POST", `/api/admin/bookings/${booked.body.id}/cancel`, {}, admin.cookie)).status).toBe(400);
  const cancelled = await call(t, "POST", `/api/admin/bookings/${booked.body.id}/cancel`, { reason: "Mentor unavailable" }, admin.cookie);
  expect(cancelled.status).toBe(200);
  expect(cancelled.body).toMatchObject({ status: "cancelled", cancelledBy: "admin" });
  // More than 24 h ahead: the credit comes back.
  expect((await t.db.subscription.findUniqueOrThrow({ where: { userId: mentee.id } })).mentorCallCredits).toBe(2);
  const auditRow = await t.db.auditLog.findFirst({ where: { action: "booking.cancel", targetId: booked.body.id } });
  expect(auditRow).toMatchObject({ actorId: admin.id, targetType: "booking" });
  expect(auditRow!.details).toMatchObject({ reason: "Mentor unavailable", returned: true });
  expect((await call(t, "POST", `/api/admin/bookings/${booked.body.id}/cancel`, { reason: "again" }, admin.cookie)).status).toBe(409);
});

it("buys a single session from a paid mentor with the mentorship charge rules; a declined card holds nothing; an early cancel refunds it all", async () => {
  const mentee = await signUp(t);
  const paid = await t.db.mentorProfile.findFirstOrThrow({ where: { isPaidTier: true, isActive: true, availability: { sessionPrice: { gt: 0 } } }, include: { availability: true } });
  const price = paid.availability!.sessionPrice;
  const { slots } = (await call(t, "GET", `/api/mentors/${paid.id}/slots?from=${isoDay(Date.now() + 3 * 86_400_000)}&to=${isoDay(Date.now() + 12 * 86_400_000)}`)).body;
  expect((await call(t, "GET", `/api/mentors/${paid.id}/slots?from=${isoDay(Date.now())}&to=${isoDay(Date.now() + 1)}`)).body.sessionPrice).toBe(price);

  // A declined card: 402, and the slot is free again.
  const declined = await call(t, "POST", "/api/bookings", { mentorId: paid.id, startsAt: slots[0].startsAt, payWith: "payment", card: { number: "4000 0000 0000 0002", expMonth: 12, expYear: 2031, cvc: "123" } }, mentee.cookie);
  expect(declined.status).toBe(402);
  expect(await t.db.booking.count({ where: { mentorId: paid.id, startsAt: new Date(slots[0].startsAt) } })).toBe(0);

  const bought = await call(t, "POST", "/api/bookings", { mentorId: paid.id, startsAt: slots[0].startsAt, payWith: "payment", topic: "Board prep", topicAsMessage: true, card: { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" } }, mentee.cookie);
  expect(bought.status, JSON.stringify(bought.body)).toBe(200);
  expect(bought.body).toMatchObject({ funding: "payment", amountPaid: price });
  const row = await t.db.booking.findUniqueOrThrow({ where: { id: bought.body.id }, include: { payment: { include: { mentorEarning: true, invoice: true } } } });
  const fee = Math.round(price * 0.2);
  expect(row.payment).toMatchObject({ kind: "session", status: "succeeded", amount: price, userId: mentee.id });
  expect(row.payment!.mentorEarning).toMatchObject({ gross: price, platformFee: fee, net: price - fee });
  expect(row.payment!.invoice?.status).toBe("paid");
  expect(await t.db.message.count({ where: { bookingId: row.id, fromBookingTopic: true } })).toBe(1);
  // No credit spent.
  expect((await t.db.subscription.findUnique({ where: { userId: mentee.id } }))?.mentorCallCredits ?? 2).toBe(2);

  // The admin sees it among payments as a single session.
  const admin = await signUp(t);
  await promote(t, admin.id, { isAdmin: true });
  const payments = await trpc(t, "query", "admin.payments", { kind: "session", status: "all", page: 1, pageSize: 20 }, admin.cookie);
  expect(payments.body.items.some((p: any) => p.id === row.paymentId)).toBe(true);

  // Cancelled 24 h or more ahead: refunded, earning reversed, invoice refunded.
  const cancelled = await call(t, "POST", `/api/bookings/${row.id}/cancel`, {}, mentee.cookie);
  expect(cancelled.body.status).toBe("cancelled");
  const after = await t.db.payment.findUniqueOrThrow({ where: { id: row.paymentId! }, include: { mentorEarning: true, invoice: true } });
  expect(after.status).toBe("refunded");
  expect(after.mentorEarning?.reversedAt).toBeInstanceOf(Date);
  expect(after.invoice?.status).toBe("refunded");
});
