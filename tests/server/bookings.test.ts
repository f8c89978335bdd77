// Sessions with a mentor through the real server: availability, slots across daylight-saving changes,
// the double-booking race, credits spent and returned, cancellation windows, invites and reminders
// sent once, and the mentorship allowance.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DateTime } from "luxon";
import { sendDueReminders } from "../../server/modules/bookings/reminders.js";
import { call, promote, signUp, startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SIGN_UPS_PER_HOUR: "1000" } });
});
afterAll(async () => t?.close());

const allWeek = (periods: Array<{ start: string; end: string }>) => ({ mon: periods, tue: periods, wed: periods, thu: periods, fri: periods, sat: periods, sun: periods });

/** A new mentor with a profile and the given availability. */
async function mentorWith(availability: Record<string, unknown>, profile: Record<string, unknown> = {}) {
  const u = await signUp(t, { firstName: "Mia", lastName: "Mentor" });
  await promote(t, u.id, { isMentor: true });
  const res = await call(t, "PUT", "/api/mentor-area/profile", { bio: "I coach new managers through their first year.", specialty: "Testing Leadership", experience: 3, country: "Norway", isFreeTier: true, isPaidTier: false, isActive: true, ...profile }, u.cookie);
  expect(res.status).toBe(200);
  const put = await call(t, "PUT", "/api/mentor-area/availability", {
    timeZone: "UTC", weeklyHours: allWeek([]), blockoutDates: [], sessionMinutes: 60, minNoticeHours: 0, maxAdvanceDays: 365, meetingUrl: "https://meet.example.com/mia", autoConfirm: false, sessionPrice: 0,
    ...availability,
  }, u.cookie);
  expect(put.status, JSON.stringify(put.body)).toBe(200);
  const mentorId = (await t.db.mentorProfile.findUniqueOrThrow({ where: { userId: u.id } })).id;
  return { ...u, mentorId };
}

