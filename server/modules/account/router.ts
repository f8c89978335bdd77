import { zSupportContactOutput } from "../../../shared/schemas/account.js";
import { publicProcedure, userProcedure, router } from "../../trpc/init.js";
import { accountStatus, markPromoSeen, promoState, supportContact } from "./service.js";

export const accountRouter = router({
  status: userProcedure
    .meta({ rest: { method: "GET", path: "/api/account-status", summary: "Suspension and grace period" } })
    .query(({ ctx }) => accountStatus(ctx.db, ctx.user.id)),

  /** Whether the 'New Premium Features Available!' dialog is still to be shown (once per user). */
  promo: userProcedure.query(({ ctx }) => promoState(ctx.db, ctx.user.id)),

  markPromoSeen: userProcedure.mutation(({ ctx }) => markPromoSeen(ctx.db, ctx.user.id)),

  /** The support address (admin setting), for the "Account suspended" page a signed-out user sees. */
  support: publicProcedure
    .meta({ rest: { method: "GET", path: "/api/support", summary: "How to contact support" } })
    .output(zSupportContactOutput)
    .query(({ ctx }) => supportContact(ctx.db)),
});
