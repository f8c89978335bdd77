// Issue 11 item 11: the mentor coaching format leads with the two best-matched mentors, why each fits this
// question, and how to connect (free request or paid plan); other formats carry no such lead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp, startTestApp, type TestApp } from "./harness.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 120_000);
afterAll(async () => t?.close());

const QUESTION = "Two senior engineers on my team keep clashing over whether to rewrite the payments service. How do I handle it?";

describe("mentor coaching format", () => {
  it("leads with two matched mentors, why each fits and how to connect", async () => {
    const u = await signUp(t);
    const res = await call(t, "POST", "/api/test-leadership-advice", { question: QUESTION, responseFormat: "mentor" }, u.cookie);
    expect(res.status).toBe(200);
    const lead = res.body.mentorCoaching;
    expect(lead).toHaveLength(2);
    expect(lead[0].id).not.toBe(lead[1].id);
    const specialties = res.body.options.flatMap((o: { mentorSuggestions: Array<{ specialty: string }> }) => o.mentorSuggestions.map((m) => m.specialty));
    for (const m of lead) {
      const profile = await t.db.mentorProfile.findUniqueOrThrow({ where: { id: m.id } });
      expect(m.specialty).toBe(profile.specialty);
      expect(specialties).toContain(m.specialty);
      expect(m.whyTheyFit).toContain(profile.specialty);
      expect(m.whyTheyFit).toContain("a conflict between people"); // the reading of this question
      expect(m.whyTheyFit).toMatch(/“.+”/); // names the approach they can coach
      expect(m.connect).toEqual({ free: profile.isFreeTier, paid: profile.isPaidTier, monthlyRate: profile.monthlyRate / 100 });
      if (profile.isPaidTier) expect(m.howToConnect).toContain(`$${(profile.monthlyRate / 100).toFixed(2)} a month`);
      if (profile.isFreeTier) expect(m.howToConnect).toContain("free mentorship request");
    }
    // The conflict specialists come first for a conflict question.
    expect(lead[0].specialty).toBe("Conflict Resolution");
  }, 60_000);

  it("is absent from the other formats", async () => {
    const u = await signUp(t);
    const res = await call(t, "POST", "/api/test-leadership-advice", { question: QUESTION, responseFormat: "text" }, u.cookie);
    expect(res.status).toBe(200);
    expect(res.body.mentorCoaching).toBeNull();
  }, 60_000);
});
