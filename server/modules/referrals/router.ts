import { zInvitationInput } from "../../../shared/schemas/referrals.js";
import { moduleLimiter } from "../../lib/rate-limit.js";
import { router, userProcedure } from "../../trpc/init.js";
import { publicOrigin } from "../../lib/public-origin.js";
import { createInvitation, referralSummary } from "./service.js";

/** 20 invitations per user per hour: enough for real use, too few to spam through our mail. */
const inviteLimiter = moduleLimiter("invite-user", 20, 60 * 60);

export const referralsRouter = router({
  invite: userProcedure
    .meta({ rest: { method: "POST", path: "/api/invitations", summary: "Invite a friend; answers the referral code" } })
    .input(zInvitationInput)
    .mutation(async ({ ctx, input }) => {
      await inviteLimiter(ctx.services).consume(ctx.user.id);
      return createInvitation(ctx.db, ctx.user, input, publicOrigin(ctx.config));
    }),

  summary: userProcedure
    .meta({ rest: { method: "GET", path: "/api/referrals", summary: "My invitations, sign-ups and referral earnings" } })
    .query(({ ctx }) => referralSummary(ctx.db, ctx.user.id)),
});
