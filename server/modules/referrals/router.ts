import { zInvitationInput } from "../../../shared/schemas/referrals.js";
import type { Limiter } from "../../lib/rate-limit.js";
import type { Services } from "../../services.js";
import { router, userProcedure } from "../../trpc/init.js";
import { createInvitation, referralSummary } from "./service.js";

/** 20 invitations per user per hour: enough for real use, too few to spam through our mail. */
const inviteLimiters = new WeakMap<Services, Limiter>();
const inviteLimiter = (services: Services) => {
  let limiter = inviteLimiters.get(services);
  if (!limiter) inviteLimiters.set(services, (limiter = services.limiterFactory.create("invite-user", 20, 60 * 60)));
  return limiter;
};

export const referralsRouter = router({
  invite: userProcedure
    .meta({ rest: { method: "POST", path: "/api/invitations", summary: "Invite a friend; answers the referral code" } })
    .input(zInvitationInput)
    .mutation(async ({ ctx, input }) => {
      await inviteLimiter(ctx.services).consume(ctx.user.id);
      const baseUrl = ctx.config.PUBLIC_URL ?? `${ctx.req.protocol}://${ctx.req.host}`;
      return createInvitation(ctx.db, ctx.user, input, baseUrl);
    }),

  summary: userProcedure
    .meta({ rest: { method: "GET", path: "/api/referrals", summary: "My invitations, sign-ups and referral earnings" } })
    .query(({ ctx }) => referralSummary(ctx.db, ctx.user.id)),
});
