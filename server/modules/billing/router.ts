import { TRPCError } from "@trpc/server";
import {
  zAddPaymentMethodInput,
  zBuyCreditsInput,
  zClosePeriodsInput,
  zPayMentorshipInput,
  zPaymentMethodIdInput,
  zRetryInput,
  zSubscribeInput,
} from "../../../shared/schemas/billing.js";
import { adminProcedure, mentorProcedure, router, userProcedure } from "../../trpc/init.js";
import { closeBillingPeriods } from "./close-periods.js";
import { buyCredits, creditPackagesView } from "./credits.js";
import { listInvoices } from "./invoices.js";
import { listPayments } from "./charges.js";
import { mentorEarnings, payMentorship } from "./mentorship-payments.js";
import { addPaymentMethod, listPaymentMethods, removePaymentMethod, setDefaultPaymentMethod } from "./payment-methods.js";
import { cancelSubscription, changePlan, plansView, resumeSubscription, retryPastDue, retryRenewal, subscriptionView } from "./subscriptions.js";

export const billingRouter = router({
  subscription: userProcedure
    .meta({ rest: { method: "GET", path: "/api/subscription", summary: "The user's plan, credits and access" } })
    .query(({ ctx }) => subscriptionView(ctx.db, ctx.user.id)),

  plans: userProcedure.meta({ rest: { method: "GET", path: "/api/plans", summary: "Subscription plans" } }).query(({ ctx }) => plansView(ctx.db)),

  creditPackages: userProcedure.query(() => creditPackagesView()),

  subscribe: userProcedure
    .meta({ rest: { method: "POST", path: "/api/subscription", summary: "Subscribe to a plan (or change plan)" } })
    .input(zSubscribeInput)
    .mutation(({ ctx, input }) => changePlan(ctx.db, ctx.services.payments, ctx.user.id, input)),

  changePlan: userProcedure.input(zSubscribeInput).mutation(({ ctx, input }) => changePlan(ctx.db, ctx.services.payments, ctx.user.id, input)),

  cancel: userProcedure
    .meta({ rest: { method: "POST", path: "/api/subscription/cancel", summary: "Cancel at period end" } })
    .mutation(({ ctx }) => cancelSubscription(ctx.db, ctx.user.id)),

  resume: userProcedure.mutation(({ ctx }) => resumeSubscription(ctx.db, ctx.user.id)),

  /** Pays an overdue renewal now (after updating the card). */
  retryPayment: userProcedure.input(zRetryInput).mutation(({ ctx, input }) => retryRenewal(ctx.db, ctx.services.payments, ctx.user.id, input)),

  buyCredits: userProcedure
    .meta({ rest: { method: "POST", path: "/api/credits/purchase", summary: "Buy a credit package" } })
    .input(zBuyCreditsInput)
    .mutation(({ ctx, input }) => buyCredits(ctx.db, ctx.services.payments, ctx.user.id, input)),

  paymentMethods: userProcedure
    .meta({ rest: { method: "GET", path: "/api/payment-methods", summary: "Saved cards" } })
    .query(({ ctx }) => listPaymentMethods(ctx.db, ctx.user.id)),

  /** Saves a card; an overdue renewal is retried with it at once. */
  addPaymentMethod: userProcedure
    .meta({ rest: { method: "POST", path: "/api/payment-methods", summary: "Save a card" } })
    .input(zAddPaymentMethodInput)
    .mutation(async ({ ctx, input }) => {
      const method = await addPaymentMethod(ctx.db, ctx.services.payments, ctx.user.id, input.card, input.makeDefault ?? false);
      const renewed = method.isDefault ? await retryPastDue(ctx.db, ctx.services.payments, ctx.user.id) : null;
      return { ...method, overdueRenewal: renewed === null ? null : renewed ? ("paid" as const) : ("failed" as const) };
    }),

  removePaymentMethod: userProcedure
    .meta({ rest: { method: "DELETE", path: "/api/payment-methods/:paymentMethodId", summary: "Remove a card" } })
    .input(zPaymentMethodIdInput)
    .mutation(({ ctx, input }) => removePaymentMethod(ctx.db, ctx.user.id, input.paymentMethodId)),

  setDefaultPaymentMethod: userProcedure.input(zPaymentMethodIdInput).mutation(async ({ ctx, input }) => {
    const r = await setDefaultPaymentMethod(ctx.db, ctx.user.id, input.paymentMethodId);
    await retryPastDue(ctx.db, ctx.services.payments, ctx.user.id);
    return r;
  }),

  payments: userProcedure
    .meta({ rest: { method: "GET", path: "/api/payments", summary: "Payment history" } })
    .query(({ ctx }) => listPayments(ctx.db, ctx.user.id)),

  invoices: userProcedure
    .meta({ rest: { method: "GET", path: "/api/invoices", summary: "Invoices" } })
    .query(({ ctx }) => listInvoices(ctx.db, ctx.user.id)),

  payMentorship: userProcedure
    .meta({ rest: { method: "POST", path: "/api/mentorships/:mentorshipId/pay", summary: "Pay a pending mentorship" } })
    .input(zPayMentorshipInput)
    .mutation(({ ctx, input }) => payMentorship(ctx.db, ctx.services.payments, ctx.user.id, input)),

  mentorEarnings: mentorProcedure.query(({ ctx }) => mentorEarnings(ctx.db, ctx.user.id)),

  /** Operators: close billing periods now (optionally as of a later moment, at most a year ahead; optionally one user). */
  closePeriodsNow: adminProcedure.input(zClosePeriodsInput).mutation(async ({ ctx, input }) => {
    const realNow = Date.now();
    const now = input?.now ?? new Date(realNow);
    if (now.getTime() < realNow - 60_000 || now.getTime() > realNow + 366 * 86_400_000) {
      throw new TRPCError({ code: "BAD_REQUEST", message: "now must be between the present and one year ahead" });
    }
    const result = await closeBillingPeriods(ctx.db, ctx.services.payments, now, input?.userId);
    await ctx.db.auditLog.create({
      data: { actorId: ctx.user.id, action: "billing.close_periods", targetType: "billing", targetId: input?.userId ?? null, details: { now: now.toISOString(), ...result } },
    });
    return result;
  }),
});
