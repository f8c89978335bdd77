import { zAccountStatusOutput, zPromoOutput, zSupportContactOutput } from "../../../shared/schemas/account.js";
import { zNoInput, zSuccessOutput } from "../../../shared/schemas/common.js";
import { publicProcedure, userProcedure, router } from "../../trpc/init.js";
import { accountStatusOf, markPromoSeen, promoState, supportContact } from "./service.js";

export const accountRouter = router({
  status: userProcedure
    .meta({ rest: { method: "GET", path: "/api/account-status", summary: "Suspension and grace period" } })
    .input(zNoInput)
    .output(zAccountStatusOutput)
    // The session join of this very request read the user's suspension fields: no second query.
    .query(({ ctx }) => accountStatusOf(ctx.user)),

  /** Whether the 'New Premium Features Available!' dialog is still to be shown (once per user). */
  promo: userProcedure.input(zNoInput).output(zPromoOutput).query(({ ctx }) => promoState(ctx.db, ctx.user.id)),

  markPromoSeen: userProcedure.input(zNoInput).output(zSuccessOutput).mutation(({ ctx }) => markPromoSeen(ctx.db, ctx.user.id)),

  /** The support address (admin setting), for the "Account suspended" page a signed-out user sees. */
  support: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/support", summary: "How to contact support" } })
    .input(zNoInput)
    .output(zSupportContactOutput)
    .query(({ ctx }) => supportContact(ctx.db)),
});
