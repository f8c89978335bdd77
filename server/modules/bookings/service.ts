// Booking a session: the slot must be open; an active mentorship with the mentor pays for it (within
// its monthly allowance), otherwise a mentor-call credit or a single paid session. The database holds
// the line against double booking: a partial unique index on (mentorId, startsAt) over live bookings,
// so of many concurrent requests for one slot exactly one commits.
import type { Tx } from "../../db/transaction.js";
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import type { BookingCreateInput, BookingStatus } from "../../../shared/schemas/bookings.js";
import { MAX_RANGE_DAYS } from "../../../shared/schemas/bookings.js";
import { getSettings } from "../settings/service.js";
import { ensureSubscription, rollUsagePeriods } from "../billing/periods.js";
import { availabilityFor } from "./availability.js";
import { sendBookingEmails, inviteSelect, type InviteBooking } from "./invites.js";
import { openSlots, utcDay, type Interval } from "./slots.js";
import { bookingInclude, LIVE_STATUSES, toBooking, type BookingRow } from "./view.js";
import { postTopicMessage } from "../messages/service.js";
import type { PaymentsProvider } from "../../providers/payments/index.js";
import { resolvePaymentMethod } from "../billing/payment-methods.js";
import { chargeSession } from "./payment.js";

/** How long a slot stays held for a card payment in progress. */
const HOLD_MS = 10 * 60_000;
export const SLOT_TAKEN = "This time was just booked by someone else. Please pick another slot.";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { PUBLIC_MENTOR } from "../mentors/service.js";

/** The mentor's live bookings overlapping [from, to), except `exceptId`. */
export async function busyIntervals(db: Db, mentorId: string, from: Date, to: Date, exceptId?: string): Promise<Interval[]> {
  return db.booking.findMany({
    where: { mentorId, status: { in: LIVE_STATUSES }, startsAt: { lt: to }, endsAt: { gt: from }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { startsAt: true, endsAt: true },
  });
}

async function activeMentor(db: Db, mentorId: string) {
  const mentor = await db.mentorProfile.findFirst({ where: { id: mentorId, ...PUBLIC_MENTOR }, select: { id: true, userId: true, isPaidTier: true, name: true } });
  if (!mentor) throw notFound("Mentor");
  return mentor;
}

/** Public: the mentor's open slots between two dates (UTC days, `to` inclusive). */
export async function mentorSlots(db: Db, input: { id: string; from: string; to: string }, now = new Date()) {
  const mentor = await activeMentor(db, input.id);
  const from = utcDay(input.from);
  const to = new Date(utcDay(input.to).getTime() + 86_400_000);
  if (to <= from) throw new AppError({ code: "BAD_REQUEST", message: "'to' must not be before 'from'" });
  if (to.getTime() - from.getTime() > MAX_RANGE_DAYS * 86_400_000) throw new AppError({ code: "BAD_REQUEST", message: `Ask for at most ${MAX_RANGE_DAYS} days at a time` });
  const rules = await availabilityFor(db, mentor.id);
  if (!rules) return { slots: [], sessionMinutes: 60, timeZone: null, sessionPrice: 0 };
  const slots = openSlots(rules, from, to, now, await busyIntervals(db, mentor.id, from, to));
  return {
    slots: slots.map((s) => ({ startsAt: s.startsAt.toISOString(), endsAt: s.endsAt.toISOString() })),
    sessionMinutes: rules.sessionMinutes,
    timeZone: rules.timeZone,
    sessionPrice: mentor.isPaidTier ? rules.sessionPrice : 0,
  };
}

/** The open slot starting exactly at `startsAt`, or a 409 saying why not. */
export async function requireOpenSlot(db: Db, mentorId: string, startsAt: Date, now: Date, exceptBookingId?: string): Promise<Interval> {
  const rules = await availabilityFor(db, mentorId);
  if (!rules) throw new AppError({ code: "CONFLICT", message: "This mentor has not opened any times for booking yet" });
  const from = new Date(startsAt.getTime() - 86_400_000);
  const to = new Date(startsAt.getTime() + 86_400_000);
  const slot = openSlots(rules, from, to, now, await busyIntervals(db, mentorId, from, to, exceptBookingId)).find((s) => s.startsAt.getTime() === startsAt.getTime());
  if (!slot) throw new AppError({ code: "CONFLICT", message: "This time is not available. Please pick one of the open slots." });
  return slot;
}

const monthOf = (d: Date) => ({ gte: new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1)), lt: new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)) });

export async function loadBooking(db: Db, id: string): Promise<BookingRow & { mentor: BookingRow["mentor"] }> {
  const row = await db.booking.findUnique({ where: { id }, include: bookingInclude });
  if (!row) throw notFound("Booking");
  return row as unknown as BookingRow;
}

export async function inviteData(db: Tx, id: string): Promise<InviteBooking> {
  return (await db.booking.findUniqueOrThrow({ where: { id }, select: inviteSelect })) as InviteBooking;
}

/**
 * Books a slot for the signed-in mentee. Single paid sessions are charged by `payForBooking` (the
 * booking is held as awaiting_payment first, so the slot cannot be sold twice while the card is charged).
 */
