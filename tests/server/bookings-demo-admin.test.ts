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
