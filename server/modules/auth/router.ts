import { TRPCError } from "@trpc/server";
import { zLoginInput, zRegisterInput } from "../../../shared/schemas/auth.js";
import { publicProcedure, router } from "../../trpc/init.js";
import { register, toPublicUser, verifyCredentials } from "./service.js";
import { endSession, startSession } from "./sessions.js";

const clientIp = (ctx: { req: { ip: string } }) => ctx.req.ip;

export const authRouter = router({
  /** The signed-in user; 401 when signed out (the client treats that as anonymous). */
  user: publicProcedure.meta({ rest: { method: "GET", path: "/api/auth/user", summary: "The signed-in user" } }).query(({ ctx }) => {
    if (!ctx.user) throw new TRPCError({ code: "UNAUTHORIZED", message: "Not signed in" });
    return toPublicUser(ctx.user);
  }),

  register: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/auth/register", summary: "Create an account and sign in" } })
    .input(zRegisterInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.services.limits.register.consume(clientIp(ctx));
      const user = await register(ctx.db, input, ctx.services.onRegistered(input));
      await startSession(ctx.db, ctx.config, ctx.req, ctx.reply, user.id);
      return toPublicUser(user);
    }),

  login: publicProcedure
    .meta({ rest: { method: "POST", path: "/api/auth/login", summary: "Sign in" } })
    .input(zLoginInput)
    .mutation(async ({ ctx, input }) => {
      // Spraying is limited per address; guessing one account slows down per (account, address), so a
      // burst from one address never locks the owner out from another.
      const account = input.email.trim().toLowerCase();
      const ip = clientIp(ctx);
      await ctx.services.limits.loginByIp.consume(ip);
      await ctx.services.limits.signIn.check(account, ip);
      let user;
      try {
        user = await verifyCredentials(ctx.db, input);
      } catch (error) {
        if (error instanceof TRPCError && error.code === "UNAUTHORIZED") await ctx.services.limits.signIn.failed(account, ip);
        throw error;
      }
      await ctx.services.limits.signIn.succeeded(account, ip);
      await startSession(ctx.db, ctx.config, ctx.req, ctx.reply, user.id);
      return toPublicUser(user);
    }),

  logout: publicProcedure.meta({ rest: { method: "POST", path: "/api/auth/logout", summary: "Sign out" } }).mutation(async ({ ctx }) => {
    await endSession(ctx.db, ctx.config, ctx.req, ctx.reply);
    return { success: true as const };
  }),
});