async function slots(mentorId: string, from: string, to: string) {
  const res = await call(t, "GET", `/api/mentors/${mentorId}/slots?from=${from}&to=${to}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.slots as Array<{ startsAt: string; endsAt: string }>;
}

const credits = async (userId: string) => (await t.db.subscription.findUniqueOrThrow({ where: { userId } })).mentorCallCredits;

describe("availability", () => {
  it("a mentor saves and reads it back; bad input is a 400; non-mentors are refused", async () => {
    const m = await mentorWith({ timeZone: "Europe/Berlin", weeklyHours: allWeek([{ start: "09:00", end: "12:00" }]), blockoutDates: ["2027-01-01"], sessionMinutes: 45 });
    const got = await call(t, "GET", "/api/mentor-area/availability", undefined, m.cookie);
    expect(got.body).toMatchObject({ timeZone: "Europe/Berlin", sessionMinutes: 45, blockoutDates: ["2027-01-01"], configured: true, meetingUrl: "https://meet.example.com/mia" });
    for (const bad of [{ timeZone: "Mars/Olympus" }, { sessionMinutes: 50 }, { blockoutDates: ["2027-02-30"] }, { meetingUrl: "javascript:alert(1)" }, { weeklyHours: allWeek([{ start: "12:00", end: "09:00" }]) }, { minNoticeHours: "x" }]) {
      const res = await call(t, "PUT", "/api/mentor-area/availability", { ...got.body, configured: undefined, ...bad }, m.cookie);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.message).toEqual(expect.any(String));
    }
    const mentee = await signUp(t);
    expect((await call(t, "GET", "/api/mentor-area/availability", undefined, mentee.cookie)).status).toBe(403);
    expect((await call(t, "PUT", "/api/mentor-area/availability", got.body, mentee.cookie)).status).toBe(403);
  });
});

describe("slots across daylight-saving changes", () => {
  it("Europe/Berlin: 09:00 local is 08:00Z before 28 March 2027 and 07:00Z after; back to 08:00Z after 31 October", async () => {
    const m = await mentorWith({ timeZone: "Europe/Berlin", weeklyHours: allWeek([{ start: "09:00", end: "10:00" }]) });
    const spring = await slots(m.mentorId, "2027-03-27", "2027-03-29");
    expect(spring.map((s) => s.startsAt)).toEqual(["2027-03-27T08:00:00.000Z", "2027-03-28T07:00:00.000Z", "2027-03-29T07:00:00.000Z"]);
    expect(spring.every((s) => Date.parse(s.endsAt) - Date.parse(s.startsAt) === 3_600_000)).toBe(true);
    const autumn = await slots(m.mentorId, "2027-10-30", "2027-11-01");
    expect(autumn.map((s) => s.startsAt)).toEqual(["2027-10-30T07:00:00.000Z", "2027-10-31T08:00:00.000Z", "2027-11-01T08:00:00.000Z"]);
  });

  it("America/New_York: 09:00 local is 14:00Z before 14 March 2027 and 13:00Z after; the 02:00–04:00 period on the change day keeps real hours", async () => {
    const m = await mentorWith({ timeZone: "America/New_York", weeklyHours: allWeek([{ start: "09:00", end: "10:00" }]) });
    const spring = await slots(m.mentorId, "2027-03-13", "2027-03-15");
    expect(spring.map((s) => s.startsAt)).toEqual(["2027-03-13T14:00:00.000Z", "2027-03-14T13:00:00.000Z", "2027-03-15T13:00:00.000Z"]);
    const autumn = await slots(m.mentorId, "2027-11-06", "2027-11-08");
    expect(autumn.map((s) => s.startsAt)).toEqual(["2027-11-06T13:00:00.000Z", "2027-11-07T14:00:00.000Z", "2027-11-08T14:00:00.000Z"]);
    // A period spanning the skipped hour: 01:00–04:00 local on 14 March 2027 is only two real hours.
    const night = await mentorWith({ timeZone: "America/New_York", weeklyHours: allWeek([{ start: "01:00", end: "04:00" }]) });
    const change = (await slots(night.mentorId, "2027-03-14", "2027-03-14")).filter((s) => s.startsAt.startsWith("2027-03-14"));
    expect(change.map((s) => DateTime.fromISO(s.startsAt, { zone: "America/New_York" }).toFormat("HH:mm"))).toEqual(["01:00", "03:00"]);
  });

  it("respects blockout dates, minimum notice, the horizon, the range limit and bad dates", async () => {
    const m = await mentorWith({ timeZone: "UTC", weeklyHours: allWeek([{ start: "10:00", end: "12:00" }]), blockoutDates: ["2027-02-02"], maxAdvanceDays: 365 });
    const feb = await slots(m.mentorId, "2027-02-01", "2027-02-03");
    expect(feb.map((s) => s.startsAt)).toEqual(["2027-02-01T10:00:00.000Z", "2027-02-01T11:00:00.000Z", "2027-02-03T10:00:00.000Z", "2027-02-03T11:00:00.000Z"]);
    const near = await mentorWith({ timeZone: "UTC", weeklyHours: allWeek([{ start: "00:00", end: "23:00" }]), minNoticeHours: 48, maxAdvanceDays: 5 });
    const today = new Date().toISOString().slice(0, 10);
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const open = await slots(near.mentorId, today, later);
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((s) => Date.parse(s.startsAt) >= Date.now() + 47.9 * 3_600_000 && Date.parse(s.startsAt) <= Date.now() + 5 * 86_400_000)).toBe(true);
    expect((await call(t, "GET", `/api/mentors/${m.mentorId}/slots?from=2027-01-01&to=2027-12-31`)).status).toBe(400);
    expect((await call(t, "GET", `/api/mentors/${m.mentorId}/slots?from=2027-13-01&to=2027-12-31`)).status).toBe(400);
    expect((await call(t, "GET", `/api/mentors/nope/slots?from=2027-01-01&to=2027-01-02`)).status).toBe(404);
  });
});

/** The first open slot starting at least `hours` from now. */
async function slotAfter(mentorId: string, hours: number) {
  const from = new Date(Date.now() + hours * 3_600_000);
  const list = await slots(mentorId, from.toISOString().slice(0, 10), new Date(from.getTime() + 3 * 86_400_000).toISOString().slice(0, 10));
  const slot = list.find((s) => Date.parse(s.startsAt) >= from.getTime());
  if (!slot) throw new Error("no slot");
  return slot;
}

describe("booking", () => {
  it("20 mentees booking one slot at the same moment make exactly one booking; the others keep their credits", async () => {
    const m = await mentorWith({ weeklyHours: allWeek([{ start: "00:00", end: "23:00" }]) });
    const slot = await slotAfter(m.mentorId, 72);
    const mentees = await Promise.all(Array.from({ length: 20 }, () => signUp(t)));
    const results = await Promise.all(mentees.map((u) => call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: slot.startsAt }, u.cookie)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    expect(await t.db.booking.count({ where: { mentorId: m.mentorId, startsAt: new Date(slot.startsAt) } })).toBe(1);
    const winner = mentees[results.findIndex((r) => r.status === 200)]!;
    for (const u of mentees) expect(await credits(u.id)).toBe(u === winner ? 1 : 2);
    // The slot is gone from the list.
    expect((await slots(m.mentorId, slot.startsAt.slice(0, 10), slot.startsAt.slice(0, 10))).some((s) => s.startsAt === slot.startsAt)).toBe(false);
  });

  it("the database itself refuses a second live booking of a slot", async () => {
    const m = await mentorWith({ weeklyHours: allWeek([{ start: "00:00", end: "23:00" }]) });
    const a = await signUp(t);
    const b = await signUp(t);
    const startsAt = new Date("2027-06-01T10:00:00Z");
    const row = { mentorId: m.mentorId, startsAt, endsAt: new Date("2027-06-01T11:00:00Z"), funding: "credit" as const };
    await t.db.booking.create({ data: { ...row, menteeId: a.id, status: "confirmed" } });
    await expect(t.db.booking.create({ data: { ...row, menteeId: b.id, status: "pending" } })).rejects.toMatchObject({ code: "P2002" });
    // A cancelled one does not hold the slot.
    await t.db.booking.create({ data: { ...row, menteeId: b.id, status: "cancelled" } });
  });

  it("spends a credit, refuses without credits, and refuses bad input, closed times and booking oneself", async () => {
    const m = await mentorWith({ weeklyHours: allWeek([{ start: "00:00", end: "23:00" }]) });
    const u = await signUp(t);
    const s1 = await slotAfter(m.mentorId, 30);
    const s2 = await slotAfter(m.mentorId, 50);
    const s3 = await slotAfter(m.mentorId, 70);
    const first = await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: s1.startsAt, topic: "Delegation" }, u.cookie);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: "pending", funding: "credit", topic: "Delegation", meetingUrl: null, role: "mentee" });
    expect((await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: s2.startsAt }, u.cookie)).status).toBe(200);
    expect(await credits(u.id)).toBe(0);
    const none = await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: s3.startsAt }, u.cookie);
    expect(none.status).toBe(402);
    expect(none.body.message).toMatch(/no mentor-call credits/);
    expect((await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: "2027-06-01T10:17:00Z" }, u.cookie)).status).toBe(409);
    expect((await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: "tomorrow" }, u.cookie)).status).toBe(400);
    expect((await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: s3.startsAt, topic: "x".repeat(5000) }, u.cookie)).status).toBe(400);
    expect((await call(t, "POST", "/api/bookings", { mentorId: "nope", startsAt: s3.startsAt }, u.cookie)).status).toBe(404);
    expect((await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: s3.startsAt }, m.cookie)).status).toBe(400);
    expect((await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: s3.startsAt })).status).toBe(401);
  });

  it("cancelling 24 h or more ahead returns the credit; later it is forfeited; the mentor's cancel and decline always return it", async () => {
    const m = await mentorWith({ weeklyHours: allWeek([{ start: "00:00", end: "23:00" }]) });
    const u = await signUp(t);
    const early = await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: (await slotAfter(m.mentorId, 48)).startsAt }, u.cookie);
    const late = await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: (await slotAfter(m.mentorId, 3)).startsAt }, u.cookie);
    expect(await credits(u.id)).toBe(0);
    expect(early.body.cancelReturns).toBe(true);
    expect(late.body.cancelReturns).toBe(false);
    const c1 = await call(t, "POST", `/api/bookings/${early.body.id}/cancel`, {}, u.cookie);
    expect(c1.body).toMatchObject({ status: "cancelled", cancelledBy: "mentee" });
    expect(await credits(u.id)).toBe(1);
    const c2 = await call(t, "POST", `/api/bookings/${late.body.id}/cancel`, {}, u.cookie);
    expect(c2.body.status).toBe("cancelled");
    expect(await credits(u.id)).toBe(1);
    expect((await call(t, "POST", `/api/bookings/${late.body.id}/cancel`, {}, u.cookie)).status).toBe(409);

    const again = await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: (await slotAfter(m.mentorId, 5)).startsAt }, u.cookie);
    expect(await credits(u.id)).toBe(0);
    expect((await call(t, "POST", `/api/bookings/${again.body.id}/decline`, {}, u.cookie)).status).toBe(403);
    const declined = await call(t, "POST", `/api/bookings/${again.body.id}/decline`, {}, m.cookie);
    expect(declined.body).toMatchObject({ status: "declined", cancelledBy: "mentor" });
    expect(await credits(u.id)).toBe(1);

    const third = await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: (await slotAfter(m.mentorId, 6)).startsAt }, u.cookie);
    expect((await call(t, "POST", `/api/bookings/${third.body.id}/confirm`, {}, m.cookie)).body.status).toBe("confirmed");
    expect((await call(t, "POST", `/api/bookings/${third.body.id}/cancel`, {}, m.cookie)).body.cancelledBy).toBe("mentor");
    expect(await credits(u.id)).toBe(1);
    // Someone else's booking: 404, as if it did not exist.
    const stranger = await signUp(t);
    expect((await call(t, "POST", `/api/bookings/${third.body.id}/cancel`, {}, stranger.cookie)).status).toBe(404);
    expect((await call(t, "GET", "/api/bookings", undefined, stranger.cookie)).body.bookings).toEqual([]);
  });

  it("reschedules to another open slot, keeps the status, and refuses a taken one", async () => {
    const m = await mentorWith({ weeklyHours: allWeek([{ start: "00:00", end: "23:00" }]), autoConfirm: true });
    const u = await signUp(t);
    const other = await signUp(t);
    const b = await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: (await slotAfter(m.mentorId, 30)).startsAt }, u.cookie);
    expect(b.body.status).toBe("confirmed");
    const taken = await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: (await slotAfter(m.mentorId, 40)).startsAt }, other.cookie);
    expect((await call(t, "POST", `/api/bookings/${b.body.id}/reschedule`, { startsAt: taken.body.startsAt }, u.cookie)).status).toBe(409);
    const target = await slotAfter(m.mentorId, 60);
    const moved = await call(t, "POST", `/api/bookings/${b.body.id}/reschedule`, { startsAt: target.startsAt }, u.cookie);
    expect(moved.status).toBe(200);
    expect(new Date(moved.body.startsAt).toISOString()).toBe(target.startsAt);
    expect(moved.body.status).toBe("confirmed");
    const row = await t.db.booking.findUniqueOrThrow({ where: { id: b.body.id } });
    expect(row.inviteSequence).toBe(1);
    const update = await t.db.outboxEmail.findMany({ where: { subject: { startsWith: "Session moved" } } });
    expect(update).toHaveLength(2);
    expect(JSON.stringify(update[0]!.attachments)).toContain("SEQUENCE:1");
  });

  it("a mentee with an active free mentorship books within it: 1 a month, no credit spent", async () => {
    const m = await mentorWith({ weeklyHours: allWeek([{ start: "00:00", end: "23:00" }]) });
    const u = await signUp(t);
    expect((await call(t, "POST", "/api/mentorships", { mentorId: m.mentorId, paymentFrequency: "free" }, u.cookie)).status).toBe(200);
    // Two slots in the same UTC month, far enough out to be inside one month.
    const all = await slots(m.mentorId, "2027-04-05", "2027-04-06");
    const one = await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: all[0]!.startsAt }, u.cookie);
    expect(one.body).toMatchObject({ funding: "mentorship" });
    const two = await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: all[1]!.startsAt }, u.cookie);
    expect(two.status).toBe(409);
    expect(two.body.message).toMatch(/1 session a month/);
    expect((await t.db.subscription.findUnique({ where: { userId: u.id } }))?.mentorCallCredits ?? 2).toBe(2);
  });
});

describe("invites, reminders and the meeting link", () => {
  it("confirming emails both sides an .ics invite; cancelling sends a CANCEL; reminders go out once each across two job runs", async () => {
    const m = await mentorWith({ weeklyHours: allWeek([{ start: "00:00", end: "23:00" }]) });
    const u = await signUp(t);
    const b = await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: (await slotAfter(m.mentorId, 40)).startsAt }, u.cookie);
    expect((await t.db.outboxEmail.findMany({ where: { to: m.email, subject: { startsWith: "New session request" } } }))).toHaveLength(1);
    expect((await call(t, "POST", `/api/bookings/${b.body.id}/confirm`, {}, u.cookie)).status).toBe(403);
    const confirmed = await call(t, "POST", `/api/bookings/${b.body.id}/confirm`, {}, m.cookie);
    expect(confirmed.body.status).toBe("confirmed");
    expect(confirmed.body.meetingUrl).toBeNull();
    const invites = await t.db.outboxEmail.findMany({ where: { subject: { startsWith: "Session confirmed" }, to: { in: [u.email, m.email] } } });
    expect(invites.map((i) => i.to).sort()).toEqual([u.email, m.email].sort());
    for (const invite of invites) {
      const [ics] = invite.attachments as Array<{ filename: string; contentType: string; content: string }>;
      expect(ics!.filename).toBe("invite.ics");
      expect(ics!.content).toContain("METHOD:REQUEST");
      expect(ics!.content).toContain(`UID:booking-${b.body.id}@leadone.app`);
      expect(ics!.content).toContain(`DTSTART:${DateTime.fromISO(b.body.startsAt, { zone: "utc" }).toFormat("yyyyMMdd'T'HHmmss'Z'")}`);
    }

    const startsAt = new Date(b.body.startsAt).getTime();
    const reminders = async (now: number) => Promise.all([sendDueReminders(t.db, "http://x", new Date(now)), sendDueReminders(t.db, "http://x", new Date(now))]);
    // Two instances run the job at the same moment, then again later: each reminder still goes once.
    await reminders(startsAt - 23 * 3_600_000);
    expect((await t.db.booking.findUniqueOrThrow({ where: { id: b.body.id } })).reminder24hAt).toBeInstanceOf(Date);
    await reminders(startsAt - 20 * 3_600_000);
    await reminders(startsAt - 50 * 60_000);
    await reminders(startsAt - 30 * 60_000);
    const sent = await t.db.outboxEmail.findMany({ where: { subject: { startsWith: "Reminder" }, to: { in: [u.email, m.email] } } });
    expect(sent.filter((e) => e.subject.includes("tomorrow"))).toHaveLength(2);
    expect(sent.filter((e) => e.subject.includes("an hour"))).toHaveLength(2);

    const cancelled = await call(t, "POST", `/api/bookings/${b.body.id}/cancel`, {}, m.cookie);
    expect(cancelled.body.status).toBe("cancelled");
    const cancels = await t.db.outboxEmail.findMany({ where: { subject: { startsWith: "Session cancelled" }, to: { in: [u.email, m.email] } } });
    expect(cancels).toHaveLength(2);
    expect(JSON.stringify(cancels[0]!.attachments)).toContain("METHOD:CANCEL");
  });

  it("shows the meeting link only from 10 minutes before the start", async () => {
    const m = await mentorWith({ weeklyHours: allWeek([{ start: "00:00", end: "23:00" }]), autoConfirm: true });
    const u = await signUp(t);
    const b = await call(t, "POST", "/api/bookings", { mentorId: m.mentorId, startsAt: (await slotAfter(m.mentorId, 30)).startsAt }, u.cookie);
    expect(b.body.meetingUrl).toBeNull();
    // Move the session to start in 5 minutes (as if time had passed).
    const soon = new Date(Date.now() + 5 * 60_000);
    await t.db.booking.update({ where: { id: b.body.id }, data: { startsAt: soon, endsAt: new Date(soon.getTime() + 3_600_000) } });
    for (const who of [u, m]) {
      const mine = await call(t, "GET", "/api/bookings", undefined, who.cookie);
      expect(mine.body.bookings.find((x: any) => x.id === b.body.id).meetingUrl).toBe("https://meet.example.com/mia");
    }
  });
});
