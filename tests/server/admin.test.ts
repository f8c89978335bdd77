import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getSettings } from "../../server/modules/settings/service.js";
import { call, promote, signUp, startTestApp, trpc, trpcRaw, uniqueEmail, type TestApp } from "./harness.js";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let main: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUp(t, { firstName: "Alice", lastName: "Admin" });
  main = await signUp(t, { firstName: "Owner", lastName: "Main" });
  await promote(t, admin.id, { isAdmin: true });
  await promote(t, main.id, { isAdmin: true, isMainAdmin: true });
});
afterAll(async () => t?.close());

const lastAudit = (action: string, targetId?: string) =>
  t.db.auditLog.findFirst({ where: { action, ...(targetId ? { targetId } : {}) }, orderBy: { createdAt: "desc" } });

describe("users", () => {
  it("searches by name or email with paging and filters", async () => {
    const marker = `zq${Date.now().toString(36)}`;
    const a = await signUp(t, { firstName: `Found${marker}`, lastName: "One" });
    await signUp(t, { email: `${marker}@example.test` });
    const byName = await trpc(t, "query", "admin.users", { search: `found${marker}` }, admin.cookie);
    expect(byName.status).toBe(200);
    expect(byName.body.items.map((u: { id: string }) => u.id)).toEqual([a.id]);
    const byEmail = await trpc(t, "query", "admin.users", { search: marker, pageSize: 1 }, admin.cookie);
    expect(byEmail.body.total).toBe(2);
    expect(byEmail.body.items).toHaveLength(1);
    const page2 = await trpc(t, "query", "admin.users", { search: marker, pageSize: 1, page: 2 }, admin.cookie);
    expect(page2.body.items).toHaveLength(1);
    expect(page2.body.items[0]!.id).not.toBe(byEmail.body.items[0]!.id);
    const admins = await trpc(t, "query", "admin.users", { filter: "admins" }, admin.cookie);
    expect(admins.body.items.every((u: { isAdmin: boolean }) => u.isAdmin)).toBe(true);
    const bad = await trpc(t, "query", "admin.users", { pageSize: 1000 }, admin.cookie);
    expect(bad.status).toBe(400);
  });

  it("shows a user's detail and 404 for an unknown id", async () => {
    const u = await signUp(t);
    const detail = await trpc(t, "query", "admin.user", { userId: u.id }, admin.cookie);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ id: u.id, email: u.email, payments: [], mentorships: [], referrals: { invitations: 0, signUps: 0, earnings: 0 } });
    expect(detail.body).not.toHaveProperty("passwordHash");
    expect((await trpc(t, "query", "admin.user", { userId: "nope" }, admin.cookie)).status).toBe(404);
  });

  it("suspends a user, which ends their sessions at once, and reinstates them; both audited", async () => {
    const u = await signUp(t);
    expect((await call(t, "GET", "/api/auth/user", undefined, u.cookie)).status).toBe(200);
    const res = await trpc(t, "mutation", "admin.suspendUser", { userId: u.id, reason: "Abusive messages" }, admin.cookie);
    expect(res.status).toBe(200);
    expect((await call(t, "GET", "/api/auth/user", undefined, u.cookie)).status).toBe(401);
    expect(await t.db.session.count({ where: { userId: u.id } })).toBe(0);
    const row = await t.db.user.findUniqueOrThrow({ where: { id: u.id } });
    expect(row).toMatchObject({ suspended: true, suspensionReason: "admin" });
    expect(await lastAudit("user.suspend", u.id)).toMatchObject({ actorId: admin.id, targetType: "user", details: { reason: "Abusive messages", email: u.email } });
    const detail = await trpc(t, "query", "admin.user", { userId: u.id }, admin.cookie);
    expect(detail.body.suspensionNote).toBe("Abusive messages");

    expect((await trpc(t, "mutation", "admin.suspendUser", { userId: u.id, reason: "again" }, admin.cookie)).status).toBe(409);
    expect((await trpc(t, "mutation", "admin.reinstateUser", { userId: u.id }, admin.cookie)).status).toBe(200);
    expect(await t.db.user.findUniqueOrThrow({ where: { id: u.id } })).toMatchObject({ suspended: false, suspensionReason: null });
    expect(await lastAudit("user.reinstate", u.id)).toMatchObject({ actorId: admin.id });
    expect((await trpc(t, "mutation", "admin.reinstateUser", { userId: u.id }, admin.cookie)).status).toBe(409);
  });

  it("refuses suspending yourself, the main admin, or (as a plain admin) another admin", async () => {
    expect((await trpc(t, "mutation", "admin.suspendUser", { userId: admin.id, reason: "self" }, admin.cookie)).status).toBe(400);
    expect((await trpc(t, "mutation", "admin.suspendUser", { userId: main.id, reason: "coup" }, admin.cookie)).status).toBe(400);
    const other = await signUp(t);
    await promote(t, other.id, { isAdmin: true });
    expect((await trpc(t, "mutation", "admin.suspendUser", { userId: other.id, reason: "rival" }, admin.cookie)).status).toBe(403);
    expect((await trpc(t, "mutation", "admin.suspendUser", { userId: other.id, reason: "" }, main.cookie)).status).toBe(400);
  });

  it("grants the mentor role with an inactive profile and revokes it (deactivating the profile)", async () => {
    const u = await signUp(t, { firstName: "Future", lastName: "Mentor" });
    expect((await trpc(t, "mutation", "admin.setMentorRole", { userId: u.id, isMentor: true }, admin.cookie)).status).toBe(200);
    const profile = await t.db.mentorProfile.findUniqueOrThrow({ where: { userId: u.id } });
    expect(profile).toMatchObject({ name: "Future Mentor", isActive: false, isFreeTier: true });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: u.id } })).isMentor).toBe(true);
    expect(await lastAudit("user.grant_mentor", u.id)).toMatchObject({ actorId: admin.id });

    expect((await trpc(t, "mutation", "admin.updateMentor", { mentorId: profile.id, adminStatus: "approved" }, admin.cookie)).status).toBe(200);
    expect((await trpc(t, "mutation", "admin.setMentorRole", { userId: u.id, isMentor: false }, admin.cookie)).status).toBe(200);
    expect(await t.db.mentorProfile.findUniqueOrThrow({ where: { userId: u.id } })).toMatchObject({ isActive: false });
    expect((await t.db.user.findUniqueOrThrow({ where: { id: u.id } })).isMentor).toBe(false);
    expect(await lastAudit("user.revoke_mentor", u.id)).toMatchObject({ actorId: admin.id });
  });
});

