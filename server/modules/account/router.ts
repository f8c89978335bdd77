import { userProcedure, router } from "../../trpc/init.js";
import { accountStatus, markPromoSeen, promoState } from "./service.js";

export const accountRouter = router({
  status: userProcedure
    .meta({ rest: { method: "GET", path: "/api/account-status", summary: "Suspension and grace period" } })
    .query(({ ctx }) => accountStatus(ctx.db, ctx.user.id)),

  /** Whether the 'New Premium Features Available!' dialog is still to be shown (once per user). */
  promo: userProcedure.query(({ ctx }) => promoState(ctx.db, ctx.user.id)),

  markPromoSeen: userProcedure.mutation(({ ctx }) => markPromoSeen(ctx.db, ctx.user.id)),
});
