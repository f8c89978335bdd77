import { zChangePassword, zProfileUpdate } from "../../../shared/schemas/users.js";
import type { Limiter } from "../../lib/rate-limit.js";
import type { Services } from "../../services.js";
import { router, userProcedure } from "../../trpc/init.js";
import { changePassword, getProfile, updateProfile } from "./service.js";

/** Password checks are guesses too: 10 per user per 15 minutes. */
const limiters = new WeakMap<Services, Limiter>();
const passwordLimiter = (services: Services) => {
  let limiter = limiters.get(services);
  if (!limiter) limiters.set(services, (limiter = services.limiterFactory.create("change-password", 10, 15 * 60)));
  return limiter;
};

export const usersRouter = router({
  profile: userProcedure.query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),
  updateProfile: userProcedure.input(zProfileUpdate).mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  changePassword: userProcedure.input(zChangePassword).mutation(async ({ ctx, input }) => {
    await passwordLimiter(ctx.services).consume(ctx.user.id);
    return changePassword(ctx.db, ctx.user.id, ctx.sessionId, input);
  }),
});