describe("mentors", () => {
  const mentorInput = () => ({
    firstName: "Nia",
    lastName: "Coach",
    email: uniqueEmail("nia"),
    specialty: "Executive presence",
    bio: "Twenty years leading teams.",
    country: "Kenya",
    experience: 20,
    isFreeTier: false,
    isPaidTier: true,
    monthlyRate: 14900,
    yearlyRate: 143000,
    isActive: true,
  });

  it("creates a mentor account with a profile and a welcome email, edits tiers and rates, blocks", async () => {
    const input = mentorInput();
    const res = await trpc(t, "mutation", "admin.createMentor", input, admin.cookie);
    expect(res.status).toBe(200);
    const profile = await t.db.mentorProfile.findUniqueOrThrow({ where: { id: res.body.mentorId }, include: { user: true } });
    expect(profile).toMatchObject({ name: "Nia Coach", monthlyRate: 14900, yearlyRate: 143000, isPaidTier: true, isActive: true, user: { email: input.email, isMentor: true } });
    const mail = await t.db.outboxEmail.findFirstOrThrow({ where: { to: input.email } });
    expect(mail.subject).toBe("Your LeadOne mentor account");
    // The temporary password is answered once to the admin and stored nowhere else; it works.
    expect(res.body.temporaryPassword).toMatch(/^[\w-]{16}$/);
    expect(mail.body).not.toContain(res.body.temporaryPassword);
    const signIn = await call(t, "POST", "/api/auth/login", { email: input.email, password: res.body.temporaryPassword });
    expect(signIn.status).toBe(200);
    const audit = await lastAudit("mentor.create", profile.id);
    expect(audit?.actorId).toBe(admin.id);
    expect(JSON.stringify(audit?.details)).not.toMatch(/password/i);

    expect((await trpc(t, "mutation", "admin.createMentor", { ...input, firstName: "Dup" }, admin.cookie)).status).toBe(409);
    expect((await trpc(t, "mutation", "admin.createMentor", { ...mentorInput(), monthlyRate: 0 }, admin.cookie)).status).toBe(400);
    expect((await trpc(t, "mutation", "admin.createMentor", { ...mentorInput(), isFreeTier: false, isPaidTier: false }, admin.cookie)).status).toBe(400);

    const upd = await trpc(t, "mutation", "admin.updateMentor", { mentorId: profile.id, isFreeTier: true, monthlyRate: 9900, specialty: "Strategy" }, admin.cookie);
    expect(upd.status).toBe(200);
    expect(upd.body.changed.sort()).toEqual(["isFreeTier", "monthlyRate", "specialty"]);
    expect(await lastAudit("mentor.update", profile.id)).toMatchObject({ details: { monthlyRate: { from: 14900, to: 9900 } } });
    // The admin blocks (the mentor's own "listed" switch, isActive, is not the admin's to set).
    expect((await trpcRaw(t, "mutation", "admin.updateMentor", { mentorId: profile.id, isActive: false }, admin.cookie)).status).toBe(400);
    expect((await trpc(t, "mutation", "admin.updateMentor", { mentorId: profile.id, adminStatus: "blocked" }, admin.cookie)).status).toBe(200);
    expect((await t.db.mentorProfile.findUniqueOrThrow({ where: { id: profile.id } })).adminStatus).toBe("blocked");
    expect(await lastAudit("mentor.block", profile.id)).toMatchObject({ actorId: admin.id });
    expect((await trpc(t, "mutation", "admin.updateMentor", { mentorId: profile.id, monthlyRate: -5 }, admin.cookie)).status).toBe(400);
    expect((await trpc(t, "mutation", "admin.updateMentor", { mentorId: "nope", adminStatus: "approved" }, admin.cookie)).status).toBe(404);

    const list = await trpc(t, "query", "admin.mentors", { status: "blocked", search: "Nia" }, admin.cookie);
    expect(list.body.items.map((m: { id: string }) => m.id)).toContain(profile.id);
  });
});

