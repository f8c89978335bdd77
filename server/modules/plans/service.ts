// Action plans (issue 14 item 5): "Try this approach" starts a plan — the approach's steps as a
// checklist on My Account. A week later a scheduled job mails "Did it work?" (check-in.ts) and Home
// shows the same question; the answer (worked / partly / didn't, with an optional note kept with the
// plan) is counted per practice and situation, and the built-in engine uses those counts to break ties.
// PRIVACY: a plan holds the practice id, the situation category the engine read and the practice's steps
// in the library's wording (not the answer's tailored ones, which carry names and topics from the
// question). The question is never sent here, never stored and never logged.
import type { Db } from "../../db/client.js";
import { AppError, notFound } from "../../lib/errors.js";
import { PRACTICES } from "../../providers/advice/practices.js";
import type { OutcomeTable } from "../../providers/advice/types.js";
import { fillTemplate } from "../../providers/advice/builtin.js";
import type { Reading } from "../../providers/advice/reading.js";
import { MAX_PLAN_STEPS, MAX_PLANS, PLAN_CHECK_IN_MS, type Plan, type PlanOutcome, type StartPlanInput } from "../../../shared/schemas/plans.js";

const PRACTICES_BY_ID = new Map(PRACTICES.map((p) => [p.id, p]));

const planSelect = {
  id: true,
  practiceId: true,
  situation: true,
  title: true,
  steps: true,
  stepsDone: true,
  checkInAt: true,
  outcome: true,
  outcomeNote: true,
  createdAt: true,
} as const;

type PlanRow = {
  id: string;
  practiceId: string | null;
  situation: string | null;
  title: string;
  steps: string[];
  stepsDone: boolean[];
  checkInAt: Date;
  outcome: PlanOutcome | null;
  outcomeNote: string | null;
  createdAt: Date;
};

function toPlan(row: PlanRow, now: Date): Plan {
  return {
    id: row.id,
    practiceId: row.practiceId,
    situation: row.situation,
    title: row.title,
    steps: row.steps.map((text, i) => ({ text, done: row.stepsDone[i] ?? false })),
    checkInAt: row.checkInAt,
    checkInDue: row.outcome === null && row.checkInAt.getTime() <= now.getTime(),
    outcome: row.outcome,
    outcomeNote: row.outcomeNote,
    createdAt: row.createdAt,
  };
}

/**
 * The practice's steps in the library's own wording: the first step's template is filled with neutral
 * words ("the person involved", "this situation") rather than the asker's people and topic, so the plan
 * keeps nothing taken from the question.
 */
function libraryPlan(practiceId: string): { title: string; steps: string[] } {
  const p = PRACTICES_BY_ID.get(practiceId);
  if (!p) throw new AppError({ code: "BAD_REQUEST", message: "Unknown practice" });
  const neutral: Reading = { themes: [], counterpart: null, scope: null, people: null, topic: null, event: null, when: null, negated: [] };
  const first = fillTemplate(p.tailoredFirstStep, neutral);
  return { title: p.title, steps: [first.charAt(0).toUpperCase() + first.slice(1), ...p.steps].slice(0, MAX_PLAN_STEPS) };
}

export async function startPlan(db: Db, userId: string, input: StartPlanInput, now = new Date()): Promise<Plan> {
  const { title, steps } = libraryPlan(input.practiceId);
  // A double click or a retry keeps one plan: the same approach, started and still open, is returned.
  const open = await db.actionPlan.findFirst({ where: { userId, practiceId: input.practiceId, outcome: null }, orderBy: { createdAt: "desc" }, select: planSelect });
  if (open) return toPlan(open, now);
  const count = await db.actionPlan.count({ where: { userId } });
  if (count >= MAX_PLANS) throw new AppError({ code: "CONFLICT", message: `You can keep up to ${MAX_PLANS} plans. Delete one to start another.` });
  const row = await db.actionPlan.create({
    data: {
      userId,
      practiceId: input.practiceId,
      situation: input.situation,
      title,
      steps,
      stepsDone: steps.map(() => false),
      checkInAt: new Date(now.getTime() + PLAN_CHECK_IN_MS),
    },
    select: planSelect,
  });
  return toPlan(row, now);
}

export async function listPlans(db: Db, userId: string, now = new Date()): Promise<Plan[]> {
  const rows = await db.actionPlan.findMany({ where: { userId }, orderBy: [{ createdAt: "desc" }, { id: "asc" }], select: planSelect });
  return rows.map((r) => toPlan(r, now));
}

