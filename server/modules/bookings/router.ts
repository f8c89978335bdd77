import {
  zAdminBookingCancelInput, zAdminBookingsInput, zAdminBookingsOutput, zAvailabilityInput, zAvailabilityOutput, zBookingCreateInput,
  zBookingIdInput, zBookingListOutput, zBookingOutput, zBookingRescheduleInput, zSlotsInput, zSlotsOutput,
} from "../../../shared/schemas/bookings.js";
import type { Context } from "../../trpc/context.js";
import { adminProcedure, mentorProcedure, publicProcedure, router, userProcedure } from "../../trpc/init.js";
import { adminBookings } from "./admin.js";
import { myAvailability, saveMyAvailability } from "./availability.js";
import { adminCancelBooking, cancelBooking, confirmBooking, declineBooking, markNoShow, rescheduleBooking } from "./lifecycle.js";
import { createBooking, mentorSlots, myBookings } from "./service.js";

/** Where links in emails point (PUBLIC_URL, else the origin the request came to). */
export const baseUrl = (ctx: Pick<Context, "config" | "req">) => ctx.config.PUBLIC_URL ?? `${ctx.req.protocol}://${ctx.req.host}`;

export const bookingsRouter = router({
  availability: mentorProcedure
    .meta({ rest: { method: "GET", path: "/api/mentor-area/availability", summary: "The signed-in mentor's availability" } })
    .output(zAvailabilityOutput)
    .query(({ ctx }) => myAvailability(ctx.db, ctx.user.id)),

  saveAvailability: mentorProcedure
    .meta({ rest: { method: "PUT", path: "/api/mentor-area/availability", summary: "Set time zone, weekly hours, blockout dates, session length, notice, horizon and meeting link" } })
    .input(zAvailabilityInput)
    .output(zAvailabilityOutput)
    .mutation(({ ctx, input }) => saveMyAvailability(ctx.db, ctx.user.id, input)),

  slots: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/mentors/:id/slots", summary: "A mentor's open session slots between two dates (UTC instants)" } })
    .input(zSlotsInput)
    .output(zSlotsOutput)
    .query(({ ctx, input }) => mentorSlots(ctx.db, input)),

  create: userProcedure
    .meta({ rest: { method: "POST", path: "/api/bookings", summary: "Book a session in an open slot" } })
    .input(zBookingCreateInput)
    .output(zBookingOutput)
    .mutation(({ ctx, input }) => createBooking(ctx.db, ctx.services.payments, ctx.user.id, input, baseUrl(ctx))),

  mine: userProcedure
    .meta({ rest: { method: "GET", path: "/api/bookings", summary: "My bookings, as mentee or as mentor" } })
    .output(zBookingListOutput)
    .query(({ ctx }) => myBookings(ctx.db, ctx.user.id)),

  confirm: userProcedure
    .meta({ rest: { method: "POST", path: "/api/bookings/:bookingId/confirm", summary: "The mentor confirms a booking" } })
    .input(zBookingIdInput)
    .output(zBookingOutput)
    .mutation(({ ctx, input }) => confirmBooking(ctx.db, ctx.user, input.bookingId, baseUrl(ctx))),

  decline: userProcedure
    .meta({ rest: { method: "POST", path: "/api/bookings/:bookingId/decline", summary: "The mentor declines a booking (the credit or payment goes back)" } })
    .input(zBookingIdInput)
    .output(zBookingOutput)
    .mutation(({ ctx, input }) => declineBooking(ctx.db, ctx.services.payments, ctx.user, input.bookingId, baseUrl(ctx))),

  cancel: userProcedure
    .meta({ rest: { method: "POST", path: "/api/bookings/:bookingId/cancel", summary: "Cancel a booking (24 h or more ahead returns the credit or refunds)" } })
    .input(zBookingIdInput)
    .output(zBookingOutput)
    .mutation(({ ctx, input }) => cancelBooking(ctx.db, ctx.services.payments, ctx.user, input.bookingId, baseUrl(ctx))),

  reschedule: userProcedure
    .meta({ rest: { method: "POST", path: "/api/bookings/:bookingId/reschedule", summary: "Move a booking to another open slot" } })
    .input(zBookingRescheduleInput)
    .output(zBookingOutput)
    .mutation(({ ctx, input }) => rescheduleBooking(ctx.db, ctx.user, input, baseUrl(ctx))),

  noShow: userProcedure
    .meta({ rest: { method: "POST", path: "/api/bookings/:bookingId/no-show", summary: "Mark the other side absent (after the start)" } })
    .input(zBookingIdInput)
    .output(zBookingOutput)
    .mutation(({ ctx, input }) => markNoShow(ctx.db, ctx.services.payments, ctx.user, input.bookingId)),

  adminList: adminProcedure
    .meta({ rest: { method: "GET", path: "/api/admin/bookings", summary: "All bookings (admin)" } })
    .input(zAdminBookingsInput)
    .output(zAdminBookingsOutput)
    .query(({ ctx, input }) => adminBookings(ctx.db, input)),

  adminCancel: adminProcedure
    .meta({ rest: { method: "POST", path: "/api/admin/bookings/:bookingId/cancel", summary: "Cancel a booking as an admin (refund rules apply; audited)" } })
    .input(zAdminBookingCancelInput)
    .output(zBookingOutput)
    .mutation(({ ctx, input }) => adminCancelBooking(ctx.db, ctx.services.payments, ctx.user.id, input, baseUrl(ctx))),
});
