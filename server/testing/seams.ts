// Test-only seams for the browser suite, mounted only when TEST_SEAMS=true in demo mode (never in
// production): close billing periods as of a later moment ("time travel"), as the main admin.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Context } from "../trpc/context.js";
import { closeBillingPeriods } from "../modules/billing/close-periods.js";
import { errorBody } from "../rest/adapter.js";

const zTimeTravel = z.strictObject({ now: z.coerce.date(), userId: z.string().min(1).max(64).optional() });

export function registerTestSeams(app: FastifyInstance, createContext: (o: { req: FastifyRequest; res: FastifyReply }) => Promise<Context>) {
  app.post("/api/test-seams/close-periods", async (req, reply) => {
    try {
      const ctx = await createContext({ req, res: reply });
      if (!ctx.user?.isMainAdmin) return reply.code(403).send({ message: "Main admin only", code: "FORBIDDEN" });
      const input = zTimeTravel.safeParse(req.body);
      if (!input.success) return reply.code(400).send({ message: "now (a date) is required", code: "BAD_REQUEST" });
      return await closeBillingPeriods(ctx.db, ctx.services.payments, input.data.now, input.data.userId);
    } catch (error) {
      const { status, body } = errorBody(error, String(req.id));
      return reply.code(status).send(body);
    }
  });
}