export async function createBooking(db: Db, payments: PaymentsProvider, menteeId: string, input: BookingCreateInput, baseUrl: string, now = new Date()) {
  const mentor = await activeMentor(db, input.mentorId);
  if (mentor.userId === menteeId) throw new AppError({ code: "BAD_REQUEST", message: "You cannot book a session with yourself" });
  const startsAt = new Date(input.startsAt);
  const slot = await requireOpenSlot(db, mentor.id, startsAt, now);
  const rules = (await availabilityFor(db, mentor.id))!;
  const mentorship = await db.mentorship.findFirst({ where: { menteeId, mentorId: mentor.id, status: "active" }, select: { id: true, paymentFrequency: true } });
  const funding = mentorship ? "mentorship" : input.payWith === "payment" ? "payment" : "credit";
  if (funding === "payment" && (!mentor.isPaidTier || rules.sessionPrice <= 0)) {
    throw new AppError({ code: "BAD_REQUEST", message: "This mentor does not sell single sessions" });
  }
  if (funding === "credit") await rollUsagePeriods(db, menteeId, now).then(() => ensureSubscription(db, menteeId, now));
  // The card is checked (and a new one saved) before the slot is held.
  const method = funding === "payment" ? await resolvePaymentMethod(db, payments, menteeId, input, now) : null;
  const settings = await getSettings(db);
  const status: BookingStatus = funding === "payment" ? "awaiting_payment" : rules.autoConfirm ? "confirmed" : "pending";

  let id: string;
  try {
    id = await db.$transaction(async (tx) => {
      if (mentorship) {
        // The allowance is counted under a lock so two bookings cannot both take the last one.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`booking-allowance:${mentorship.id}`}))`;
        const allowance = mentorship.paymentFrequency === "free" ? settings.sessionsPerMonthFree : settings.sessionsPerMonthPaid;
        const used = await tx.booking.count({
          where: { mentorshipId: mentorship.id, startsAt: monthOf(startsAt), OR: [{ status: { in: LIVE_STATUSES } }, { forfeited: true }] },
        });
        if (used >= allowance) {
          throw new AppError({ code: "CONFLICT", message: `Your mentorship includes ${allowance} session${allowance === 1 ? "" : "s"} a month, all booked for that month.` });
        }
      }
      if (funding === "credit") {
        const spent = await tx.subscription.updateMany({ where: { userId: menteeId, mentorCallCredits: { gt: 0 } }, data: { mentorCallCredits: { decrement: 1 } } });
        if (spent.count !== 1) throw new AppError({ code: "PAYMENT_REQUIRED", message: "You have no mentor-call credits left. Buy a single session or start a mentorship." });
      }
      // A hold left by an interrupted payment (crashed instance) does not keep a slot for ever.
      await tx.booking.deleteMany({ where: { mentorId: mentor.id, startsAt: slot.startsAt, status: "awaiting_payment", createdAt: { lt: new Date(now.getTime() - HOLD_MS) } } });
      const booking = await tx.booking.create({
        data: {
          mentorId: mentor.id,
          menteeId,
          startsAt: slot.startsAt,
          endsAt: slot.endsAt,
          status,
          funding,
          mentorshipId: mentorship?.id ?? null,
          topic: input.topic || null,
          inviteSequence: 0,
        },
        select: { id: true },
      });
      if (input.topicAsMessage && input.topic && status !== "awaiting_payment") await postTopicMessage(tx, { menteeId, mentorId: mentor.id, bookingId: booking.id, body: input.topic, now });
      if (status !== "awaiting_payment") await sendBookingEmails(tx, await inviteData(tx, booking.id), status === "confirmed" ? "confirmed" : "requested", baseUrl, status === "confirmed" ? ["mentee", "mentor"] : ["mentor"]);
      return booking.id;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError({ code: "CONFLICT", message: SLOT_TAKEN });
    throw e;
  }
  if (method) {
    await chargeSession(db, payments, {
      bookingId: id,
      menteeId,
      mentor: { id: mentor.id, name: mentor.name },
      amount: rules.sessionPrice,
      confirm: rules.autoConfirm,
      topicMessage: input.topicAsMessage && input.topic ? input.topic : null,
      method,
      baseUrl,
      now,
    });
  }
  return toBooking(await loadBooking(db, id), "mentee", now);
}

/** Bookings where I am the mentee or the mentor, upcoming first, then the past (newest first). */
export async function myBookings(db: Db, userId: string, now = new Date()) {
  const profile = await db.mentorProfile.findUnique({ where: { userId }, select: { id: true } });
  const rows = (await db.booking.findMany({
    where: { OR: [{ menteeId: userId }, ...(profile ? [{ mentorId: profile.id }] : [])], status: { not: "awaiting_payment" } },
    include: bookingInclude,
    orderBy: { startsAt: "asc" },
    take: 500,
  })) as unknown as BookingRow[];
  const upcoming = rows.filter((r) => r.endsAt > now);
  const past = rows.filter((r) => r.endsAt <= now).reverse();
  return { bookings: [...upcoming, ...past].map((r) => toBooking(r, r.menteeId === userId ? "mentee" : "mentor", now)) };
}