describe("payments", () => {
  async function paidMentorship() {
    const payer = await signUp(t);
    const mentorUser = await signUp(t);
    const profile = await t.db.mentorProfile.create({ data: { userId: mentorUser.id, name: "M", specialty: "S", bio: "", country: "", experience: 1, isPaidTier: true, monthlyRate: 5000, yearlyRate: 48000 } });
    const payment = await t.db.payment.create({ data: { userId: payer.id, idempotencyKey: `t:${payer.id}`, kind: "mentorship", description: "Mentorship", amount: 5000, status: "succeeded", providerRef: `ch_sbx_${payer.id}` } });
    await t.db.invoice.create({ data: { number: `INV-${payment.id}`, userId: payer.id, paymentId: payment.id, status: "paid", lines: [], subtotal: 5000, total: 5000 } });
    await t.db.mentorEarning.create({ data: { mentorId: profile.id, paymentId: payment.id, gross: 5000, platformFee: 1000, net: 4000 } });
    return { payer, payment };
  }

  it("lists payments with filters and refunds once: payment, invoice and earning in one go, audited; twice → 409", async () => {
    const { payer, payment } = await paidMentorship();
    const list = await trpc(t, "query", "admin.payments", { kind: "mentorship", status: "succeeded", user: payer.email }, admin.cookie);
    expect(list.status).toBe(200);
    expect(list.body.items.map((p: { id: string }) => p.id)).toEqual([payment.id]);
    const future = await trpc(t, "query", "admin.payments", { from: "2099-01-01" }, admin.cookie);
    expect(future.body.items).toEqual([]);

    const refund = await trpc(t, "mutation", "admin.refundPayment", { paymentId: payment.id }, admin.cookie);
    expect(refund.status).toBe(200);
    const after = await t.db.payment.findUniqueOrThrow({ where: { id: payment.id }, include: { invoice: true, mentorEarning: true } });
    expect(after.status).toBe("refunded");
    expect(after.refundedAt).toBeInstanceOf(Date);
    expect(after.invoice?.status).toBe("refunded");
    expect(after.mentorEarning?.reversedAt).toBeInstanceOf(Date);
    expect(await lastAudit("payment.refund", payment.id)).toMatchObject({ actorId: admin.id, details: { amount: 5000 } });

    const twice = await trpc(t, "mutation", "admin.refundPayment", { paymentId: payment.id }, admin.cookie);
    expect(twice.status).toBe(409);
    expect(await t.db.auditLog.count({ where: { action: "payment.refund", targetId: payment.id } })).toBe(1);

    // Two refund clicks at once: exactly one wins.
    const second = await paidMentorship();
    const both = await Promise.all([1, 2].map(() => trpc(t, "mutation", "admin.refundPayment", { paymentId: second.payment.id }, admin.cookie)));
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await trpc(t, "mutation", "admin.refundPayment", { paymentId: "nope" }, admin.cookie)).status).toBe(404);
  });

  it("refuses refunding a failed payment and lists pending charges and the outbox", async () => {
    const u = await signUp(t);
    const failed = await t.db.payment.create({ data: { userId: u.id, idempotencyKey: `f:${u.id}`, kind: "credits", description: "Credits", amount: 499, status: "failed" } });
    expect((await trpc(t, "mutation", "admin.refundPayment", { paymentId: failed.id }, admin.cookie)).status).toBe(400);
    await t.db.overageCharge.create({ data: { userId: u.id, billingPeriodStart: new Date("2026-10-01"), billingPeriodEnd: new Date("2026-11-01"), allowedLimit: 10, usageCount: 12, overageCount: 2, pricePerOverage: 99, totalAmount: 198 } });
    const charges = await trpc(t, "query", "admin.pendingCharges", {}, admin.cookie);
    expect(charges.body.items.some((c: { userId: string; totalAmount: number }) => c.userId === u.id && c.totalAmount === 198)).toBe(true);
    const outbox = await trpc(t, "query", "admin.outbox", { status: "all" }, admin.cookie);
    expect(outbox.status).toBe(200);
    expect(outbox.body.total).toBeGreaterThan(0);
  });
});

