// Sessions with a mentor: availability (Mentor Panel), open slots (public), bookings and their
// lifecycle. Times travel as ISO 8601 instants (UTC); availability hours are in the mentor's zone.
import { z } from "zod";
import { zId, zQueryInt, zText } from "./common.js";
import { zCardInput } from "./billing.js";

import { zBookingFunding, zBookingParty, zBookingStatus, zPaymentStatus, type BookingFunding, type BookingParty, type BookingStatus } from "./statuses.js";
import { zCents, zCentsOf } from "./money.js";
export { zBookingFunding, zBookingParty, zBookingStatus, type BookingFunding, type BookingParty, type BookingStatus };

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const SESSION_LENGTHS = [30, 45, 60] as const;
export const MAX_TOPIC = 2000;
export const MAX_RANGE_DAYS = 62;

const zClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Times are HH:MM (24-hour)");
const zInterval = z
  .strictObject({ start: zClock, end: zClock })
  .refine((i) => i.start < i.end, "Each period must end after it starts");
const zDayHours = z.array(zInterval).max(6, "At most 6 periods a day");
const zDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Dates are YYYY-MM-DD").refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), "Not a real date");
const zTimeZone = z
  .string()
  .min(1)
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "Unknown time zone");

export const zWeeklyHours = z.strictObject(Object.fromEntries(WEEKDAYS.map((d) => [d, zDayHours])) as Record<Weekday, typeof zDayHours>);
export type WeeklyHours = z.infer<typeof zWeeklyHours>;

export const zAvailabilityInput = z.strictObject({
  timeZone: zTimeZone,
  weeklyHours: zWeeklyHours,
  blockoutDates: z.array(zDate).max(366),
  sessionMinutes: z.union([z.literal(30), z.literal(45), z.literal(60)]),
  minNoticeHours: z.number().int().min(0).max(24 * 14),
  maxAdvanceDays: z.number().int().min(1).max(365),
  meetingUrl: z.url({ protocol: /^https?$/, error: "The meeting link must be an http(s) URL" }).max(500).nullable(),
  autoConfirm: z.boolean(),
  /** Price of one paid session in cents (paid mentors only); 0 = single sessions not sold. */
  sessionPrice: zCentsOf({ max: 10_000_00 }),
});
export type AvailabilityInput = z.infer<typeof zAvailabilityInput>;
export const zAvailabilityOutput = zAvailabilityInput.extend({ configured: z.boolean() });

export const zSlotsInput = z.strictObject({ id: zId, from: zDate, to: zDate });
export const zSlot = z.object({ startsAt: z.iso.datetime(), endsAt: z.iso.datetime() });
export const zSlotsOutput = z.object({
  slots: z.array(zSlot),
  sessionMinutes: z.number().int(),
  timeZone: z.string().nullable(),
  sessionPrice: zCents,
});

const zPay = {
  paymentMethodId: zId.optional(),
  card: zCardInput.optional(),
};

export const zBookingCreateInput = z.strictObject({
  mentorId: zId,
  startsAt: z.iso.datetime({ offset: true, error: "startsAt must be an ISO 8601 date-time" }),
  topic: zText("Topic", MAX_TOPIC).trim().optional(),
  /** The mentee chose to also send the topic to the mentor as a (stored) message. */
  topicAsMessage: z.boolean().optional(),
  /** Without an active mentorship: spend a mentor-call credit (default) or buy a single session. */
  payWith: z.enum(["credit", "payment"]).optional(),
  ...zPay,
});
export type BookingCreateInput = z.infer<typeof zBookingCreateInput>;

export const zBookingIdInput = z.strictObject({ bookingId: zId });
export const zBookingRescheduleInput = z.strictObject({ bookingId: zId, startsAt: z.iso.datetime({ offset: true, error: "startsAt must be an ISO 8601 date-time" }) });

export const zBookingOutput = z.object({
  id: z.string(),
  mentorId: z.string(),
  menteeId: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  status: zBookingStatus,
  funding: zBookingFunding,
  topic: z.string().nullable(),
  cancelledBy: zBookingParty.nullable(),
  noShowParty: zBookingParty.nullable(),
  /** The viewer's side of this booking. */
  role: z.enum(["mentee", "mentor", "admin"]),
  mentor: z.object({ id: z.string(), name: z.string(), imageUrl: z.string().nullable() }),
  mentee: z.object({ id: z.string(), name: z.string() }),
  /** The meeting link, present from 10 minutes before the start of a confirmed session. */
  meetingUrl: z.string().nullable(),
  meetingUrlFrom: z.date(),
  /** Cents paid for a single session, else null. */
  amountPaid: zCents.nullable(),
  canConfirm: z.boolean(),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  canMarkNoShow: z.boolean(),
  /** Cancelling now returns the credit / refunds the payment. */
  cancelReturns: z.boolean(),
  createdAt: z.date(),
});
export type BookingOutput = z.infer<typeof zBookingOutput>;
export const zBookingListOutput = z.object({ bookings: z.array(zBookingOutput) });

export const zAdminBookingsInput = z
  .strictObject({
    status: z.union([zBookingStatus, z.literal("all")]).default("all"),
    page: zQueryInt(1, 10_000).default(1),
    pageSize: zQueryInt(1, 100).default(25),
  })
  .prefault({});
export const zAdminBookingCancelInput = z.strictObject({ bookingId: zId, refund: z.boolean().default(true), reason: zText("Reason", 500).trim().min(1, "Reason is required") });
export const zAdminBookingsOutput = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      startsAt: z.date(),
      endsAt: z.date(),
      status: zBookingStatus,
      funding: zBookingFunding,
      mentorName: z.string(),
      menteeName: z.string(),
      menteeEmail: z.string(),
      amountPaid: zCents.nullable(),
      paymentStatus: zPaymentStatus.nullable(),
      createdAt: z.date(),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
