import { zInvitationInput, zInvitationOutput, zReferralSummaryOutput } from "../../../shared/schemas/referrals.js";
import { zNoInput } from "../../../shared/schemas/common.js";
import { router, userProcedure } from "../../trpc/init.js";
import { publicOrigin } from "../../lib/public-origin.js";
import { createInvitation, referralSummary } from "./service.js";

/** 20 invitations per user per hour: enough for real use, too few to spam through our mail. */
const INVITES_PER_HOUR = { name: "invite-user", points: 20, seconds: 60 * 60 };

export const referralsRouter = router({
  invite: userProcedure
    .meta({ rest: { method: "POST", path: "/api/invitations", summary: "Invite a friend; answers the referral code" }, rateLimit: INVITES_PER_HOUR })
    .input(zInvitationInput)
    .output(zInvitationOutput)
    .mutation(({ ctx, input }) => createInvitation(ctx.db, ctx.user, input, publicOrigin(ctx.config))),

  summary: userProcedure
    .meta({ rest: { method: "GET", path: "/api/referrals", summary: "My invitations, sign-ups and referral earnings" } })
    .input(zNoInput)
    .output(zReferralSummaryOutput)
    .query(({ ctx }) => referralSummary(ctx.db, ctx.user.id)),
});
