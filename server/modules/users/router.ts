import { zChangePassword, zProfileOutput, zProfileUpdate } from "../../../shared/schemas/users.js";
import { zNoInput, zSuccessOutput } from "../../../shared/schemas/common.js";
import { router, userProcedure } from "../../trpc/init.js";
import { changePassword, getProfile, updateProfile } from "./service.js";

/** Password checks are guesses too: 10 per user per 15 minutes. */
const PASSWORD_CHECKS = { name: "change-password", points: 10, seconds: 15 * 60 };

export const usersRouter = router({
  profile: userProcedure.input(zNoInput).output(zProfileOutput).query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),
  updateProfile: userProcedure.input(zProfileUpdate).output(zProfileOutput).mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input)),
  changePassword: userProcedure
    .meta({ rateLimit: PASSWORD_CHECKS })
    .input(zChangePassword)
    .output(zSuccessOutput)
    .mutation(({ ctx, input }) => changePassword(ctx.db, ctx.user.id, ctx.sessionId, input)),
});
