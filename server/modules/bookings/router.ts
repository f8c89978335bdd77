import { publicOrigin } from "../../lib/public-origin.js";
import { zNoInput } from "../../../shared/schemas/common.js";
import {
  zAdminBookingCancelInput, zAdminBookingsInput, zAdminBookingsOutput, zAvailabilityInput, zAvailabilityOutput, zBookingCreateInput,
  zBookingIdInput, zBookingListOutput, zBookingOutput, zBookingRescheduleInput, zSlotsInput, zSlotsOutput,
} from "../../../shared/schemas/bookings.js";
import { adminProcedure, mentorProcedure, publicProcedure, router, userProcedure } from "../../trpc/init.js";
import { adminBookings } from "./admin.js";
import { myAvailability, saveMyAvailability } from "./availability.js";
import { adminCancelBooking, cancelBooking, confirmBooking, declineBooking, markNoShow, rescheduleBooking } from "./lifecycle.js";
import { createBooking, mentorSlots, myBookings } from "./service.js";

export const bookingsRouter = router({
  availability: mentorProcedure
    .meta({ rest: { method: "GET", path: "/api/mentor-area/availability", summary: "The signed-in mentor's availability" } })
    .input(zNoInput)
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
    .meta({ rest: { method: "POST", path: "/api/bookings", summary: "Book a session in an open slot" }, money: true })
    .input(zBookingCreateInput)
    .output(zBookingOutput)
    .mutation(({ ctx, input }) => createBooking(ctx.db, ctx.services.payments, ctx.user.id, input, publicOrigin(ctx.config))),

  mine: userProcedure
    .meta({ rest: { method: "GET", path: "/api/bookings", summary: "My bookings, as mentee or as mentor" } })
    .input(zNoInput)
    .output(zBookingListOutput)
    .query(({ ctx }) => myBookings(ctx.db, ctx.user.id)),

  confirm: userProcedure
    .meta({ rest: { method: "POST", path: "/api/bookings/:bookingId/confirm", summary: "The mentor confirms a booking" } })
    .input(zBookingIdInput)
    .output(zBookingOutput)
    .mutation(({ ctx, input }) => confirmBooking(ctx.db, ctx.user, input.bookingId, publicOrigin(ctx.config))),

  decline: userProcedure
    .meta({ rest: { method: "POST", path: "/api/bookings/:bookingId/decline", summary: "The mentor declines a booking (the credit or payment goes back)" } })
    .input(zBookingIdInput)
    .output(zBookingOutput)
    .mutation(({ ctx, input }) => declineBooking(ctx.db, ctx.services.payments, ctx.user, input.bookingId, publicOrigin(ctx.config))),

  cancel: userProcedure
    .meta({ rest: { method: "POST", path: "/api/bookings/:bookingId/cancel", summary: "Cancel a booking (24 h or more ahead returns the credit or refunds)" } })
    .input(zBookingIdInput)
    .output(zBookingOutput)
    .mutation(({ ctx, input }) => cancelBooking(ctx.db, ctx.services.payments, ctx.user, input.bookingId, publicOrigin(ctx.config))),

  reschedule: userProcedure
    .meta({ rest: { method: "POST", path: "/api/bookings/:bookingId/reschedule", summary: "Move a booking to another open slot" } })
    .input(zBookingRescheduleInput)
    .output(zBookingOutput)
    .mutation(({ ctx, input }) => rescheduleBooking(ctx.db, ctx.user, input, publicOrigin(ctx.config))),

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
    .mutation(({ ctx, input }) => adminCancelBooking(ctx.db, ctx.services.payments, ctx.user.id, input, publicOrigin(ctx.config))),
});
