// Message threads between a mentee and a mentor: only the pair reads or writes; opening needs a
// mentorship or a booking; unread counts; one email notice an hour per thread; rate limits; the
// booking topic sent as a message is marked as such.
import { afterAll, beforeAll, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { SIGN_UPS_PER_HOUR: "1000" } });
});
afterAll(async () => t?.close());

async function pair() {
  const mentorUser = await signUp(t, { firstName: "Noor", lastName: "Mentor" });
  await promote(t, mentorUser.id, { isMentor: true });
  await call(t, "PUT", "/api/mentor-area/profile", { bio: "I coach new managers through their first year.", specialty: "Testing Leadership", experience: 3, country: "Norway", isFreeTier: true, isPaidTier: false, isActive: true }, mentorUser.cookie);
  const mentorId = (await t.db.mentorProfile.findUniqueOrThrow({ where: { userId: mentorUser.id } })).id;
  const mentee = await signUp(t, { firstName: "Sam", lastName: "Mentee" });
  return { mentor: { ...mentorUser, mentorId }, mentee };
}

it("only the mentee and mentor of a mentorship open, read and write their thread", async () => {
  const { mentor, mentee } = await pair();
  const outsider = await signUp(t);
  // No relationship yet: refused.
  expect((await call(t, "POST", "/api/messages/threads", { mentorId: mentor.mentorId }, mentee.cookie)).status).toBe(403);
  expect((await call(t, "POST", "/api/mentorships", { mentorId: mentor.mentorId, paymentFrequency: "free" }, mentee.cookie)).status).toBe(200);
  const opened = await call(t, "POST", "/api/messages/threads", { mentorId: mentor.mentorId }, mentee.cookie);
  expect(opened.status).toBe(200);
  const threadId = opened.body.threadId;
  // The mentor reaches the same thread from their side.
  expect((await call(t, "POST", "/api/messages/threads", { menteeId: mentee.id }, mentor.cookie)).body.threadId).toBe(threadId);

  const sent = await call(t, "POST", `/api/messages/threads/${threadId}/messages`, { body: "Hello! Looking forward to our session." }, mentee.cookie);
  expect(sent.status).toBe(200);
  expect((await call(t, "GET", "/api/messages/unread", undefined, mentor.cookie)).body.unread).toBe(1);
  expect((await call(t, "GET", "/api/messages/unread", undefined, mentee.cookie)).body.unread).toBe(0);
  const read = await call(t, "GET", `/api/messages/threads/${threadId}`, undefined, mentor.cookie);
  expect(read.body.messages).toEqual([expect.objectContaining({ body: "Hello! Looking forward to our session.", mine: false, senderId: mentee.id })]);
  expect(read.body.thread).toMatchObject({ role: "mentor", otherName: "Sam Mentee", unread: 1 });
  // Reading is a query (no state change); marking read is its own call.
  await call(t, "POST", `/api/messages/threads/${threadId}/read`, {}, mentor.cookie);
  expect((await call(t, "GET", "/api/messages/unread", undefined, mentor.cookie)).body.unread).toBe(0);
  expect((await call(t, "POST", `/api/messages/threads/${threadId}/messages`, { body: "Welcome, Sam." }, mentor.cookie)).status).toBe(200);
  expect((await call(t, "GET", "/api/messages/unread", undefined, mentee.cookie)).body.unread).toBe(1);

  // Nobody outside the pair reads, writes, marks, or even learns the thread exists.
  expect((await call(t, "GET", `/api/messages/threads/${threadId}`, undefined, outsider.cookie)).status).toBe(404);
  expect((await call(t, "POST", `/api/messages/threads/${threadId}/messages`, { body: "hi" }, outsider.cookie)).status).toBe(404);
  expect((await call(t, "POST", `/api/messages/threads/${threadId}/read`, {}, outsider.cookie)).status).toBe(404);
  expect((await call(t, "GET", "/api/messages/threads", undefined, outsider.cookie)).body.threads).toEqual([]);
  expect((await call(t, "POST", "/api/messages/threads", { mentorId: mentor.mentorId }, outsider.cookie)).status).toBe(403);
  expect((await call(t, "POST", "/api/messages/threads", { menteeId: mentee.id }, outsider.cookie)).status).toBe(403);
  expect((await call(t, "GET", `/api/messages/threads/${threadId}`)).status).toBe(401);
  // Bad input.
  expect((await call(t, "POST", `/api/messages/threads/${threadId}/messages`, { body: "" }, mentee.cookie)).status).toBe(400);
  expect((await call(t, "POST", `/api/messages/threads/${threadId}/messages`, { body: "x".repeat(5000) }, mentee.cookie)).status).toBe(400);
  expect((await call(t, "POST", `/api/messages/threads/${threadId}/messages`, { body: 42 }, mentee.cookie)).status).toBe(400);
  expect((await call(t, "POST", "/api/messages/threads", {}, mentee.cookie)).status).toBe(400);
});