describe("dashboard", () => {
  it("counts users, suspended accounts, pending charges and gives 12 months", async () => {
    const res = await trpc(t, "query", "admin.dashboard", undefined, admin.cookie);
    expect(res.status).toBe(200);
    expect(res.body.users.total).toBe(await t.db.user.count());
    expect(res.body.suspendedAccounts).toBe(await t.db.user.count({ where: { suspended: true } }));
    expect(res.body.pendingCharges.count).toBeGreaterThanOrEqual(1);
    expect(res.body.series).toHaveLength(12);
    expect(res.body.series[11]!.month).toMatch(/^\d{4}-\d{2}$/);
    expect(typeof res.body.mrr.total).toBe("number");
  });
});

describe("settings", () => {
  it("saves settings in cents, audits them, and getSettings (used by billing) reads them back", async () => {
    const current = (await trpc(t, "query", "admin.settings", undefined, admin.cookie)).body;
    const next = { ...current, overagePrice: 149, platformCommissionPercent: 25, plans: { ...current.plans, basic: { ...current.plans.basic, monthlyPrice: 1299 } } };
    expect((await trpc(t, "mutation", "admin.updateSettings", next, admin.cookie)).status).toBe(200);
    const stored = await getSettings(t.db);
    expect(stored.overagePrice).toBe(149);
    expect(stored.plans.basic.monthlyPrice).toBe(1299);
    expect(stored.platformCommissionPercent).toBe(25);
    expect(await lastAudit("settings.update")).toMatchObject({ actorId: admin.id, details: { before: { overagePrice: current.overagePrice }, after: { overagePrice: 149 } } });
    expect((await trpc(t, "mutation", "admin.updateSettings", { ...next, overagePrice: 12.5 }, admin.cookie)).status).toBe(400);
    expect((await trpc(t, "mutation", "admin.updateSettings", { ...next, referralSharePercent: 101 }, admin.cookie)).status).toBe(400);
    await trpc(t, "mutation", "admin.updateSettings", current, admin.cookie);
  });

  it("plans show the prices and allowances an admin set, from then on", async () => {
    const current = (await trpc(t, "query", "admin.settings", undefined, admin.cookie)).body;
    const next = { ...current, plans: { ...current.plans, basic: { ...current.plans.basic, monthlyPrice: 1099, monthlyAllowance: 25 } } };
    expect((await trpc(t, "mutation", "admin.updateSettings", next, admin.cookie)).status).toBe(200);
    const plans = (await call(t, "GET", "/api/plans", undefined, admin.cookie)).body;
    const basic = plans.find((p: { id: string }) => p.id === "basic");
    expect(basic).toMatchObject({ monthlyPrice: 1099, monthlyAllowance: 25 });
    expect(basic.features).toContain("25 credits/month");
    await trpc(t, "mutation", "admin.updateSettings", current, admin.cookie);
    const back = (await call(t, "GET", "/api/plans", undefined, admin.cookie)).body.find((p: { id: string }) => p.id === "basic");
    expect(back.features).toContain("15 credits/month");
  });
});

