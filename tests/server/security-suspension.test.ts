// An admin's suspension sticks: sign-in is refused with 403 + the reason, every procedure, REST route,
// upload and video route of that user answers 403 at once, nobody reinstates themselves, and only the
// main admin suspends or reinstates an admin. A payment-failed suspension still lets the user sign in.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, trpc, type TestApp } from "./harness.js";

let t: TestApp;
let main: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await startTestApp();
  main = await signUp(t);
  admin = await signUp(t);
  await promote(t, main.id, { isAdmin: true, isMainAdmin: true });
  await promote(t, admin.id, { isAdmin: true });
});
afterAll(async () => t?.close());

describe("admin suspension", () => {
  it("refuses sign-in with 403 ACCOUNT_SUSPENDED and the admin's reason, on REST and tRPC", async () => {
    const u = await signUp(t);
    expect((await trpc(t, "mutation", "admin.suspendUser", { userId: u.id, reason: "Spam invitations" }, admin.cookie)).status).toBe(200);
    const rest = await call(t, "POST", "/api/auth/login", { email: u.email, password: u.password });
    expect(rest.status).toBe(403);
    expect(rest.body).toEqual({ message: "Account suspended", code: "ACCOUNT_SUSPENDED", reason: "Spam invitations" });
    expect(rest.cookie).toBeUndefined();
    const viaTrpc = await trpc(t, "mutation", "auth.login", { email: u.email, password: u.password });
    expect(viaTrpc.status).toBe(403);
    expect(viaTrpc.body.data).toMatchObject({ appCode: "ACCOUNT_SUSPENDED", reason: "Spam invitations" });
    // A wrong password still answers the generic 401: the suspension is no oracle for guessers.
    expect((await call(t, "POST", "/api/auth/login", { email: u.email, password: "not the password" })).status).toBe(401);
  });

  it("refuses every call of a still-open session at once (cards, invitations, uploads, videos)", async () => {
    const u = await signUp(t);
    await promote(t, u.id, { isMentor: true });
    // Suspended by another instance, or with a session that outlived the purge: the database decides.
    await t.db.user.update({ where: { id: u.id }, data: { suspended: true, suspensionReason: "admin", suspensionNote: "Fraud" } });
    const card = { number: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" };
    const attempts = [
      await call(t, "POST", "/api/payment-methods", { card }, u.cookie),
      await call(t, "POST", "/api/invitations", { inviteeFirstName: "Ann", inviteeLastName: "Bee", inviteeEmail: "a@example.test", inviteePhone: "555-0100" }, u.cookie),
      await call(t, "GET", "/api/auth/user", undefined, u.cookie),
      await call(t, "GET", "/api/mentors", undefined, u.cookie),
      await call(t, "GET", "/api/videos/abc123", undefined, u.cookie),
    ];
    for (const res of attempts) {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ code: "ACCOUNT_SUSPENDED", reason: "Fraud" });
    }
    const upload = await t.app.inject({ method: "POST", url: "/api/mentor-area/photo", headers: { cookie: u.cookie, "content-type": "multipart/form-data; boundary=x" }, payload: "--x--\r\n" });
    expect(upload.statusCode).toBe(403);
    const batch = await trpc(t, "query", "billing.subscription", undefined, u.cookie);
    expect(batch.status).toBe(403);
    expect(batch.body.data).toMatchObject({ appCode: "ACCOUNT_SUSPENDED" });
    expect(await t.db.paymentMethod.count({ where: { userId: u.id } })).toBe(0);
    expect(await t.db.invitation.count({ where: { inviterId: u.id } })).toBe(0);
  });

  it("a suspended admin cannot sign in or reinstate themselves; only the main admin reinstates an admin", async () => {
    const other = await signUp(t);
    await promote(t, other.id, { isAdmin: true });
    expect((await trpc(t, "mutation", "admin.suspendUser", { userId: other.id, reason: "Rogue" }, admin.cookie)).status).toBe(403);
    expect((await trpc(t, "mutation", "admin.suspendUser", { userId: other.id, reason: "Rogue" }, main.cookie)).status).toBe(200);
    expect((await call(t, "POST", "/api/auth/login", { email: other.email, password: other.password })).status).toBe(403);
    expect((await trpc(t, "mutation", "admin.reinstateUser", { userId: other.id }, other.cookie)).status).toBe(401); // sessions ended
    expect((await trpc(t, "mutation", "admin.reinstateUser", { userId: other.id }, admin.cookie)).status).toBe(403);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: other.id } })).suspended).toBe(true);
    expect((await trpc(t, "mutation", "admin.reinstateUser", { userId: other.id }, main.cookie)).status).toBe(200);
    expect((await call(t, "POST", "/api/auth/login", { email: other.email, password: other.password })).status).toBe(200);
  });

  it("no admin reinstates their own account even through a session that survived", async () => {
    await t.db.user.update({ where: { id: admin.id }, data: { suspended: true, suspensionReason: "admin", suspensionNote: "Audit" } });
    const res = await trpc(t, "mutation", "admin.reinstateUser", { userId: admin.id }, admin.cookie);
    expect(res.status).toBe(403);
    expect((await t.db.user.findUniqueOrThrow({ where: { id: admin.id } })).suspended).toBe(true);
    await t.db.user.update({ where: { id: admin.id }, data: { suspended: false, suspensionReason: null, suspensionNote: null } });
  });

  it("a payment-failed suspension keeps today's rules: the user signs in to pay", async () => {
    const u = await signUp(t);
    await t.db.user.update({ where: { id: u.id }, data: { suspended: true, suspensionReason: "payment_failed" } });
    const res = await call(t, "POST", "/api/auth/login", { email: u.email, password: u.password });
    expect(res.status).toBe(200);
    expect((await call(t, "GET", "/api/payment-methods", undefined, res.cookie)).status).toBe(200);
  });
});
