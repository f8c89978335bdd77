// Issue 14 item 5: "Try this approach" starts a plan (the practice's steps as a checklist), a week later
// a scheduled job mails "Did it work?" once, the answer is kept with the plan, outcomes per practice and
// situation break ties in the built-in engine's ranking, and the admin dashboard counts them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, promote, signUp, startTestApp, trpc, type TestApp } from "./harness.js";
import { runJobOnce } from "../../server/jobs.js";
import { planCheckInsJob, sendDueCheckIns } from "../../server/modules/plans/check-in.js";
import { adviseBuiltin, rankPractices } from "../../server/providers/advice/builtin.js";
import { PRACTICES } from "../../server/providers/advice/practices.js";
import { TUNE_QUESTIONS } from "../advice-eval/questions.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: true });
}, 120_000);
afterAll(async () => t?.close());

const QUESTION = "Two senior engineers, Dana and Lee, keep clashing over the payments-service rewrite.";
const practiceOf = (optionId: string) => /^option-\d+-(.+)$/.exec(optionId)![1]!;
const WEEK = 7 * 24 * 3_600_000;

async function askAndStart(cookie: string, question = QUESTION) {
  const ask = await call(t, "POST", "/api/test-leadership-advice", { question, responseFormat: "text" }, cookie);
  expect(ask.status).toBe(200);
  const option = ask.body.options[0];
  const plan = await call(t, "POST", "/api/action-plans", { practiceId: practiceOf(option.id), situation: ask.body.situation }, cookie);
  expect(plan.status).toBe(200);
  return { ask: ask.body, option, plan: plan.body };
}

/** Questions on which near-equal practices compete for a place among the three (any one is enough; the
 *  tuning set follows, so a retrained model that settles these ties still leaves the test a tie to use). */
const TIE_CANDIDATES = [
  "Our quarterly goals are a list of 30 things and nobody remembers any of them.",
  "We spend all week in meetings and never get real work done.",
  "Our two warehouse supervisors won't share forklifts between their shifts and orders are going out late.",
  "How can I get better at presenting to the executive committee? I ramble and they cut me off.",
  "How do I encourage my team to take risks and experiment without fear of failure?",
  "Our nursing home has lost four carers this year, and the ones who stay say they feel like nobody notices the extra shifts they pick up.",
];

