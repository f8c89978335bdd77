// Paying for a mentorship, and the mentor's earnings from such payments.
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import { addMonths } from "../../../shared/billing.js";
import type { PaymentsProvider } from "../../providers/payments/index.js";
import { getSettings } from "../settings/service.js";
import { activatePaidMentorship } from "../mentorships/service.js";
import { rewardReferralForMentorPayment } from "../referrals/service.js";
import { paidReceipt, recordCharge, type ChargeRequest } from "./charges.js";
import { resolvePaymentMethod, type PayWith } from "./payment-methods.js";
import type { PaymentMethod } from "../../db/generated/client.js";
import type { Tx } from "../../db/transaction.js";

export async function payMentorship(db: Db, payments: PaymentsProvider, userId: string, input: { mentorshipId: string } & PayWith, now = new Date()) {
  const m = await db.mentorship.findFirst({
    where: { id: input.mentorshipId, menteeId: userId },
    include: { mentor: { select: { id: true, name: true } } },
  });
  if (!m) throw notFound("Mentorship");
  // A pending mentorship's first payment, or an overdue renewal during its grace period.
  const overdue = m.status === "active" && m.renewalGraceEnd !== null && m.currentPeriodEnd !== null;
  if (m.status !== "pending_payment" && !overdue) throw new AppError({ code: "CONFLICT", message: "This mentorship is not waiting for payment." });
  if (m.paymentFrequency === "free" || !m.paymentAmount || m.paymentAmount <= 0) throw new AppError({ code: "BAD_REQUEST", message: "A free mentorship needs no payment." });
  const method = await resolvePaymentMethod(db, payments, userId, input, now);
  return paidReceipt(await recordCharge(db, payments, await mentorshipCharge(db, m, now, method)));
}

export type PayableMentorship = { id: string; mentorId: string; menteeId: string; paymentFrequency: "monthly" | "yearly" | "free"; paymentAmount: number | null; currentPeriodEnd: Date | null; mentor: { name: string } };

/**
 * The charge of one period of a paid mentorship: the first one (from now) or the renewal of the period
 * that ended (from its end, so the periods follow each other). On success, in the same transaction:
 * the period is extended, the mentor's earning and any referral reward are recorded (as for every
 * mentorship payment), then `onPaid` (e.g. the renewal email); the charge layer writes the invoice.
 */
export async function mentorshipCharge(
  db: Db,
  m: PayableMentorship,
  now: Date,
  method: PaymentMethod | null,
  onPaid?: (tx: Tx, periodEnd: Date) => Promise<void>,
): Promise<ChargeRequest> {
  const settings = await getSettings(db);
  const amount = m.paymentAmount ?? 0;
  const months = m.paymentFrequency === "yearly" ? 12 : 1;
  const renewal = m.currentPeriodEnd !== null;
  const periodEnd = addMonths(renewal ? m.currentPeriodEnd! : now, months);
  const platformFee = Math.round((amount * settings.platformCommissionPercent) / 100);
  const description = `Mentorship with ${m.mentor.name} (${m.paymentFrequency})${renewal ? " renewal" : ""}`;
  return {
    userId: m.menteeId,
    kind: "mentorship",
    amount,
    description,
    keyPrefix: `mentorship:${m.id}:${m.currentPeriodEnd?.toISOString() ?? "first"}`,
    method,
    mentorshipId: m.id,
    lines: [{ description, quantity: 1, unitAmount: amount, amount }],
    period: { start: renewal ? m.currentPeriodEnd! : now, end: periodEnd },
    now,
    apply: async (tx, payment) => {
      await activatePaidMentorship(tx, m.id, periodEnd);
      await tx.mentorEarning.create({ data: { mentorId: m.mentorId, paymentId: payment.id, gross: amount, platformFee, net: amount - platformFee } });
      await rewardReferralForMentorPayment(tx, { id: payment.id, userId: m.menteeId, platformFee });
      await onPaid?.(tx, periodEnd);
    },
  };
}

export async function mentorEarnings(db: Db, userId: string) {
  const profile = await db.mentorProfile.findUnique({ where: { userId }, select: { id: true } });
  if (!profile) return { earnings: [], totals: { gross: 0, platformFee: 0, net: 0 } };
  const rows = await db.mentorEarning.findMany({
    where: { mentorId: profile.id },
    orderBy: { createdAt: "desc" },
    take: 200,
    select: {
      id: true,
      gross: true,
      platformFee: true,
      net: true,
      reversedAt: true,
      createdAt: true,
      payment: { select: { description: true, mentorship: { select: { paymentFrequency: true, mentee: { select: { firstName: true, lastName: true } } } } } },
    },
  });
  const live = rows.filter((r) => !r.reversedAt);
  return {
    earnings: rows.map((r) => ({
      id: r.id,
      gross: r.gross,
      platformFee: r.platformFee,
      net: r.net,
      reversed: Boolean(r.reversedAt),
      createdAt: r.createdAt,
      description: r.payment.description,
      menteeName: r.payment.mentorship ? `${r.payment.mentorship.mentee.firstName} ${r.payment.mentorship.mentee.lastName.slice(0, 1)}.` : null,
    })),
    totals: {
      gross: live.reduce((s, r) => s + r.gross, 0),
      platformFee: live.reduce((s, r) => s + r.platformFee, 0),
      net: live.reduce((s, r) => s + r.net, 0),
    },
  };
}