it("emails the other side at most once an hour per thread", async () => {
  const { mentor, mentee } = await pair();
  await call(t, "POST", "/api/mentorships", { mentorId: mentor.mentorId, paymentFrequency: "free" }, mentee.cookie);
  const { threadId } = (await call(t, "POST", "/api/messages/threads", { mentorId: mentor.mentorId }, mentee.cookie)).body;
  for (const body of ["first-note", "second-note", "third-note"]) await call(t, "POST", `/api/messages/threads/${threadId}/messages`, { body }, mentee.cookie);
  const notices = await t.db.outboxEmail.findMany({ where: { to: mentor.email, subject: { startsWith: "New message" } } });
  expect(notices).toHaveLength(1);
  // The notice names the sender but never carries the message text.
  expect(notices[0]!.body).not.toContain("first-note");
  // An hour later, another notice.
  await t.db.messageThread.update({ where: { id: threadId }, data: { mentorNotifiedAt: new Date(Date.now() - 61 * 60_000) } });
  await call(t, "POST", `/api/messages/threads/${threadId}/messages`, { body: "four" }, mentee.cookie);
  expect(await t.db.outboxEmail.count({ where: { to: mentor.email, subject: { startsWith: "New message" } } })).toBe(2);
});

it("rate-limits sending", async () => {
  const { mentor, mentee } = await pair();
  await call(t, "POST", "/api/mentorships", { mentorId: mentor.mentorId, paymentFrequency: "free" }, mentee.cookie);
  const { threadId } = (await call(t, "POST", "/api/messages/threads", { mentorId: mentor.mentorId }, mentee.cookie)).body;
  const statuses: number[] = [];
  for (let i = 0; i < 32; i += 1) statuses.push((await call(t, "POST", `/api/messages/threads/${threadId}/messages`, { body: `m${i}` }, mentee.cookie)).status);
  expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
  expect(statuses.slice(30)).toEqual([429, 429]);
});

it("a booking topic the mentee chose to send becomes a stored message marked as from the booking; otherwise it stays on the booking only", async () => {
  const { mentor, mentee } = await pair();
  const hours = { start: "00:00", end: "23:00" };
  await call(t, "PUT", "/api/mentor-area/availability", { timeZone: "UTC", weeklyHours: { mon: [hours], tue: [hours], wed: [hours], thu: [hours], fri: [hours], sat: [hours], sun: [hours] }, blockoutDates: [], sessionMinutes: 60, minNoticeHours: 0, maxAdvanceDays: 30, meetingUrl: null, autoConfirm: false, sessionPrice: 0 }, mentor.cookie);
  const day = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
  const { slots } = (await call(t, "GET", `/api/mentors/${mentor.mentorId}/slots?from=${day}&to=${day}`)).body;
  const quiet = await call(t, "POST", "/api/bookings", { mentorId: mentor.mentorId, startsAt: slots[0].startsAt, topic: "Private topic" }, mentee.cookie);
  expect(quiet.status).toBe(200);
  expect(await t.db.message.count({ where: { body: "Private topic" } })).toBe(0);
  const shared = await call(t, "POST", "/api/bookings", { mentorId: mentor.mentorId, startsAt: slots[1].startsAt, topic: "How do I give hard feedback to a peer?", topicAsMessage: true }, mentee.cookie);
  expect(shared.status).toBe(200);
  const { threads } = (await call(t, "GET", "/api/messages/threads", undefined, mentor.cookie)).body;
  expect(threads).toHaveLength(1);
  const thread = await call(t, "GET", `/api/messages/threads/${threads[0].id}`, undefined, mentor.cookie);
  expect(thread.body.messages).toEqual([expect.objectContaining({ body: "How do I give hard feedback to a peer?", fromBookingTopic: true })]);
});