describe("plans", () => {
  it("starts a plan from an option, lists it, ticks steps, answers the check-in and deletes it", async () => {
    const u = await signUp(t);
    const { ask, option, plan } = await askAndStart(u.cookie);
    expect(ask.situation).toBe("conflict");
    expect(plan.title).toBe(option.title);
    expect(plan.situation).toBe("conflict");
    expect(plan.practiceId).toBe(practiceOf(option.id));
    expect(plan.steps.length).toBe(option.steps.length);
    expect(plan.steps.every((s: { done: boolean }) => s.done === false)).toBe(true);
    // The library's wording: the answer's steps name Dana, Lee and the rewrite; the plan's do not.
    expect(option.steps.join(" ")).toMatch(/Dana|payments/);
    expect(plan.steps.map((s: { text: string }) => s.text).join(" ")).not.toMatch(/Dana|Lee|payments/);
    expect(new Date(plan.checkInAt).getTime() - new Date(plan.createdAt).getTime()).toBeGreaterThanOrEqual(WEEK - 1000);
    expect(plan.checkInDue).toBe(false);

    // A double click keeps one plan.
    const again = await call(t, "POST", "/api/action-plans", { practiceId: plan.practiceId, situation: "conflict" }, u.cookie);
    expect(again.body.id).toBe(plan.id);

    const ticked = await call(t, "PATCH", `/api/action-plans/${plan.id}/steps/1`, { done: true }, u.cookie);
    expect(ticked.status).toBe(200);
    expect(ticked.body.steps.map((s: { done: boolean }) => s.done)).toEqual(plan.steps.map((_: unknown, i: number) => i === 1));
    const viaTrpc = await trpc(t, "mutation", "actionPlans.setStep", { id: plan.id, index: 0, done: true }, u.cookie);
    expect(viaTrpc.status).toBe(200);
    const list = await call(t, "GET", "/api/action-plans", undefined, u.cookie);
    expect(list.body).toHaveLength(1);
    expect(list.body[0].steps.slice(0, 2).map((s: { done: boolean }) => s.done)).toEqual([true, true]);

    // Not due yet: Home has no card.
    expect((await call(t, "GET", "/api/action-plans/check-ins", undefined, u.cookie)).body).toEqual([]);
    await t.db.actionPlan.update({ where: { id: plan.id }, data: { checkInAt: new Date(Date.now() - 1000) } });
    const due = await call(t, "GET", "/api/action-plans/check-ins", undefined, u.cookie);
    expect(due.body.map((p: { id: string }) => p.id)).toEqual([plan.id]);
    expect(due.body[0].checkInDue).toBe(true);

    const answered = await call(t, "POST", `/api/action-plans/${plan.id}/outcome`, { outcome: "partly", note: "Separate meetings helped; the joint one did not." }, u.cookie);
    expect(answered.status).toBe(200);
    expect(answered.body).toMatchObject({ outcome: "partly", outcomeNote: "Separate meetings helped; the joint one did not.", checkInDue: false });
    expect((await call(t, "GET", "/api/action-plans/check-ins", undefined, u.cookie)).body).toEqual([]);

    expect((await call(t, "DELETE", `/api/action-plans/${plan.id}`, undefined, u.cookie)).status).toBe(200);
    expect((await call(t, "GET", "/api/action-plans", undefined, u.cookie)).body).toEqual([]);
    expect((await call(t, "DELETE", `/api/action-plans/${plan.id}`, undefined, u.cookie)).status).toBe(404);
  });

  it("refuses bad input with 400s", async () => {
    const u = await signUp(t);
    const bad = async (method: string, url: string, body: unknown) => (await call(t, method, url, body, u.cookie)).status;
    expect(await bad("POST", "/api/action-plans", { practiceId: "no-such-practice", situation: "conflict" })).toBe(400);
    expect(await bad("POST", "/api/action-plans", { practiceId: "SBI feedback", situation: null })).toBe(400);
    expect(await bad("POST", "/api/action-plans", { situation: "conflict" })).toBe(400);
    expect(await bad("POST", "/api/action-plans", { practiceId: "sbi-feedback", situation: "gossip" })).toBe(400);
    expect(await bad("POST", "/api/action-plans", { practiceId: "sbi-feedback", question: "anything" })).toBe(400); // unknown field: nothing else is taken
    expect(await bad("POST", "/api/action-plans", "{not json")).toBe(400);
    const plan = (await call(t, "POST", "/api/action-plans", { practiceId: "sbi-feedback" }, u.cookie)).body;
    expect(plan.situation).toBeNull();
    expect(await bad("PATCH", `/api/action-plans/${plan.id}/steps/99`, { done: true })).toBe(400);
    expect(await bad("PATCH", `/api/action-plans/${plan.id}/steps/${plan.steps.length}`, { done: true })).toBe(400);
    expect(await bad("PATCH", `/api/action-plans/${plan.id}/steps/0`, { done: "yes" })).toBe(400);
    expect(await bad("POST", `/api/action-plans/${plan.id}/outcome`, { outcome: "maybe" })).toBe(400);
    expect(await bad("POST", `/api/action-plans/${plan.id}/outcome`, { outcome: "worked", note: "x".repeat(1001) })).toBe(400);
  });

  it("lets only the owner see or change a plan", async () => {
    const owner = await signUp(t);
    const other = await signUp(t);
    const plan = (await call(t, "POST", "/api/action-plans", { practiceId: "one-on-ones", situation: "trust" }, owner.cookie)).body;
    expect((await call(t, "GET", "/api/action-plans", undefined, other.cookie)).body).toEqual([]);
    expect((await call(t, "PATCH", `/api/action-plans/${plan.id}/steps/0`, { done: true }, other.cookie)).status).toBe(404);
    expect((await call(t, "POST", `/api/action-plans/${plan.id}/outcome`, { outcome: "didnt" }, other.cookie)).status).toBe(404);
    expect((await call(t, "DELETE", `/api/action-plans/${plan.id}`, undefined, other.cookie)).status).toBe(404);
    expect((await call(t, "GET", "/api/action-plans")).status).toBe(401);
    expect((await call(t, "POST", "/api/action-plans", { practiceId: "one-on-ones" })).status).toBe(401);
    const still = await t.db.actionPlan.findUniqueOrThrow({ where: { id: plan.id } });
    expect(still.stepsDone.every((d) => !d)).toBe(true);
    expect(still.outcome).toBeNull();
  });
});

