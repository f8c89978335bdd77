// Referrals: invitations with unique codes, linking a sign-up to its inviter, and the inviter's
// ledger (a reward per invitee payment to a paid mentor, a reversal on refund).
// CONTRACT used by billing (rewardReferralForMentorPayment, reverseReferralReward) and auth
// (linkReferral through services.onRegistered).
import type { Tx } from "../../db/transaction.js";
import { randomInt } from "node:crypto";
import type { Db } from "../../db/client.js";
import { isUniqueViolation } from "../../db/unique-violation.js";
import { REFERRAL_CODE_ALPHABET, REFERRAL_CODE_LENGTH, type InvitationInput } from "../../../shared/schemas/referrals.js";
import { enqueueEmail } from "../../providers/mail/index.js";
import { getSettings } from "../settings/service.js";
import { AppError } from "../../lib/errors.js";

export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

export const normaliseCode = (code: string) => code.trim().toUpperCase();


export function invitationEmail(input: { inviterName: string; inviteeFirstName: string; code: string; baseUrl: string }) {
  const link = `${input.baseUrl.replace(/\/+$/, "")}/signup?ref=${encodeURIComponent(input.code)}`;
  return {
    subject: `${input.inviterName} invited you to LeadOne`,
    body: [
      `Hi ${input.inviteeFirstName},`,
      "",
      `${input.inviterName} thinks you would enjoy LeadOne, your leadership assistant: ask a leadership question and get three tailored approaches, and connect with mentors.`,
      "",
      `Create your account here: ${link}`,
      `Your referral code: ${input.code}`,
      "",
      "— The LeadOne team",
    ].join("\n"),
    link,
  };
}

/**
 * Creates an invitation and queues its email in one transaction. One invitation per invitee email
 * per inviter (409 after); inviting yourself is refused (400).
 */
export async function createInvitation(db: Db, inviter: { id: string; email: string; firstName: string; lastName: string }, input: InvitationInput, baseUrl: string) {
  const inviteeEmail = input.inviteeEmail.trim().toLowerCase();
  if (inviteeEmail === inviter.email.toLowerCase()) {
    throw new AppError({ code: "BAD_REQUEST", message: "You cannot invite yourself" });
  }
  const existing = await db.invitation.findUnique({ where: { inviterId_inviteeEmail: { inviterId: inviter.id, inviteeEmail } }, select: { id: true } });
  if (existing) throw new AppError({ code: "CONFLICT", message: "You have already invited this email address" });

  const inviterName = `${inviter.firstName} ${inviter.lastName}`.trim() || "A friend";
  for (let attempt = 0; attempt < 5; attempt++) {
    const referralCode = newReferralCode();
    try {
      await db.$transaction(async (tx) => {
        await tx.invitation.create({
          data: {
            inviterId: inviter.id,
            inviteeFirstName: input.inviteeFirstName,
            inviteeLastName: input.inviteeLastName,
            inviteeEmail,
            inviteePhone: input.inviteePhone,
            referralCode,
          },
        });
        const mail = invitationEmail({ inviterName, inviteeFirstName: input.inviteeFirstName, code: referralCode, baseUrl });
        await enqueueEmail(tx, { to: inviteeEmail, subject: mail.subject, body: mail.body });
      });
      // The link the inviter can share by hand (Copy): the same one the email carries.
      return { referralCode, inviteUrl: invitationEmail({ inviterName, inviteeFirstName: input.inviteeFirstName, code: referralCode, baseUrl }).link };
    } catch (error) {
      if (isUniqueViolation(error, "referralCode")) continue; // a code collision: draw again
      if (isUniqueViolation(error)) throw new AppError({ code: "CONFLICT", message: "You have already invited this email address" });
      throw error;
    }
  }
  throw new AppError({ code: "INTERNAL_SERVER_ERROR", message: "Could not create a referral code" });
}

/**
 * Inside the registration transaction: links the new user to the inviter of `referralCode`. A code
 * is used once. An unknown or used code, or one the inviter would use on themselves, links nothing
 * and registration still succeeds — the answer never reveals whether a code exists.
 */
