// Issue 16 item 5: the audit log reads as sentences with names instead of ids, and keeps the full record.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeAudit } from "../../shared/audit.js";
import { promote, signUp, startTestApp, trpc, type TestApp } from "./harness.js";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let main: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUp(t, { firstName: "Ana", lastName: "Ruiz" });
  main = await signUp(t, { firstName: "Olivia", lastName: "Owner" });
  await promote(t, admin.id, { isAdmin: true });
  await promote(t, main.id, { isAdmin: true, isMainAdmin: true });
});
afterAll(async () => t?.close());

describe("audit log in sentences", () => {
  it("says who did what to whom by name and email, with the reason; the record keeps ids and details", async () => {
    const member = await signUp(t, { firstName: "Jo", lastName: "Doe" });
    expect((await trpc(t, "mutation", "admin.suspendUser", { userId: member.id, reason: "chargeback" }, admin.cookie)).status).toBe(200);
    expect((await trpc(t, "mutation", "admin.setAdmin", { userId: member.id, isAdmin: true }, main.cookie)).status).toBe(200);

    const res = await trpc(t, "query", "admin.auditLog", { page: 1, pageSize: 20 }, main.cookie);
    expect(res.status).toBe(200);
    const items = res.body.items as Array<{ action: string; summary: string; targetId: string; targetLabel: string | null; details: Record<string, unknown>; actor: { name: string } }>;
    const suspend = items.find((e) => e.action === "user.suspend" && e.targetId === member.id)!;
    expect(suspend.summary).toBe(`Ana Ruiz suspended ${member.email}: chargeback`);
    expect(suspend).toMatchObject({ targetLabel: member.email, actor: { name: "Ana Ruiz" }, details: { reason: "chargeback", email: member.email } });
    const grant = items.find((e) => e.action === "admin.grant" && e.targetId === member.id)!;
    expect(grant.summary).toBe(`Olivia Owner made ${member.email} an admin`);
    // No raw ids or JSON in the sentences.
    for (const e of items) {
      expect(e.summary).not.toContain(member.id);
      expect(e.summary).not.toMatch(/[{}"]/);
    }
  });

  it("words every kind of action, and copes with a deleted actor or target", () => {
    const base = { targetType: "user", actorName: "Ana Ruiz", targetLabel: "j.doe@example.com", details: null };
    expect(describeAudit({ ...base, action: "admin.revoke" })).toBe("Ana Ruiz revoked admin rights from j.doe@example.com");
    expect(describeAudit({ ...base, action: "user.reinstate" })).toBe("Ana Ruiz reinstated j.doe@example.com");
    expect(describeAudit({ ...base, action: "payment.refund", targetType: "payment", details: { amount: 24900 } })).toBe("Ana Ruiz refunded $249.00 to j.doe@example.com");
    expect(describeAudit({ ...base, action: "mentor.block", targetType: "mentor", targetLabel: "Amara Okafor" })).toBe("Ana Ruiz blocked the mentor Amara Okafor");
    expect(describeAudit({ ...base, action: "settings.update", targetType: "settings", targetLabel: null })).toBe("Ana Ruiz changed the platform settings");
    expect(describeAudit({ action: "user.suspend", targetType: "user", actorName: null, targetLabel: null, details: { email: "gone@example.com", reason: "spam" } })).toBe(
      "A deleted account suspended gone@example.com: spam",
    );
  });
});
