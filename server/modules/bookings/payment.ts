// Buying a single session from a paid mentor: the same charge function, invoice, commission and
// referral reward as a mentorship payment. The booking already holds its slot (awaiting_payment), so
// the slot cannot be sold twice while the card is charged; the charge's idempotency key is the
// booking's id, so one booking is never charged twice. A failed card releases the slot.
import { AppError } from "../../lib/errors.js";
import type { Db } from "../../db/client.js";
import type { PaymentsProvider } from "../../providers/payments/index.js";
import type { PaymentMethod } from "../../db/generated/client.js";
import { recordCharge } from "../billing/charges.js";
import { getSettings } from "../settings/service.js";
import { rewardReferralForMentorPayment } from "../referrals/service.js";
import { postTopicMessage } from "../messages/service.js";
import { sendBookingEmails } from "./invites.js";
import { inviteData } from "./service.js";

export interface SessionCharge {
  bookingId: string;
  menteeId: string;
  mentor: { id: string; name: string };
  amount: number;
  confirm: boolean;
  topicMessage: string | null;
  method: PaymentMethod;
  baseUrl: string;
  now: Date;
}

export async function chargeSession(db: Db, payments: PaymentsProvider, s: SessionCharge) {
  const settings = await getSettings(db);
  const platformFee = Math.round((s.amount * settings.platformCommissionPercent) / 100);
  const description = `Single session with ${s.mentor.name}`;
  try {
    await recordCharge(db, payments, {
      userId: s.menteeId,
      kind: "session",
      amount: s.amount,
      description,
      keyPrefix: `session:${s.bookingId}`,
      method: s.method,
      lines: [{ description, quantity: 1, unitAmount: s.amount, amount: s.amount }],
      now: s.now,
      apply: async (tx, payment) => {
        const status = s.confirm ? "confirmed" : "pending";
        const { count } = await tx.booking.updateMany({ where: { id: s.bookingId, status: "awaiting_payment" }, data: { status, paymentId: payment.id } });
        if (count !== 1) throw new AppError({ code: "CONFLICT", message: "This booking is no longer waiting for payment" });
        await tx.mentorEarning.create({ data: { mentorId: s.mentor.id, paymentId: payment.id, gross: s.amount, platformFee, net: s.amount - platformFee } });
        await rewardReferralForMentorPayment(tx, { id: payment.id, userId: s.menteeId, platformFee });
        if (s.topicMessage) await postTopicMessage(tx, { menteeId: s.menteeId, mentorId: s.mentor.id, bookingId: s.bookingId, body: s.topicMessage, now: s.now });
        await sendBookingEmails(tx, await inviteData(tx, s.bookingId), s.confirm ? "confirmed" : "requested", s.baseUrl, s.confirm ? ["mentee", "mentor"] : ["mentor"]);
      },
    });
  } catch (e) {
    // Not paid: the held slot is released (the booking never existed for anyone).
    await db.booking.deleteMany({ where: { id: s.bookingId, status: "awaiting_payment" } });
    throw e;
  }
}
