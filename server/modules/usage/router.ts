import { z } from "zod";
import { zConsentInput } from "../../../shared/schemas/billing.js";
import { userProcedure, router } from "../../trpc/init.js";
import { declineOverageCharge, payOverageCharge } from "../billing/overage.js";
import { pendingCharges, usageHistory, usageStatus } from "./service.js";

export const usageRouter = router({
  status: userProcedure
    .meta({ rest: { method: "GET", path: "/api/usage/status", summary: "Usage in the current billing period" } })
    .query(({ ctx }) => usageStatus(ctx.db, ctx.user.id)),

  pendingCharges: userProcedure
    .meta({ rest: { method: "GET", path: "/api/usage/pending-charges", summary: "Overage charges waiting for consent" } })
    .query(({ ctx }) => pendingCharges(ctx.db, ctx.user.id)),

  /** Pay (charges the default card) or decline a pending overage charge; answered once. */
  consent: userProcedure
    .meta({ rest: { method: "POST", path: "/api/usage/consent/:chargeId", summary: "Answer a pending overage charge" } })
    .input(zConsentInput)
    .mutation(async ({ ctx, input }) => {
      if (!input.consent) return declineOverageCharge(ctx.db, ctx.user.id, input.chargeId);
      await payOverageCharge(ctx.db, ctx.services.payments, ctx.user.id, input.chargeId);
      return { success: true as const, declined: false as const };
    }),

  history: userProcedure
    .meta({ rest: { method: "GET", path: "/api/usage/history", summary: "Requests per month" } })
    .input(z.strictObject({ months: z.coerce.number().int().min(1).max(24).optional() }).optional())
    .query(({ ctx, input }) => usageHistory(ctx.db, ctx.user.id, input?.months ?? 12)),
});
