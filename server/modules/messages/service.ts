// Message threads between a mentee and a mentor. One thread per pair; it can be opened once they have
// a mentorship or a booking together, and only those two read or write it. Messages are stored (the UI
// says so — unlike advice questions). The other side gets at most one email notice an hour per thread.
import type { Tx } from "../../db/transaction.js";
import { AppError } from "../../lib/errors.js";
import type { Db } from "../../db/client.js";
import { enqueueEmail } from "../../providers/mail/index.js";

const HOUR = 3_600_000;
type Role = "mentee" | "mentor";

interface Me {
  id: string;
}

const threadInclude = {
  mentee: { select: { id: true, firstName: true, lastName: true, email: true } },
  mentor: { select: { id: true, name: true, userId: true, user: { select: { email: true } } } },
} as const;

type ThreadRow = {
  id: string;
  menteeId: string;
  mentorId: string;
  menteeReadAt: Date | null;
  mentorReadAt: Date | null;
  lastMessageAt: Date | null;
  mentee: { id: string; firstName: string; lastName: string; email: string };
  mentor: { id: string; name: string; userId: string; user: { email: string } };
};

function roleIn(thread: ThreadRow, me: Me): Role {
  if (thread.menteeId === me.id) return "mentee";
  if (thread.mentor.userId === me.id) return "mentor";
  // Someone else's thread looks exactly like a missing one.
  throw new AppError({ code: "NOT_FOUND", message: "Conversation not found" });
}

async function loadThread(db: Db, threadId: string): Promise<ThreadRow> {
  const thread = await db.messageThread.findUnique({ where: { id: threadId }, include: threadInclude });
  if (!thread) throw new AppError({ code: "NOT_FOUND", message: "Conversation not found" });
  return thread as ThreadRow;
}

/** Whether a mentee and a mentor have something together that allows talking. */
async function related(db: Db, menteeId: string, mentorId: string) {
  const [mentorships, bookings] = await Promise.all([
    db.mentorship.count({ where: { menteeId, mentorId } }),
    db.booking.count({ where: { menteeId, mentorId, status: { not: "awaiting_payment" } } }),
  ]);
  return mentorships + bookings > 0;
}

async function unreadIn(db: Db, thread: Pick<ThreadRow, "id" | "menteeReadAt" | "mentorReadAt">, role: Role, meId: string) {
  const readAt = role === "mentee" ? thread.menteeReadAt : thread.mentorReadAt;
  return db.message.count({ where: { threadId: thread.id, senderId: { not: meId }, ...(readAt ? { createdAt: { gt: readAt } } : {}) } });
}

async function summary(db: Db, thread: ThreadRow, me: Me) {
  const role = roleIn(thread, me);
  const last = await db.message.findFirst({ where: { threadId: thread.id }, orderBy: { createdAt: "desc" }, select: { body: true } });
  return {
    id: thread.id,
    role,
    otherName: role === "mentee" ? thread.mentor.name : `${thread.mentee.firstName} ${thread.mentee.lastName}`.trim(),
    mentorId: thread.mentorId,
    menteeId: thread.menteeId,
    lastMessageAt: thread.lastMessageAt,
    lastMessage: last ? last.body.slice(0, 140) : null,
    unread: await unreadIn(db, thread, role, me.id),
  };
}

async function myMentorProfileId(db: Db, me: Me) {
  return (await db.mentorProfile.findUnique({ where: { userId: me.id }, select: { id: true } }))?.id ?? null;
}

export async function myThreads(db: Db, me: Me) {
  const profileId = await myMentorProfileId(db, me);
  const threads = (await db.messageThread.findMany({
    where: { OR: [{ menteeId: me.id }, ...(profileId ? [{ mentorId: profileId }] : [])] },
    include: threadInclude,
    orderBy: [{ lastMessageAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }],
    take: 200,
  })) as ThreadRow[];
  return { threads: await Promise.all(threads.map((t) => summary(db, t, me))) };
}

export async function unreadCount(db: Db, me: Me) {
  const { threads } = await myThreads(db, me);
  return { unread: threads.reduce((n, t) => n + t.unread, 0) };
}

