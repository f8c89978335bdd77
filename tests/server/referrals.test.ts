import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../server/db/client.js";
import { rewardReferralForMentorPayment } from "../../server/modules/referrals/service.js";
import { drainOutbox } from "../../server/providers/mail/index.js";
import { call, promote, signUp, startTestApp, trpc, uniqueEmail, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const invitee = (overrides: Record<string, unknown> = {}) => ({
  inviteeFirstName: "Grace",
  inviteeLastName: "Hopper",
  inviteeEmail: uniqueEmail("grace"),
  inviteePhone: "+1 555 0100",
  ...overrides,
});

async function invite(cookie: string, overrides: Record<string, unknown> = {}) {
  const body = invitee(overrides);
  const res = await call(t, "POST", "/api/invitations", body, cookie);
  return { res, body };
}

describe("POST /api/invitations", () => {
  it("answers a unique referral code, stores the invitation and queues its email with the sign-up link", async () => {
    const inviter = await signUp(t, { firstName: "Ada", lastName: "Lovelace" });
    const { res, body } = await invite(inviter.cookie, { inviteeEmail: "  Grace.Hopper.Mixed@Example.TEST " });
    expect(res.status).toBe(200);
    // The answer also carries the sign-up link the inviter can share by hand (issue 11 item 5).
    expect(res.body).toEqual({ referralCode: expect.stringMatching(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/), inviteUrl: expect.stringMatching(/\/signup\?ref=[A-Z0-9]{8}$/) });
    const row = await t.db.invitation.findUniqueOrThrow({ where: { referralCode: res.body.referralCode } });
    expect(row).toMatchObject({ inviterId: inviter.id, inviteeEmail: "grace.hopper.mixed@example.test", inviteeFirstName: body.inviteeFirstName, inviteePhone: "+1 555 0100" });
    const mail = await t.db.outboxEmail.findFirstOrThrow({ where: { to: "grace.hopper.mixed@example.test" } });
    expect(mail.status).toBe("queued");
    expect(mail.subject).toBe("Ada Lovelace invited you to LeadOne");
    expect(mail.body).toContain(`/signup?ref=${res.body.referralCode}`);

    // Without SMTP the drain marks it logged; it stays readable for admins.
    await drainOutbox(t.db, null);
    expect((await t.db.outboxEmail.findUniqueOrThrow({ where: { id: mail.id } })).status).toBe("logged");
  });

  it("draws different codes for different invitations", async () => {
    const inviter = await signUp(t);
    const codes = new Set<string>();
    for (let i = 0; i < 5; i++) codes.add((await invite(inviter.cookie)).res.body.referralCode);
    expect(codes.size).toBe(5);
  });

  it.each([
    ["first name of 1 character", { inviteeFirstName: "G" }, "First name is required"],
    ["missing first name", { inviteeFirstName: undefined }, "First name is required"],
    ["last name of 1 character", { inviteeLastName: " H " }, "Last name is required"],
    ["invalid email", { inviteeEmail: "not-an-email" }, "Invalid email address"],
    ["missing email", { inviteeEmail: undefined }, "Invalid email address"],
    ["phone of 4 characters", { inviteePhone: "1234" }, "Phone number is required"],
    ["10 kB first name", { inviteeFirstName: "x".repeat(10_000) }, "First name must be at most 80 characters"],
    ["unknown field", { inviterId: "someone" }, "Unknown field: inviterId"],
  ])("answers 400 for %s with the SPEC's text and writes nothing", async (_label, change, message) => {
    const inviter = await signUp(t);
    const before = await t.db.invitation.count();
    const { res } = await invite(inviter.cookie, change);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message, code: "BAD_REQUEST" });
    expect(await t.db.invitation.count()).toBe(before);
  });

  it("answers 409 when the same email is invited again by the same inviter (any case), but another inviter may", async () => {
    const inviter = await signUp(t);
    const email = uniqueEmail("twice");
    expect((await invite(inviter.cookie, { inviteeEmail: email })).res.status).toBe(200);
    const again = await invite(inviter.cookie, { inviteeEmail: email.toUpperCase() });
    expect(again.res.status).toBe(409);
    expect(again.res.body.message).toBe("You have already invited this email address");
    const other = await signUp(t);
    expect((await invite(other.cookie, { inviteeEmail: email })).res.status).toBe(200);
  });

  it("refuses inviting yourself (400) and signed-out callers (401)", async () => {
    const inviter = await signUp(t);
    const self = await invite(inviter.cookie, { inviteeEmail: inviter.email });
    expect(self.res.status).toBe(400);
    expect(self.res.body.message).toBe("You cannot invite yourself");
    const anonymous = await call(t, "POST", "/api/invitations", invitee());
    expect(anonymous.status).toBe(401);
  });

  it("limits a user to 20 invitations an hour (429 after)", async () => {
    const inviter = await signUp(t);
    for (let i = 0; i < 20; i++) expect((await invite(inviter.cookie)).res.status).toBe(200);
    const over = await invite(inviter.cookie);
    expect(over.res.status).toBe(429);
    expect(over.res.body.code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("linking a sign-up to its inviter", () => {
  it("links once: the first account with the code is linked, a second one is created but not linked", async () => {
    const inviter = await signUp(t);
    const { res } = await invite(inviter.cookie);
    const code = res.body.referralCode as string;
    const friend = await signUp(t, { referralCode: code.toLowerCase() });
    const linked = await t.db.user.findUniqueOrThrow({ where: { id: friend.id } });
    expect(linked.referredById).toBe(inviter.id);
    const inv = await t.db.invitation.findUniqueOrThrow({ where: { referralCode: code } });
    expect(inv.acceptedUserId).toBe(friend.id);
    expect(inv.acceptedAt).toBeInstanceOf(Date);

    const second = await signUp(t, { referralCode: code });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: second.id } })).referredById).toBeNull();

    const summary = await trpc(t, "query", "referrals.summary", undefined, inviter.cookie);
    expect(summary.status).toBe(200);
    expect(summary.body).toMatchObject({ invitedCount: 1, signUps: 1, earningsTotal: 0 });
    expect(summary.body.invitations[0]).toMatchObject({ referralCode: code, status: "joined" });
  });

  it("an unknown code still registers (nothing reveals whether codes exist) and links nothing", async () => {
    const friend = await signUp(t, { referralCode: "ZZZZZZZZ" });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: friend.id } })).referredById).toBeNull();
  });

  it("no self-referral: an inviter who invites an address and the code is used by the inviter's own email links nothing", async () => {
    const inviter = await signUp(t);
    const { res } = await invite(inviter.cookie);
    // The inviter's own email cannot register again (409), so the code stays unused.
    const again = await call(t, "POST", "/api/auth/register", { firstName: "Self", lastName: "Ref", email: inviter.email, password: "correct horse battery", referralCode: res.body.referralCode });
    expect(again.status).toBe(409);
    const inv = await t.db.invitation.findUniqueOrThrow({ where: { referralCode: res.body.referralCode } });
    expect(inv.acceptedUserId).toBeNull();
  });
});

