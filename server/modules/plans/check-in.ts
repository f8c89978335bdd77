// The "Did it work?" check-in as a scheduled job: a week after a plan starts, one email through the
// outbox. Each plan is claimed by a conditional update (checkInSentAt IS NULL) in the same transaction
// that queues its email, so however many instances run the job, each plan is mailed once. The email
// names the approach (a library title), never anything of the question.
import type { Db } from "../../db/client.js";
import type { Job } from "../../jobs.js";
import { enqueueEmail } from "../../providers/mail/index.js";
import { PLAN_TEXTS } from "../../../shared/schemas/plans.js";

export async function sendDueCheckIns(db: Db, baseUrl: string, now = new Date()): Promise<{ sent: number }> {
  const due = await db.actionPlan.findMany({
    where: { checkInSentAt: null, outcome: null, checkInAt: { lte: now } },
    select: { id: true },
    orderBy: { checkInAt: "asc" },
    take: 200,
  });
  let sent = 0;
  for (const { id } of due) {
    const done = await db.$transaction(async (tx) => {
      const claimed = await tx.actionPlan.updateMany({ where: { id, checkInSentAt: null, outcome: null }, data: { checkInSentAt: now } });
      if (claimed.count !== 1) return false;
      const plan = await tx.actionPlan.findUniqueOrThrow({ where: { id }, select: { title: true, steps: true, stepsDone: true, user: { select: { email: true, firstName: true } } } });
      const done = plan.stepsDone.filter(Boolean).length;
      await enqueueEmail(tx, {
        to: plan.user.email,
        subject: `${PLAN_TEXTS.checkInTitle} ${plan.title}`,
        body: [
          `Hi ${plan.user.firstName},`,
          `A week ago you started trying “${plan.title}” (${done} of ${plan.steps.length} steps ticked).`,
          `${PLAN_TEXTS.checkInTitle} Tell us on your Home page — it worked, partly, or it didn't — and add a note for yourself if you like:`,
          `${baseUrl}/`,
          "Your answer is kept with the plan and, counted with others', helps rank approaches for people in a similar situation.",
        ].join("\n\n"),
      });
      return true;
    });
    if (done) sent += 1;
  }
  return { sent };
}

export const planCheckInsJob = (baseUrl: string): Job => ({ name: "plan-check-ins", everyMs: 15 * 60_000, run: (db, now) => sendDueCheckIns(db, baseUrl, now) });
