// The admin's view of sessions: every booking with its mentee, mentor, funding and payment.
import type { Db } from "../../db/client.js";
import type { BookingStatus } from "../../../shared/schemas/bookings.js";

export async function adminBookings(db: Db, input: { status: BookingStatus | "all"; page: number; pageSize: number }) {
  const where = input.status === "all" ? {} : { status: input.status };
  const [rows, total] = await Promise.all([
    db.booking.findMany({
      where,
      orderBy: { startsAt: "desc" },
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
      include: { mentor: { select: { name: true } }, mentee: { select: { firstName: true, lastName: true, email: true } }, payment: { select: { amount: true, status: true } } },
    }),
    db.booking.count({ where }),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.id,
      startsAt: r.startsAt,
      endsAt: r.endsAt,
      status: r.status,
      funding: r.funding,
      mentorName: r.mentor.name,
      menteeName: `${r.mentee.firstName} ${r.mentee.lastName}`.trim(),
      menteeEmail: r.mentee.email,
      amountPaid: r.payment?.amount ?? null,
      paymentStatus: r.payment?.status ?? null,
      createdAt: r.createdAt,
    })),
    total,
    page: input.page,
    pageSize: input.pageSize,
  };
}
