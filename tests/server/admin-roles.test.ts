// The role matrix: every procedure under `admin.` with each role. Signed out → 401, user → 403,
// admin on a main-admin procedure → 403, and the allowed role gets past authorisation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnyTRPCProcedure } from "@trpc/server";
import { appRouter } from "../../server/trpc/router.js";
import { DEFAULT_SETTINGS } from "../../shared/settings.js";
import { promote, signUp, startTestApp, trpc, trpcRaw, type TestApp } from "./harness.js";

const MAIN_ADMIN_ONLY = new Set(["admin.admins", "admin.setAdmin", "admin.auditLog"]);
const MISSING = "does-not-exist";

/** A valid input per procedure (ids that do not exist: the allowed role gets 404, nothing changes). */
const INPUTS: Record<string, unknown> = {
  "admin.users": { search: "x" },
  "admin.user": { userId: MISSING },
  "admin.suspendUser": { userId: MISSING, reason: "matrix test" },
  "admin.reinstateUser": { userId: MISSING },
  "admin.setMentorRole": { userId: MISSING, isMentor: true },
  "admin.mentors": {},
  "admin.createMentor": { firstName: "M", lastName: "T", email: "not-an-email", specialty: "Leadership", bio: "", country: "", experience: 1, isFreeTier: true, isPaidTier: false, monthlyRate: 0, yearlyRate: 0, isActive: false },
  "admin.updateMentor": { mentorId: MISSING, specialty: "Strategy" },
  "admin.payments": {},
  "admin.pendingCharges": {},
  "admin.refundPayment": { paymentId: MISSING },
  "admin.outbox": {},
  "admin.retryOutbox": { ids: [MISSING] },
  "admin.updateSettings": DEFAULT_SETTINGS,
  "admin.setAdmin": { userId: MISSING, isAdmin: true },
  "admin.auditLog": {},
};

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure>)
  .filter(([name]) => name.startsWith("admin."))
  .map(([name, p]) => ({ name, type: (p._def as unknown as { type: "query" | "mutation" }).type }));

let t: TestApp;
const cookies: Record<"user" | "admin" | "main", string> = { user: "", admin: "", main: "" };
beforeAll(async () => {
  t = await startTestApp();
  const user = await signUp(t);
  const admin = await signUp(t);
  const main = await signUp(t);
  await promote(t, admin.id, { isAdmin: true });
  await promote(t, main.id, { isAdmin: true, isMainAdmin: true });
  Object.assign(cookies, { user: user.cookie, admin: admin.cookie, main: main.cookie });
});
afterAll(async () => t?.close());

describe("admin procedures enforce roles on the server", () => {
  it("the matrix covers every admin procedure", () => {
    expect(procedures.length).toBeGreaterThanOrEqual(18);
    for (const { name } of procedures) if (!["admin.dashboard", "admin.settings", "admin.admins"].includes(name)) expect(INPUTS, name).toHaveProperty([name]);
  });

  it.each(procedures.map((p) => [p.name, p] as const))("%s", async (name, { type }) => {
    const input = INPUTS[name];
    const as = async (cookie?: string) => (await trpcRaw(t, type, name, input, cookie)).status;
    expect(await as(undefined)).toBe(401);
    expect(await as(cookies.user)).toBe(403);
    const adminStatus = await as(cookies.admin);
    const mainStatus = await as(cookies.main);
    if (MAIN_ADMIN_ONLY.has(name)) {
      expect(adminStatus).toBe(403);
    } else {
      expect([401, 403]).not.toContain(adminStatus);
    }
    expect([401, 403]).not.toContain(mainStatus);
    expect(mainStatus).toBeLessThan(500);
  });
});