/** Plans whose check-in has come and that have no answer yet (Home's "Did it work?" card). */
export async function dueCheckIns(db: Db, userId: string, now = new Date()): Promise<Plan[]> {
  const rows = await db.actionPlan.findMany({ where: { userId, outcome: null, checkInAt: { lte: now } }, orderBy: [{ checkInAt: "asc" }, { id: "asc" }], take: 5, select: planSelect });
  return rows.map((r) => toPlan(r, now));
}

/** Someone else's plan answers exactly like a missing one. */
async function ownPlan(db: Db, userId: string, id: string) {
  const row = await db.actionPlan.findFirst({ where: { id, userId }, select: planSelect });
  if (!row) throw notFound("Plan");
  return row;
}

export async function setPlanStep(db: Db, userId: string, input: { id: string; index: number; done: boolean }, now = new Date()): Promise<Plan> {
  const row = await ownPlan(db, userId, input.id);
  if (input.index >= row.steps.length) throw new AppError({ code: "BAD_REQUEST", message: `This plan has ${row.steps.length} steps` });
  const stepsDone = row.steps.map((_, i) => (i === input.index ? input.done : (row.stepsDone[i] ?? false)));
  const updated = await db.actionPlan.update({ where: { id: row.id }, data: { stepsDone }, select: planSelect });
  return toPlan(updated, now);
}

export async function recordOutcome(db: Db, userId: string, input: { id: string; outcome: PlanOutcome; note?: string | undefined }, now = new Date()): Promise<Plan> {
  const row = await ownPlan(db, userId, input.id);
  // Answering again (from the email and from Home, say) replaces the earlier answer; counted once.
  const updated = await db.actionPlan.update({
    where: { id: row.id },
    data: { outcome: input.outcome, outcomeNote: input.note ? input.note : null, outcomeAt: now },
    select: planSelect,
  });
  return toPlan(updated, now);
}

export async function deletePlan(db: Db, userId: string, id: string) {
  const { count } = await db.actionPlan.deleteMany({ where: { id, userId } });
  if (count === 0) throw notFound("Plan");
  return { success: true as const };
}

// ───────────── what works: outcomes per practice and situation ─────────────

const OUTCOME_VALUE: Record<PlanOutcome, number> = { worked: 1, partly: 0.5, didnt: -1 };

/**
 * Reported outcomes as the engine's tie-breaker: situation → practice → average (worked = 1, partly =
 * 0.5, didn't = −1). Computed in the database from counts; no user or text is read.
 */
export async function outcomeTable(db: Db): Promise<OutcomeTable> {
  const rows = await db.actionPlan.groupBy({ by: ["situation", "practiceId", "outcome"], where: { outcome: { not: null }, practiceId: { not: null }, situation: { not: null } }, _count: { _all: true } });
  const sums = new Map<string, Map<string, { sum: number; n: number }>>();
  for (const r of rows) {
    if (!r.situation || !r.practiceId || !r.outcome) continue;
    const bySituation = sums.get(r.situation) ?? new Map<string, { sum: number; n: number }>();
    sums.set(r.situation, bySituation);
    const acc = bySituation.get(r.practiceId) ?? { sum: 0, n: 0 };
    acc.sum += OUTCOME_VALUE[r.outcome] * r._count._all;
    acc.n += r._count._all;
    bySituation.set(r.practiceId, acc);
  }
  return new Map([...sums].map(([situation, m]) => [situation, new Map([...m].map(([id, { sum, n }]) => [id, sum / n]))]));
}

/** For the admin dashboard: per practice, how many plans were started and how each answered. */
export async function practiceOutcomes(db: Db) {
  const rows = await db.actionPlan.groupBy({ by: ["practiceId", "outcome"], where: { practiceId: { not: null } }, _count: { _all: true } });
  const byPractice = new Map<string, { practiceId: string; title: string; started: number; worked: number; partly: number; didnt: number }>();
  for (const r of rows) {
    if (!r.practiceId) continue;
    const entry = byPractice.get(r.practiceId) ?? { practiceId: r.practiceId, title: PRACTICES_BY_ID.get(r.practiceId)?.title ?? r.practiceId, started: 0, worked: 0, partly: 0, didnt: 0 };
    entry.started += r._count._all;
    if (r.outcome) entry[r.outcome] += r._count._all;
    byPractice.set(r.practiceId, entry);
  }
  const answered = (e: { worked: number; partly: number; didnt: number }) => e.worked + e.partly + e.didnt;
  return [...byPractice.values()].sort((a, b) => b.worked - a.worked || answered(b) - answered(a) || b.started - a.started || a.title.localeCompare(b.title));
}