describe("admins (main admin)", () => {
  it("lists admins, grants and revokes admin rights, audited; cannot remove own or main-admin rights", async () => {
    const u = await signUp(t);
    expect((await trpc(t, "mutation", "admin.setAdmin", { userId: u.id, isAdmin: true }, main.cookie)).status).toBe(200);
    expect((await call(t, "GET", "/api/auth/user", undefined, u.cookie)).body.isAdmin).toBe(true);
    expect((await trpc(t, "query", "admin.dashboard", undefined, u.cookie)).status).toBe(200);
    const admins = await trpc(t, "query", "admin.admins", undefined, main.cookie);
    expect(admins.body[0]!.isMainAdmin).toBe(true);
    expect(admins.body.map((a: { id: string }) => a.id)).toContain(u.id);
    expect(await lastAudit("admin.grant", u.id)).toMatchObject({ actorId: main.id });

    expect((await trpc(t, "mutation", "admin.setAdmin", { userId: u.id, isAdmin: false }, main.cookie)).status).toBe(200);
    expect((await trpc(t, "query", "admin.dashboard", undefined, u.cookie)).status).toBe(403);
    expect(await lastAudit("admin.revoke", u.id)).toMatchObject({ actorId: main.id });

    const self = await trpc(t, "mutation", "admin.setAdmin", { userId: main.id, isAdmin: false }, main.cookie);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("You cannot remove your own admin rights");
    expect((await t.db.user.findUniqueOrThrow({ where: { id: main.id } })).isMainAdmin).toBe(true);

    const log = await trpc(t, "query", "admin.auditLog", { action: "admin." }, main.cookie);
    expect(log.body.items.length).toBeGreaterThanOrEqual(2);
    expect(log.body.items[0]).toMatchObject({ action: "admin.revoke", actor: { id: main.id } });
  });
});

describe("My Profile (users.*)", () => {
  it("edits names and username (unique), and a password change ends the other sessions", async () => {
    const u = await signUp(t);
    const upd = await trpc(t, "mutation", "users.updateProfile", { firstName: "New", lastName: "Name", username: `nick${Date.now().toString(36)}` }, u.cookie);
    expect(upd.status).toBe(200);
    expect(upd.body.firstName).toBe("New");
    const other = await signUp(t);
    expect((await trpc(t, "mutation", "users.updateProfile", { firstName: "X", lastName: "Y", username: upd.body.username!.toUpperCase() }, other.cookie)).status).toBe(409);
    expect((await trpc(t, "mutation", "users.updateProfile", { firstName: "X", lastName: "Y", username: "a b" }, other.cookie)).status).toBe(400);

    const second = await call(t, "POST", "/api/auth/login", { email: u.email, password: u.password });
    expect(second.status).toBe(200);
    expect((await trpc(t, "mutation", "users.changePassword", { currentPassword: "wrong-password", newPassword: "a-brand-new-pass" }, u.cookie)).status).toBe(400);
    expect((await trpc(t, "mutation", "users.changePassword", { currentPassword: u.password, newPassword: "a-brand-new-pass" }, u.cookie)).status).toBe(200);
    expect((await call(t, "GET", "/api/auth/user", undefined, u.cookie)).status).toBe(200);
    expect((await call(t, "GET", "/api/auth/user", undefined, second.cookie)).status).toBe(401);
    expect((await call(t, "POST", "/api/auth/login", { email: u.email, password: "a-brand-new-pass" })).status).toBe(200);
  });
});
