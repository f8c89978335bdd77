// Test-only seams for the browser suite, mounted only when TEST_SEAMS=true in demo mode (never in
// production): close billing periods as of a later moment ("time travel"), as the main admin.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Context } from "../trpc/context.js";
import { closeBillingPeriods } from "../modules/billing/close-periods.js";
import { errorBody } from "../rest/adapter.js";
import { sendDueCheckIns } from "../modules/plans/check-in.js";
import { publicOrigin } from "../lib/public-origin.js";

const zTimeTravel = z.strictObject({ now: z.coerce.date(), userId: z.string().min(1).max(64).optional() });

export function registerTestSeams(app: FastifyInstance, createContext: (o: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>) {
  app.post("/api/test-seams/close-periods", async (req, reply) => {
    try {
      const ctx = await createContext({ req, res: reply });
      if (!ctx.user?.isMainAdmin) return reply.code(403).send({ message: "Main admin only", code: "FORBIDDEN" });
      const input = zTimeTravel.safeParse(req.body);
      if (!input.success) return reply.code(400).send({ message: "now (a date) is required", code: "BAD_REQUEST" });
      return await closeBillingPeriods(ctx.db, ctx.services.payments, publicOrigin(ctx.config), input.data.now, input.data.userId);
    } catch (error) {
      const { status, body } = errorBody(error, String(req.id));
      return reply.code(status).send(body);
    }
  });

  // "A week later", for the signed-in user only: their open plans' check-in time moves to now and the
  // check-in job runs, so Home shows "Did it work?" and the email is queued.
  app.post("/api/test-seams/action-plans-due", async (req, reply) => {
    try {
      const ctx = await createContext({ req, res: reply });
      if (!ctx.user) return reply.code(401).send({ message: "Sign in first", code: "UNAUTHORIZED" });
      const now = new Date();
      const moved = await ctx.db.actionPlan.updateMany({ where: { userId: ctx.user.id, outcome: null, checkInAt: { gt: now } }, data: { checkInAt: now } });
      const job = await sendDueCheckIns(ctx.db, publicOrigin(ctx.config), now);
      return { moved: moved.count, ...job };
    } catch (error) {
      const { status, body } = errorBody(error, String(req.id));
      return reply.code(status).send(body);
    }
  });
}