export async function linkReferral(tx: Tx, userId: string, referralCode: string): Promise<boolean> {
  const code = normaliseCode(referralCode);
  if (!code) return false;
  const invitation = await tx.invitation.findUnique({ where: { referralCode: code }, include: { inviter: { select: { id: true, email: true } } } });
  if (!invitation || invitation.acceptedUserId) return false;
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true, referredById: true } });
  if (!user || user.referredById) return false;
  if (invitation.inviterId === userId || invitation.inviter.email === user.email) return false;
  const claimed = await tx.invitation.updateMany({ where: { id: invitation.id, acceptedUserId: null }, data: { acceptedUserId: userId, acceptedAt: new Date() } });
  if (claimed.count !== 1) return false;
  await tx.user.update({ where: { id: userId }, data: { referredById: invitation.inviterId } });
  return true;
}

/**
 * Inside the transaction that records a successful payment by `inviteeId` to a paid mentor: credits
 * the inviter (if any) with the referral share of the platform's fee, as a ledger entry. Idempotent:
 * one reward per payment.
 */
export async function rewardReferralForMentorPayment(tx: Tx, payment: { id: string; userId: string; platformFee: number }): Promise<void> {
  const payer = await tx.user.findUnique({ where: { id: payment.userId }, select: { referredById: true } });
  if (!payer?.referredById || payer.referredById === payment.userId) return;
  const settings = await getSettings(tx);
  const amount = Math.round((payment.platformFee * settings.referralSharePercent) / 100);
  if (amount <= 0) return;
  const existing = await tx.referralReward.findUnique({ where: { paymentId_kind: { paymentId: payment.id, kind: "reward" } }, select: { id: true } });
  if (existing) return;
  await tx.referralReward.create({ data: { inviterId: payer.referredById, inviteeId: payment.userId, paymentId: payment.id, kind: "reward", amount } });
}

/** Inside the refund transaction: reverses the reward made for that payment, if any (once). */
export async function reverseReferralReward(tx: Tx, paymentId: string): Promise<void> {
  const reward = await tx.referralReward.findUnique({ where: { paymentId_kind: { paymentId, kind: "reward" } } });
  if (!reward) return;
  const reversed = await tx.referralReward.findUnique({ where: { paymentId_kind: { paymentId, kind: "reversal" } }, select: { id: true } });
  if (reversed) return;
  await tx.referralReward.create({ data: { inviterId: reward.inviterId, inviteeId: reward.inviteeId, paymentId, kind: "reversal", amount: -reward.amount } });
}

/** What the inviter sees: invitations (invited/joined), sign-ups, earnings and the ledger. */
export async function referralSummary(db: Db, userId: string) {
  const [invitations, ledger, signUps, settings, total] = await Promise.all([
    db.invitation.findMany({
      where: { inviterId: userId },
      orderBy: { createdAt: "desc" },
      take: 200,
      select: { id: true, inviteeFirstName: true, inviteeLastName: true, inviteeEmail: true, referralCode: true, acceptedAt: true, acceptedUserId: true, createdAt: true },
    }),
    db.referralReward.findMany({
      where: { inviterId: userId },
      orderBy: { createdAt: "desc" },
      take: 200,
      select: { id: true, kind: true, amount: true, createdAt: true, invitee: { select: { firstName: true, lastName: true } } },
    }),
    db.user.count({ where: { referredById: userId } }),
    getSettings(db),
    db.referralReward.aggregate({ where: { inviterId: userId }, _sum: { amount: true } }),
  ]);
  return {
    invitations: invitations.map((i) => ({
      id: i.id,
      name: `${i.inviteeFirstName} ${i.inviteeLastName}`,
      email: i.inviteeEmail,
      referralCode: i.referralCode,
      status: i.acceptedUserId ? ("joined" as const) : ("invited" as const),
      invitedAt: i.createdAt,
      joinedAt: i.acceptedAt,
    })),
    invitedCount: invitations.length,
    signUps,
    earningsTotal: total._sum.amount ?? 0,
    /** The inviter's share of the platform's fee now (admin → Settings), for the texts that name it. */
    sharePercent: settings.referralSharePercent,
    ledger: ledger.map((r) => ({ id: r.id, kind: r.kind, amount: r.amount, createdAt: r.createdAt, invitee: `${r.invitee.firstName} ${r.invitee.lastName}` })),
  };
}
