// Emails about a booking, queued in the outbox inside the transaction that changed it. A confirmed
// session carries an iCalendar invite (the `ics` library); a reschedule sends an update (higher
// SEQUENCE, same UID) and a cancellation a METHOD:CANCEL, so calendars replace or remove the event.
import type { Tx } from "../../db/transaction.js";
import { createEvent, type EventAttributes } from "ics";
import type { Db } from "../../db/client.js";
import { enqueueEmail } from "../../providers/mail/index.js";
import { formatDateTime } from "../../../shared/dates.js";

export interface InviteBooking {
  id: string;
  startsAt: Date;
  endsAt: Date;
  inviteSequence: number;
  topic: string | null;
  mentor: { name: string; user: { email: string; firstName: string } };
  mentee: { email: string; firstName: string; lastName: string };
}

export const inviteSelect = {
  id: true,
  startsAt: true,
  endsAt: true,
  inviteSequence: true,
  topic: true,
  mentor: { select: { name: true, user: { select: { email: true, firstName: true } } } },
  mentee: { select: { email: true, firstName: true, lastName: true } },
} as const;

const when = (d: Date) => `${formatDateTime(d, "UTC")} UTC`;

/** The .ics text of a session (REQUEST = new or updated, CANCEL = removed). */
export function sessionIcs(b: InviteBooking, method: "REQUEST" | "CANCEL", bookingsUrl: string): string {
  const event: EventAttributes = {
    start: b.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    end: b.endsAt.getTime(),
    endInputType: "utc",
    endOutputType: "utc",
    title: `LeadOne session: ${b.mentor.name} and ${b.mentee.firstName} ${b.mentee.lastName}`,
    description: `Your mentoring session on LeadOne. The meeting link appears on the booking 10 minutes before the start: ${bookingsUrl}`,
    url: bookingsUrl,
    uid: `booking-${b.id}@leadone.app`,
    sequence: b.inviteSequence,
    method,
    status: method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: "LeadOne", email: "sessions@leadone.app" },
    attendees: [
      { name: b.mentor.name, email: b.mentor.user.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" },
      { name: `${b.mentee.firstName} ${b.mentee.lastName}`, email: b.mentee.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" },
    ],
  };
  const { error, value } = createEvent(event);
  if (error || !value) throw error ?? new Error("Could not build the calendar invite");
  return value;
}

type Kind = "confirmed" | "rescheduled" | "cancelled" | "requested" | "declined" | "reminder24h" | "reminder1h";

const SUBJECTS: Record<Kind, string> = {
  requested: "New session request",
  confirmed: "Session confirmed",
  rescheduled: "Session moved",
  cancelled: "Session cancelled",
  declined: "Session request declined",
  reminder24h: "Reminder: your session is tomorrow",
  reminder1h: "Reminder: your session starts in an hour",
};

/** Queues the emails of one event to the side(s) it concerns; invites ride along where calendars need them. */
export async function sendBookingEmails(tx: Tx, b: InviteBooking, kind: Kind, baseUrl: string, to: Array<"mentee" | "mentor"> = ["mentee", "mentor"]) {
  const bookingsUrl = `${baseUrl.replace(/\/$/, "")}/account`;
  const method = kind === "confirmed" || kind === "rescheduled" ? "REQUEST" : kind === "cancelled" ? "CANCEL" : null;
  const ics = method ? sessionIcs(b, method, bookingsUrl) : null;
  const attachments = ics ? [{ filename: method === "CANCEL" ? "cancel.ics" : "invite.ics", contentType: `text/calendar; charset=utf-8; method=${method}`, content: ics }] : undefined;
  for (const side of to) {
    const recipient = side === "mentee" ? { email: b.mentee.email, name: b.mentee.firstName } : { email: b.mentor.user.email, name: b.mentor.user.firstName };
    const other = side === "mentee" ? b.mentor.name : `${b.mentee.firstName} ${b.mentee.lastName}`;
    const lines = [
      `Hello ${recipient.name},`,
      "",
      `${SUBJECTS[kind]}: your session with ${other} on ${when(b.startsAt)} (until ${when(b.endsAt)}).`,
      kind === "requested" ? "Please confirm or decline it in the Mentor Panel." : "",
      kind === "confirmed" || kind === "rescheduled" ? "The calendar invite is attached. The meeting link appears on the booking 10 minutes before the start." : "",
      kind.startsWith("reminder") ? "The meeting link appears on the booking 10 minutes before the start." : "",
      "",
      `Your bookings: ${bookingsUrl}`,
    ].filter((line, i, all) => line !== "" || all[i - 1] !== "");
    await enqueueEmail(tx, { to: recipient.email, subject: `${SUBJECTS[kind]} — ${other}`, body: lines.join("\n"), attachments });
  }
}
