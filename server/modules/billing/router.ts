import {
  zAddPaymentMethodInput,
  zBuyCreditsInput,
  zClosePeriodsInput,
  zPayMentorshipInput,
  zPaymentMethodIdInput,
  zRetryInput,
  zSubscribeInput,
  zPlanQuoteInput,
  zPlanQuoteOutput,
} from "../../../shared/schemas/billing.js";
import { mainAdminProcedure, mentorProcedure, router, userProcedure } from "../../trpc/init.js";
import { closePeriodsNow } from "./operators.js";
import { buyCredits, creditPackagesView } from "./credits.js";
import { listInvoices } from "./invoices.js";
import { listPayments } from "./charges.js";
import { mentorEarnings, payMentorship } from "./mentorship-payments.js";
import { addPaymentMethod, listPaymentMethods, removePaymentMethod, setDefaultPaymentMethod } from "./payment-methods.js";
import { cancelSubscription, changePlan, planChangeQuote, plansView, resumeSubscription, retryPastDue, retryRenewal, subscriptionView } from "./subscriptions.js";

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

  /** The exact charge of a plan change (proration included) before paying: what the Pay button says. */
  quotePlanChange: userProcedure
    .meta({ rest: { method: "GET", path: "/api/subscription/quote", summary: "Price a plan change before paying" } })
    .input(zPlanQuoteInput)
    .output(zPlanQuoteOutput)
    .query(({ ctx, input }) => planChangeQuote(ctx.db, ctx.user.id, input)),

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

  /** The main admin: close the billing periods that have ended by now (optionally one user's). */
  closePeriodsNow: mainAdminProcedure
    .input(zClosePeriodsInput)
    .mutation(({ ctx, input }) => closePeriodsNow(ctx.db, ctx.services.payments, ctx.user, input?.userId)),
});
