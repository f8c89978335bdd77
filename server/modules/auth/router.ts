import { zLoginInput, zRegisterInput, zUserOutput } from "../../../shared/schemas/auth.js";
import { zNoInput, zSuccessOutput } from "../../../shared/schemas/common.js";
import { publicProcedure, router } from "../../trpc/init.js";
import { signIn, signUp, toPublicUser } from "./service.js";
import { endSession, startSession } from "./sessions.js";
import { AppError } from "../../lib/errors.js";

const clientIp = (ctx: { req: { ip: string } }) => ctx.req.ip;

export const authRouter = router({
  /** The signed-in user; 401 when signed out (the client treats that as anonymous). */
  user: publicProcedure.meta({ rest: { method: "GET", path: "/api/auth/user", summary: "The signed-in user" } }).input(zNoInput).output(zUserOutput).query(({ ctx }) => {
    if (!ctx.user) throw new AppError({ code: "UNAUTHORIZED", message: "Not signed in" });
    return toPublicUser(ctx.user);
  }),

  register: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/auth/register", summary: "Create an account and sign in" } })
    .input(zRegisterInput)
    .output(zUserOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await signUp(ctx.db, ctx.services.limits, input, clientIp(ctx), ctx.services.onRegistered(input));
      await startSession(ctx.db, ctx.config, ctx.req, ctx.reply, user.id);
      return toPublicUser(user);
    }),

  login: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/auth/login", summary: "Sign in" } })
    .input(zLoginInput)
    .output(zUserOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await signIn(ctx.db, ctx.services.limits, input, clientIp(ctx));
      await startSession(ctx.db, ctx.config, ctx.req, ctx.reply, user.id);
      return toPublicUser(user);
    }),

  logout: publicProcedure.meta({ rest: { method: "POST", path: "/api/auth/logout", summary: "Sign out" } }).input(zNoInput).output(zSuccessOutput).mutation(async ({ ctx }) => {
    await endSession(ctx.db, ctx.config, ctx.req, ctx.reply);
    return { success: true as const };
  }),
});