describe("the check-in job", () => {
  it("mails 'Did it work?' once a week after the start, however often and wherever it runs", async () => {
    const u = await signUp(t);
    const plan = (await call(t, "POST", "/api/action-plans", { practiceId: "mediate-team-conflict", situation: "conflict" }, u.cookie)).body;
    const mails = () => t.db.outboxEmail.findMany({ where: { to: u.email, subject: { startsWith: "Did it work?" } } });
    // Before the week is up: nothing.
    await sendDueCheckIns(t.db, "http://localhost:3000", new Date(Date.now() + WEEK - 60_000));
    expect(await mails()).toHaveLength(0);
    // After it: two instances at once, then the scheduler again — one email.
    const later = new Date(Date.now() + WEEK + 60_000);
    await Promise.all([sendDueCheckIns(t.db, "http://localhost:3000", later), sendDueCheckIns(t.db, "http://localhost:3000", later)]);
    await runJobOnce(t.db, planCheckInsJob("http://localhost:3000"), later);
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Did it work? ${plan.title}`);
    expect(sent[0]!.body).toContain("http://localhost:3000/");
    // An answered plan is not mailed.
    const answered = (await call(t, "POST", "/api/action-plans", { practiceId: "sbi-feedback", situation: "feedback" }, u.cookie)).body;
    await call(t, "POST", `/api/action-plans/${answered.id}/outcome`, { outcome: "worked" }, u.cookie);
    await sendDueCheckIns(t.db, "http://localhost:3000", later);
    expect(await mails()).toHaveLength(1);
  });
});

describe("outcomes", () => {
  it("break ties in the engine's ranking, per practice and situation, and show on the admin dashboard", async () => {
    // A question where two practices tie for the third place, and a practice that outcomes could promote:
    // found from the engine itself, so the test follows the library and the trained model.
    let tied: { question: string; chosen: string[]; situation: string; promoted: (typeof PRACTICES)[number] } | undefined;
    for (const question of [...TIE_CANDIDATES, ...TUNE_QUESTIONS.map((q) => q.question)]) {
      const plain = await adviseBuiltin(question);
      const chosen = plain.options.map((o) => o.practiceId!);
      const situation = plain.situation!;
      let promoted: (typeof PRACTICES)[number] | undefined;
      // Only the best-ranked can be promoted into the three (they are chosen among the best six).
      for (const p of (await rankPractices(question)).slice(0, 8).map((r) => r.practice)) {
        if (chosen.includes(p.id)) continue;
        const answer = await adviseBuiltin(question, new Map([[situation, new Map([[p.id, 1]])]]));
        if (answer.options.some((o) => o.practiceId === p.id)) {
          promoted = p;
          break;
        }
      }
      if (promoted) {
        tied = { question, chosen, situation, promoted };
        break;
      }
    }
    expect(tied).toBeDefined();
    const { question, chosen, situation, promoted } = tied!;
    // Plans other tests in this file started for the same practice count on the dashboard too.
    const count = (outcome?: "worked" | "partly" | "didnt") => t.db.actionPlan.count({ where: { practiceId: promoted.id, ...(outcome ? { outcome } : {}) } });
    const earlier = { started: await count(), worked: await count("worked"), partly: await count("partly"), didnt: await count("didnt") };

    const asker = await signUp(t);
    const before = await call(t, "POST", "/api/test-leadership-advice", { question, responseFormat: "text" }, asker.cookie);
    expect(before.body.situation).toBe(situation);
    expect(before.body.options.map((o: { id: string }) => practiceOf(o.id))).toEqual(chosen);

    // Outcomes in another situation change nothing.
    const elsewhere = await signUp(t);
    const p0 = (await call(t, "POST", "/api/action-plans", { practiceId: promoted!.id, situation: situation === "conflict" ? "trust" : "conflict" }, elsewhere.cookie)).body;
    await call(t, "POST", `/api/action-plans/${p0.id}/outcome`, { outcome: "worked" }, elsewhere.cookie);
    const unchanged = await call(t, "POST", "/api/test-leadership-advice", { question, responseFormat: "text" }, asker.cookie);
    expect(unchanged.body.options.map((o: { id: string }) => practiceOf(o.id))).toEqual(chosen);

    // Two people in this situation say it worked: it now wins the tie.
    for (const outcome of ["worked", "worked"] as const) {
      const u = await signUp(t);
      const p = (await call(t, "POST", "/api/action-plans", { practiceId: promoted!.id, situation }, u.cookie)).body;
      expect((await call(t, "POST", `/api/action-plans/${p.id}/outcome`, { outcome }, u.cookie)).status).toBe(200);
    }
    const after = await call(t, "POST", "/api/test-leadership-advice", { question, responseFormat: "text" }, asker.cookie);
    const afterIds = after.body.options.map((o: { id: string }) => practiceOf(o.id));
    expect(afterIds).toContain(promoted!.id);
    expect(afterIds[0]).toBe(chosen[0]); // a tie-break, not a takeover: the clear first choice stays

    // The admin dashboard shows which practices work.
    const admin = await signUp(t);
    await promote(t, admin.id, { isAdmin: true });
    const dash = await trpc(t, "query", "admin.dashboard", undefined, admin.cookie);
    expect(dash.status).toBe(200);
    const row = dash.body.practiceOutcomes.find((r: { practiceId: string }) => r.practiceId === promoted!.id);
    expect(row).toMatchObject({ title: promoted!.title, started: earlier.started + 3, worked: earlier.worked + 3, partly: earlier.partly, didnt: earlier.didnt });
    expect((await trpc(t, "query", "admin.dashboard", undefined, asker.cookie)).status).toBe(403);
  });
});
