// The whole money path of a paid mentorship, through the public calls: a referred mentee subscribes,
// pays; the mentorship turns active, the mentor earns the net, the inviter earns 4% of the platform's
// fee, all once; an admin refund reverses the earning and the reward and cancels the mentorship.
import { afterAll, beforeAll, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, uniqueEmail, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
});
afterAll(async () => t?.close());

const card = { number: "4242 4242 4242 4242", expMonth: 12, expYear: 2031, cvc: "123" };

it("pays a mentorship once, splits it, rewards the inviter, and a refund reverses it all", async () => {
  const inviter = await signUp(t);
  const inviteeEmail = uniqueEmail("invitee");
  const invite = await call(t, "POST", "/api/invitations", { inviteeFirstName: "Rae", inviteeLastName: "Lee", inviteeEmail, inviteePhone: "+1 555 0100" }, inviter.cookie);
  expect(invite.status).toBe(200);
  const mentee = await signUp(t, { email: inviteeEmail, referralCode: invite.body.referralCode });
  expect((await t.db.user.findUniqueOrThrow({ where: { id: mentee.id } })).referredById).toBe(inviter.id);

  const mentor = await t.db.mentorProfile.findFirstOrThrow({ where: { isPaidTier: true, isActive: true }, orderBy: { monthlyRate: "desc" } });
  const created = await call(t, "POST", "/api/mentorships", { mentorId: mentor.id, menteeId: "someone-else", paymentFrequency: "monthly", status: "active", paymentAmount: 1 }, mentee.cookie);
  expect(created.status).toBe(200);
  const mentorshipId = created.body.id ?? created.body.mentorship?.id;
  const pending = await t.db.mentorship.findUniqueOrThrow({ where: { id: mentorshipId } });
  expect(pending).toMatchObject({ status: "pending_payment", menteeId: mentee.id, paymentAmount: mentor.monthlyRate });

  // A double click: both calls answer, one charge.
  const [a, b] = await Promise.all([1, 2].map(() => call(t, "POST", `/api/mentorships/${mentorshipId}/pay`, { card }, mentee.cookie)));
  expect([a!.status, b!.status].filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
  expect([a!.status, b!.status].every((s) => s === 200 || s === 409)).toBe(true);
  const payments = await t.db.payment.findMany({ where: { mentorshipId, status: "succeeded" }, include: { mentorEarning: true, invoice: true } });
  expect(payments).toHaveLength(1);
  const payment = payments[0]!;
  expect(payment.amount).toBe(mentor.monthlyRate);
  expect((await t.db.mentorship.findUniqueOrThrow({ where: { id: mentorshipId } })).status).toBe("active");
  const fee = Math.round(mentor.monthlyRate * 0.2);
  expect(payment.mentorEarning).toMatchObject({ gross: mentor.monthlyRate, platformFee: fee, net: mentor.monthlyRate - fee });
  expect(payment.invoice?.status).toBe("paid");
  const rewards = await t.db.referralReward.findMany({ where: { inviterId: inviter.id } });
  expect(rewards).toEqual([expect.objectContaining({ kind: "reward", amount: Math.round(fee * 0.04), paymentId: payment.id })]);
  // Paying again is refused: it is no longer pending.
  expect((await call(t, "POST", `/api/mentorships/${mentorshipId}/pay`, { card }, mentee.cookie)).status).toBe(409);

  const admin = await signUp(t);
  await promote(t, admin.id, { isAdmin: true });
  const { trpc } = await import("./harness.js");
  const refund = await trpc(t, "mutation", "admin.refundPayment", { paymentId: payment.id }, admin.cookie);
  expect(refund.status).toBe(200);
  const after = await t.db.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { mentorEarning: true, invoice: true } });
  expect(after.status).toBe("refunded");
  expect(after.mentorEarning?.reversedAt).toBeInstanceOf(Date);
  expect(after.invoice?.status).toBe("refunded");
  expect((await t.db.mentorship.findUniqueOrThrow({ where: { id: mentorshipId } })).status).toBe("cancelled");
  const ledger = await t.db.referralReward.findMany({ where: { inviterId: inviter.id } });
  expect(ledger.reduce((sum, r) => sum + r.amount, 0)).toBe(0);
});
