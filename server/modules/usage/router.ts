import { zConsentInput } from "../../../shared/schemas/billing.js";
import { zNoInput } from "../../../shared/schemas/common.js";
import { zConsentOutput, zPendingChargesOutput, zUsageHistoryInput, zUsageHistoryOutput, zUsageStatusOutput } from "../../../shared/schemas/usage.js";
import { userProcedure, router } from "../../trpc/init.js";
import { pendingChargesEdge, usageStatusEdge } from "../../rest/edges.js";
import { answerOverageCharge } from "../billing/overage.js";
import { polledPendingCharges, polledUsageStatus, usageHistory } from "./service.js";

export const usageRouter = router({
  status: userProcedure
    .meta({ rest: { method: "GET", path: "/api/usage/status", summary: "Usage in the current billing period", edge: usageStatusEdge } })
    .input(zNoInput)
    .output(zUsageStatusOutput)
    .query(({ ctx }) => polledUsageStatus(ctx.db, ctx.pool, ctx.user.id, ctx.req ?? ctx)),

  pendingCharges: userProcedure
    .meta({ rest: { method: "GET", path: "/api/usage/pending-charges", summary: "Overage charges waiting for consent", edge: pendingChargesEdge } })
    .input(zNoInput)
    .output(zPendingChargesOutput)
    .query(({ ctx }) => polledPendingCharges(ctx.db, ctx.pool, ctx.user.id, ctx.req ?? ctx)),

  /** Pay (charges the default card) or decline a pending overage charge; answered once. */
  consent: userProcedure
    .meta({ rest: { method: "POST", path: "/api/usage/consent/:chargeId", summary: "Answer a pending overage charge" }, money: true })
    .input(zConsentInput)
    .output(zConsentOutput)
    .mutation(({ ctx, input }) => answerOverageCharge(ctx.db, ctx.services.payments, ctx.user.id, input)),

  history: userProcedure
    .meta({ rest: { method: "GET", path: "/api/usage/history", summary: "Requests per month" } })
    .input(zUsageHistoryInput)
    .output(zUsageHistoryOutput)
    .query(({ ctx, input }) => usageHistory(ctx.db, ctx.user.id, input?.months ?? 12)),
});