describe("the referral reward", () => {
  // Billing's payMentorship calls rewardReferralForMentorPayment inside its payment transaction; this
  // test makes that transaction itself with a Payment row and a MentorEarning, as billing records them.
  it("credits the inviter 4% of the platform fee once per payment, and an admin refund reverses it", async () => {
    const inviter = await signUp(t);
    const { res } = await invite(inviter.cookie);
    const friend = await signUp(t, { referralCode: res.body.referralCode });
    const mentorUser = await signUp(t, { firstName: "Mentor" });
    const profile = await t.db.mentorProfile.create({
      data: { userId: mentorUser.id, name: "Mentor One", specialty: "Leadership", bio: "", country: "US", experience: 5, isPaidTier: true, monthlyRate: 10000, yearlyRate: 96000 },
    });
    const mentorship = await t.db.mentorship.create({ data: { mentorId: profile.id, menteeId: friend.id, paymentFrequency: "monthly", status: "active", paymentAmount: 10000 } });

    const pay = async () =>
      t.db.$transaction(async (tx) => {
        const payment = await tx.payment.upsert({
          where: { idempotencyKey: `mentorship:${mentorship.id}:1` },
          create: { userId: friend.id, idempotencyKey: `mentorship:${mentorship.id}:1`, kind: "mentorship", description: "Mentorship with Mentor One (monthly)", amount: 10000, status: "succeeded", providerRef: `ch_sbx_test${friend.id}`, mentorshipId: mentorship.id },
          update: {},
        });
        await tx.mentorEarning.upsert({ where: { paymentId: payment.id }, create: { mentorId: profile.id, paymentId: payment.id, gross: 10000, platformFee: 2000, net: 8000 }, update: {} });
        await tx.invoice.upsert({ where: { paymentId: payment.id }, create: { number: `INV-T-${payment.id}`, userId: friend.id, paymentId: payment.id, status: "paid", lines: [], subtotal: 10000, total: 10000 }, update: {} });
        await rewardReferralForMentorPayment(tx as unknown as Db, { id: payment.id, userId: friend.id, platformFee: 2000 });
        return payment;
      });
    const payment = await pay();
    await pay(); // a retry of the same payment: still one reward
    const rewards = await t.db.referralReward.findMany({ where: { paymentId: payment.id } });
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ kind: "reward", amount: 80, inviterId: inviter.id, inviteeId: friend.id });

    let summary = await trpc(t, "query", "referrals.summary", undefined, inviter.cookie);
    expect(summary.body.earningsTotal).toBe(80);
    expect(summary.body.sharePercent).toBe(4);
    expect(summary.body.ledger[0]).toMatchObject({ kind: "reward", amount: 80 });

    const admin = await signUp(t);
    await promote(t, admin.id, { isAdmin: true });
    const refund = await trpc(t, "mutation", "admin.refundPayment", { paymentId: payment.id }, admin.cookie);
    expect(refund.status).toBe(200);
    const ledger = await t.db.referralReward.findMany({ where: { paymentId: payment.id }, orderBy: { createdAt: "asc" } });
    expect(ledger.map((r) => [r.kind, r.amount])).toEqual([["reward", 80], ["reversal", -80]]);
    summary = await trpc(t, "query", "referrals.summary", undefined, inviter.cookie);
    expect(summary.body.earningsTotal).toBe(0);
  });

  it("uses the referral share from the settings and gives nothing to a payer without an inviter", async () => {
    const admin = await signUp(t);
    await promote(t, admin.id, { isAdmin: true });
    const settings = (await trpc(t, "query", "admin.settings", undefined, admin.cookie)).body;
    expect((await trpc(t, "mutation", "admin.updateSettings", { ...settings, referralSharePercent: 10 }, admin.cookie)).status).toBe(200);

    const inviter = await signUp(t);
    const { res } = await invite(inviter.cookie);
    const friend = await signUp(t, { referralCode: res.body.referralCode });
    const loner = await signUp(t);
    for (const payer of [friend, loner]) {
      await t.db.$transaction(async (tx) => {
        const payment = await tx.payment.create({ data: { userId: payer.id, idempotencyKey: `test:${payer.id}`, kind: "mentorship", description: "Mentorship", amount: 5000, status: "succeeded" } });
        await rewardReferralForMentorPayment(tx as unknown as Db, { id: payment.id, userId: payer.id, platformFee: 1005 });
      });
    }
    const rewards = await t.db.referralReward.findMany({ where: { inviteeId: { in: [friend.id, loner.id] } } });
    expect(rewards).toHaveLength(1);
    expect(rewards[0]).toMatchObject({ inviteeId: friend.id, amount: 101 }); // round(1005 × 10%)
    // The texts that name the share (profile, invite dialog) read it from the summary.
    expect((await trpc(t, "query", "referrals.summary", undefined, inviter.cookie)).body.sharePercent).toBe(10);
    await trpc(t, "mutation", "admin.updateSettings", settings, admin.cookie);
  });
});