/** Opens (or finds) the thread with a mentor I am a mentee of, or with a mentee of mine. */
export async function openThread(db: Db, me: Me, input: { mentorId?: string | undefined; menteeId?: string | undefined }) {
  let menteeId: string;
  let mentorId: string;
  if (input.mentorId && !input.menteeId) {
    menteeId = me.id;
    mentorId = input.mentorId;
  } else if (input.menteeId && !input.mentorId) {
    const profileId = await myMentorProfileId(db, me);
    if (!profileId) throw new AppError({ code: "FORBIDDEN", message: "Mentors only" });
    menteeId = input.menteeId;
    mentorId = profileId;
  } else {
    throw new AppError({ code: "BAD_REQUEST", message: "Give either mentorId or menteeId" });
  }
  if (!(await related(db, menteeId, mentorId))) {
    throw new AppError({ code: "FORBIDDEN", message: "You can message a mentor once you have a mentorship or a booking together" });
  }
  const thread = await db.messageThread.upsert({ where: { menteeId_mentorId: { menteeId, mentorId } }, create: { menteeId, mentorId }, update: {}, select: { id: true } });
  return { threadId: thread.id };
}

export async function readThread(db: Db, me: Me, threadId: string) {
  const thread = await loadThread(db, threadId);
  const head = await summary(db, thread, me);
  const messages = await db.message.findMany({ where: { threadId }, orderBy: { createdAt: "asc" }, take: 500 });
  return {
    thread: head,
    messages: messages.map((m) => ({ id: m.id, threadId: m.threadId, senderId: m.senderId, mine: m.senderId === me.id, body: m.body, fromBookingTopic: m.fromBookingTopic, createdAt: m.createdAt })),
  };
}

export async function markThreadRead(db: Db, me: Me, threadId: string, now = new Date()) {
  const thread = await loadThread(db, threadId);
  const role = roleIn(thread, me);
  await db.messageThread.update({ where: { id: threadId }, data: role === "mentee" ? { menteeReadAt: now } : { mentorReadAt: now } });
  return { unread: 0 };
}

/** Queues an email notice to the recipient unless one went out for this thread within the hour. */
async function notify(tx: Tx, thread: ThreadRow, to: Role, baseUrl: string, now: Date) {
  const column = to === "mentee" ? "menteeNotifiedAt" : "mentorNotifiedAt";
  const { count } = await tx.messageThread.updateMany({
    where: { id: thread.id, OR: [{ [column]: null }, { [column]: { lte: new Date(now.getTime() - HOUR) } }] },
    data: { [column]: now },
  });
  if (count !== 1) return;
  const from = to === "mentee" ? thread.mentor.name : `${thread.mentee.firstName} ${thread.mentee.lastName}`.trim();
  const address = to === "mentee" ? thread.mentee.email : thread.mentor.user.email;
  const where = to === "mentee" ? "/account" : "/mentor-profile";
  await enqueueEmail(tx, {
    to: address,
    subject: `New message from ${from}`,
    body: `You have a new message from ${from} on LeadOne.\n\nRead and reply: ${baseUrl.replace(/\/$/, "")}${where}\n\n(We send at most one notice an hour per conversation.)`,
  });
}

export async function sendMessage(db: Db, me: Me, input: { threadId: string; body: string }, baseUrl: string, now = new Date()) {
  const thread = await loadThread(db, input.threadId);
  const role = roleIn(thread, me);
  const message = await db.$transaction(async (tx) => {
    const created = await tx.message.create({ data: { threadId: thread.id, senderId: me.id, body: input.body, createdAt: now } });
    await tx.messageThread.update({ where: { id: thread.id }, data: { lastMessageAt: now, ...(role === "mentee" ? { menteeReadAt: now } : { mentorReadAt: now }) } });
    await notify(tx, thread, role === "mentee" ? "mentor" : "mentee", baseUrl, now);
    return created;
  });
  return { id: message.id, threadId: message.threadId, senderId: message.senderId, mine: true, body: message.body, fromBookingTopic: false, createdAt: message.createdAt };
}

/** The booking intake: the mentee chose to send their topic to the mentor as a stored message. */
export async function postTopicMessage(tx: Tx, input: { menteeId: string; mentorId: string; bookingId: string; body: string; now: Date }) {
  const thread = await tx.messageThread.upsert({
    where: { menteeId_mentorId: { menteeId: input.menteeId, mentorId: input.mentorId } },
    create: { menteeId: input.menteeId, mentorId: input.mentorId },
    update: {},
    select: { id: true },
  });
  await tx.message.create({ data: { threadId: thread.id, senderId: input.menteeId, body: input.body, bookingId: input.bookingId, fromBookingTopic: true, createdAt: input.now } });
  await tx.messageThread.update({ where: { id: thread.id }, data: { lastMessageAt: input.now, menteeReadAt: input.now } });
}
