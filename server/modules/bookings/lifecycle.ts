// What happens to a booking after it is made: the mentor confirms or declines; either side cancels or
// reschedules before the start; after the start, either side may mark the other a no-show; an admin
// may cancel. Every change is a compare-and-set on the status (a concurrent change gets a 409).
// Returns: a cancellation 24 h or more ahead, any mentor or admin-decided cancellation, a decline and
// a mentor no-show give the mentee's credit back (or refund the single session); a later mentee
// cancellation forfeits it.
import type { Tx } from "../../db/transaction.js";
import { AppError } from "../../lib/errors.js";
import type { Db, Prisma } from "../../db/client.js";
import type { PaymentsProvider } from "../../providers/payments/index.js";
import type { BookingParty, BookingStatus } from "../../../shared/schemas/bookings.js";
import { audit } from "../admin/audit.js";
import { reverseReferralReward } from "../referrals/service.js";
import { sendBookingEmails } from "./invites.js";
import { inviteData, loadBooking, requireOpenSlot } from "./service.js";
import { FREE_CANCEL_MS, toBooking, type BookingRow } from "./view.js";

import { isUniqueViolation } from "../../db/unique-violation.js";

interface Viewer {
  id: string;
}

/** The viewer's side of a booking; someone else's booking is a 404, as if it did not exist. */
function sideOf(row: BookingRow, viewer: Viewer): "mentee" | "mentor" {
  if (row.menteeId === viewer.id) return "mentee";
  if (row.mentor.userId === viewer.id) return "mentor";
  throw new AppError({ code: "NOT_FOUND", message: "Booking not found" });
}

async function changeStatus(tx: Tx, row: BookingRow, from: BookingStatus[], data: Prisma.BookingUpdateManyMutationInput) {
  const { count } = await tx.booking.updateMany({ where: { id: row.id, status: { in: from } }, data });
  if (count !== 1) throw new AppError({ code: "CONFLICT", message: "This booking changed meanwhile; please reload" });
}

/** Gives back what paid for a session: the credit now (in `tx`); a card payment is refunded afterwards. */
async function returnFunding(tx: Tx, row: BookingRow) {
  if (row.funding === "credit") await tx.subscription.updateMany({ where: { userId: row.menteeId }, data: { mentorCallCredits: { increment: 1 } } });
}

/**
 * Refunds a single session's payment: the processor first, then (once) the payment, invoice, mentor
 * earning and referral reward. A processor refusal leaves the payment for an admin to refund.
 */
export async function refundSessionPayment(db: Db, payments: PaymentsProvider, bookingId: string, actorId: string | null) {
  const booking = await db.booking.findUnique({ where: { id: bookingId }, select: { payment: true } });
  const payment = booking?.payment;
  if (!payment || payment.status !== "succeeded" || !payment.providerRef) return false;
  const result = await payments.refund(payment.providerRef);
  if (!result.ok) return false;
  return db.$transaction(async (tx) => {
    const now = new Date();
    const claimed = await tx.payment.updateMany({ where: { id: payment.id, status: "succeeded" }, data: { status: "refunded", refundedAt: now } });
    if (claimed.count !== 1) return false;
    await tx.invoice.updateMany({ where: { paymentId: payment.id }, data: { status: "refunded" } });
    await tx.mentorEarning.updateMany({ where: { paymentId: payment.id, reversedAt: null }, data: { reversedAt: now } });
    await reverseReferralReward(tx, payment.id);
    if (actorId) await audit(tx, actorId, { action: "payment.refund", targetType: "payment", targetId: payment.id, details: { amount: payment.amount, kind: payment.kind, bookingId } });
    return true;
  });
}

export async function confirmBooking(db: Db, viewer: Viewer, bookingId: string, baseUrl: string, now = new Date()) {
  const row = await loadBooking(db, bookingId);
  if (sideOf(row, viewer) !== "mentor") throw new AppError({ code: "FORBIDDEN", message: "Only the mentor confirms a booking" });
  if (row.startsAt <= now) throw new AppError({ code: "CONFLICT", message: "This session has already started" });
  await db.$transaction(async (tx) => {
    await changeStatus(tx, row, ["pending"], { status: "confirmed" });
    await sendBookingEmails(tx, await inviteData(tx, row.id), "confirmed", baseUrl);
  });
  return toBooking(await loadBooking(db, row.id), "mentor", now);
}

export async function declineBooking(db: Db, payments: PaymentsProvider, viewer: Viewer, bookingId: string, baseUrl: string, now = new Date()) {
  const row = await loadBooking(db, bookingId);
  if (sideOf(row, viewer) !== "mentor") throw new AppError({ code: "FORBIDDEN", message: "Only the mentor declines a booking" });
  await db.$transaction(async (tx) => {
    await changeStatus(tx, row, ["pending"], { status: "declined", cancelledBy: "mentor" });
    await returnFunding(tx, row);
    await sendBookingEmails(tx, await inviteData(tx, row.id), "declined", baseUrl, ["mentee"]);
  });
  if (row.funding === "payment") await refundSessionPayment(db, payments, row.id, null);
  return toBooking(await loadBooking(db, row.id), "mentor", now);
}

