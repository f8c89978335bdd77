// A booking as the API returns it to one viewer (mentee, mentor or admin): what they may do next,
// and the meeting link only from 10 minutes before the start.
import type { BookingOutput, BookingParty, BookingStatus } from "../../../shared/schemas/bookings.js";
import { cents } from "../../../shared/money.js";

export const MEETING_LINK_LEAD_MS = 10 * 60_000;
/** Cancelling at least this long before the start returns the credit or refunds the session. */
export const FREE_CANCEL_MS = 24 * 3_600_000;
export const LIVE_STATUSES: BookingStatus[] = ["awaiting_payment", "pending", "confirmed"];

export const bookingInclude = {
  mentor: { select: { id: true, name: true, imageUrl: true, userId: true, availability: { select: { meetingUrl: true } } } },
  mentee: { select: { id: true, firstName: true, lastName: true } },
  payment: { select: { amount: true, status: true } },
} as const;

export interface BookingRow {
  id: string;
  mentorId: string;
  menteeId: string;
  startsAt: Date;
  endsAt: Date;
  status: BookingStatus;
  funding: "mentorship" | "credit" | "payment";
  topic: string | null;
  cancelledBy: BookingParty | null;
  noShowParty: BookingParty | null;
  createdAt: Date;
  mentor: { id: string; name: string; imageUrl: string | null; userId: string; availability: { meetingUrl: string | null } | null };
  mentee: { id: string; firstName: string; lastName: string };
  payment: { amount: number; status: string } | null;
}

export function toBooking(row: BookingRow, role: "mentee" | "mentor" | "admin", now = new Date()): BookingOutput {
  const start = row.startsAt.getTime();
  const open = row.status === "pending" || row.status === "confirmed";
  const before = now.getTime() < start;
  const meetingUrlFrom = new Date(start - MEETING_LINK_LEAD_MS);
  const linkVisible = row.status === "confirmed" && now.getTime() >= meetingUrlFrom.getTime() && now.getTime() < row.endsAt.getTime() + 60 * 60_000;
  return {
    id: row.id,
    mentorId: row.mentorId,
    menteeId: row.menteeId,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    status: row.status,
    funding: row.funding,
    topic: row.topic,
    cancelledBy: row.cancelledBy,
    noShowParty: row.noShowParty,
    role,
    mentor: { id: row.mentor.id, name: row.mentor.name, imageUrl: row.mentor.imageUrl },
    mentee: { id: row.mentee.id, name: `${row.mentee.firstName} ${row.mentee.lastName}`.trim() },
    meetingUrl: linkVisible ? (row.mentor.availability?.meetingUrl ?? null) : null,
    meetingUrlFrom,
    amountPaid: row.payment && row.payment.status !== "failed" ? cents(row.payment.amount) : null,
    canConfirm: role === "mentor" && row.status === "pending" && before,
    canCancel: role !== "admin" && open && before,
    canReschedule: role !== "admin" && open && before,
    canMarkNoShow: role !== "admin" && row.status === "confirmed" && now.getTime() >= start,
    cancelReturns: role === "mentor" || start - now.getTime() >= FREE_CANCEL_MS,
    createdAt: row.createdAt,
  };
}