/** Cancels a pending or confirmed booking. `by` admin: `refund` overrides the 24-hour rule when given. */
async function cancel(db: Db, payments: PaymentsProvider, row: BookingRow, by: BookingParty, baseUrl: string, now: Date, actorId: string | null, refund?: boolean, reason?: string) {
  if (row.startsAt <= now && by !== "admin") throw new AppError({ code: "CONFLICT", message: "A session that has started can no longer be cancelled" });
  const early = row.startsAt.getTime() - now.getTime() >= FREE_CANCEL_MS;
  const returns = by === "admin" ? (refund ?? early) : by === "mentor" || early;
  await db.$transaction(async (tx) => {
    await changeStatus(tx, row, ["pending", "confirmed"], { status: "cancelled", cancelledBy: by, forfeited: !returns, inviteSequence: { increment: 1 } });
    if (returns) await returnFunding(tx, row);
    const invite = await inviteData(tx, row.id);
    if (row.status === "confirmed") await sendBookingEmails(tx, invite, "cancelled", baseUrl);
    else await sendBookingEmails(tx, invite, "cancelled", baseUrl, by === "mentee" ? ["mentor"] : ["mentee"]);
    if (by === "admin" && actorId) {
      await audit(tx, actorId, { action: "booking.cancel", targetType: "booking", targetId: row.id, details: { reason: reason ?? null, returned: returns, funding: row.funding, startsAt: row.startsAt.toISOString() } });
    }
  });
  if (returns && row.funding === "payment") await refundSessionPayment(db, payments, row.id, actorId);
  return returns;
}

export async function cancelBooking(db: Db, payments: PaymentsProvider, viewer: Viewer, bookingId: string, baseUrl: string, now = new Date()) {
  const row = await loadBooking(db, bookingId);
  const side = sideOf(row, viewer);
  await cancel(db, payments, row, side, baseUrl, now, null);
  return toBooking(await loadBooking(db, row.id), side, now);
}

export async function adminCancelBooking(db: Db, payments: PaymentsProvider, actorId: string, input: { bookingId: string; refund?: boolean | undefined; reason: string }, baseUrl: string, now = new Date()) {
  const row = await loadBooking(db, input.bookingId);
  if (row.status !== "pending" && row.status !== "confirmed") throw new AppError({ code: "CONFLICT", message: "Only a pending or confirmed booking can be cancelled" });
  await cancel(db, payments, row, "admin", baseUrl, now, actorId, input.refund, input.reason);
  return toBooking(await loadBooking(db, row.id), "admin", now);
}

/** Moves a booking to another open slot of the same mentor; a confirmed one gets an updated invite. */
export async function rescheduleBooking(db: Db, viewer: Viewer, input: { bookingId: string; startsAt: string }, baseUrl: string, now = new Date()) {
  const row = await loadBooking(db, input.bookingId);
  const side = sideOf(row, viewer);
  if (row.status !== "pending" && row.status !== "confirmed") throw new AppError({ code: "CONFLICT", message: "Only a pending or confirmed booking can be moved" });
  if (row.startsAt <= now) throw new AppError({ code: "CONFLICT", message: "A session that has started can no longer be moved" });
  const slot = await requireOpenSlot(db, row.mentorId, new Date(input.startsAt), now, row.id);
  try {
    await db.$transaction(async (tx) => {
      await changeStatus(tx, row, [row.status], {
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        inviteSequence: { increment: 1 },
        reminder24hAt: null,
        reminder1hAt: null,
      });
      const invite = await inviteData(tx, row.id);
      if (row.status === "confirmed") await sendBookingEmails(tx, invite, "rescheduled", baseUrl);
      else await sendBookingEmails(tx, invite, "requested", baseUrl, ["mentor"]);
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw new AppError({ code: "CONFLICT", message: "This time was just booked by someone else. Please pick another slot." });
    throw e;
  }
  return toBooking(await loadBooking(db, row.id), side, now);
}

/** After the start, one side marks the other absent; a mentor who did not come gives the session back. */
export async function markNoShow(db: Db, payments: PaymentsProvider, viewer: Viewer, bookingId: string, now = new Date()) {
  const row = await loadBooking(db, bookingId);
  const side = sideOf(row, viewer);
  if (row.startsAt > now) throw new AppError({ code: "CONFLICT", message: "A no-show can be marked once the session has started" });
  const absent: BookingParty = side === "mentee" ? "mentor" : "mentee";
  await db.$transaction(async (tx) => {
    await changeStatus(tx, row, ["confirmed"], { status: "no_show", noShowParty: absent, forfeited: absent === "mentee" });
    if (absent === "mentor") await returnFunding(tx, row);
  });
  if (absent === "mentor" && row.funding === "payment") await refundSessionPayment(db, payments, row.id, null);
  return toBooking(await loadBooking(db, row.id), side, now);
}
