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
  zAddPaymentMethodOutput, zCancelSubscriptionOutput, zChargeOutput, zClosePeriodsOutput, zCreditPackagesOutput, zInvoicesOutput, zMentorEarningsOutput,
  zPaymentMethodsOutput, zPaymentsOutput, zPlanChangeOutput, zPlansOutput, zSubscriptionOutput,
} from "../../../shared/schemas/billing.js";
import { zNoInput, zSuccessOutput } from "../../../shared/schemas/common.js";
import { mainAdminProcedure, mentorProcedure, router, userProcedure } from "../../trpc/init.js";
import { closePeriodsNow } from "./operators.js";
import { publicOrigin } from "../../lib/public-origin.js";
import { buyCredits, creditPackagesView } from "./credits.js";
import { listInvoices } from "./invoices.js";
import { listPayments } from "./charges.js";
import { mentorEarnings, payMentorship } from "./mentorship-payments.js";
import { listPaymentMethods, removePaymentMethod } from "./payment-methods.js";
import { cancelSubscription, changePlan, chooseDefaultCard, planChangeQuote, plansView, resumeSubscription, retryRenewal, saveCard, subscriptionView } from "./subscriptions.js";

export const billingRouter = router({
  subscription: userProcedure
    .meta({ rest: { method: "GET", path: "/api/subscription", summary: "The user's plan, credits and access" } })
    .input(zNoInput)
    .output(zSubscriptionOutput)
    .query(({ ctx }) => subscriptionView(ctx.db, ctx.user.id)),

  plans: userProcedure.meta({ rest: { method: "GET", path: "/api/plans", summary: "Subscription plans" } }).input(zNoInput).output(zPlansOutput).query(({ ctx }) => plansView(ctx.db)),

  creditPackages: userProcedure.input(zNoInput).output(zCreditPackagesOutput).query(() => creditPackagesView()),

  subscribe: userProcedure
    .meta({ rest: { method: "POST", path: "/api/subscription", summary: "Subscribe to a plan (or change plan)" }, money: true })
    .input(zSubscribeInput)
    .output(zPlanChangeOutput)
    .mutation(({ ctx, input }) => changePlan(ctx.db, ctx.services.payments, ctx.user.id, input)),

  /** The exact charge of a plan change (proration included) before paying: what the Pay button says. */
  quotePlanChange: userProcedure
    .meta({ rest: { method: "GET", path: "/api/subscription/quote", summary: "Price a plan change before paying" } })
    .input(zPlanQuoteInput)
    .output(zPlanQuoteOutput)
    .query(({ ctx, input }) => planChangeQuote(ctx.db, ctx.user.id, input)),

  changePlan: userProcedure.meta({ money: true }).input(zSubscribeInput).output(zPlanChangeOutput).mutation(({ ctx, input }) => changePlan(ctx.db, ctx.services.payments, ctx.user.id, input)),

  cancel: userProcedure
    .meta({ rest: { method: "POST", path: "/api/subscription/cancel", summary: "Cancel at period end" } })
    .input(zNoInput)
    .output(zCancelSubscriptionOutput)
    .mutation(({ ctx }) => cancelSubscription(ctx.db, ctx.user.id)),

  resume: userProcedure.input(zNoInput).output(zPlanChangeOutput).mutation(({ ctx }) => resumeSubscription(ctx.db, ctx.user.id)),

  /** Pays an overdue renewal now (after updating the card). */
  retryPayment: userProcedure.meta({ money: true }).input(zRetryInput).output(zChargeOutput).mutation(({ ctx, input }) => retryRenewal(ctx.db, ctx.services.payments, ctx.user.id, input)),

  buyCredits: userProcedure
    .meta({ rest: { method: "POST", path: "/api/credits/purchase", summary: "Buy a credit package" }, money: true })
    .input(zBuyCreditsInput)
    .output(zChargeOutput)
    .mutation(({ ctx, input }) => buyCredits(ctx.db, ctx.services.payments, ctx.user.id, input)),

  paymentMethods: userProcedure
    .meta({ rest: { method: "GET", path: "/api/payment-methods", summary: "Saved cards" } })
    .input(zNoInput)
    .output(zPaymentMethodsOutput)
    .query(({ ctx }) => listPaymentMethods(ctx.db, ctx.user.id)),

  /** Saves a card; an overdue renewal is retried with it at once. */
  addPaymentMethod: userProcedure
    .meta({ rest: { method: "POST", path: "/api/payment-methods", summary: "Save a card" }, money: true })
    .input(zAddPaymentMethodInput)
    .output(zAddPaymentMethodOutput)
    .mutation(({ ctx, input }) => saveCard(ctx.db, ctx.services.payments, ctx.user.id, input)),

  removePaymentMethod: userProcedure
    .meta({ rest: { method: "DELETE", path: "/api/payment-methods/:paymentMethodId", summary: "Remove a card" } })
    .input(zPaymentMethodIdInput)
    .output(zSuccessOutput)
    .mutation(({ ctx, input }) => removePaymentMethod(ctx.db, ctx.user.id, input.paymentMethodId)),

  setDefaultPaymentMethod: userProcedure
    .meta({ money: true })
    .input(zPaymentMethodIdInput)
    .output(zSuccessOutput)
    .mutation(({ ctx, input }) => chooseDefaultCard(ctx.db, ctx.services.payments, ctx.user.id, input.paymentMethodId)),

  payments: userProcedure
    .meta({ rest: { method: "GET", path: "/api/payments", summary: "Payment history" } })
    .input(zNoInput)
    .output(zPaymentsOutput)
    .query(({ ctx }) => listPayments(ctx.db, ctx.user.id)),

  invoices: userProcedure
    .meta({ rest: { method: "GET", path: "/api/invoices", summary: "Invoices" } })
    .input(zNoInput)
    .output(zInvoicesOutput)
    .query(({ ctx }) => listInvoices(ctx.db, ctx.user.id)),

  payMentorship: userProcedure
    .meta({ rest: { method: "POST", path: "/api/mentorships/:mentorshipId/pay", summary: "Pay a pending mentorship" }, money: true })
    .input(zPayMentorshipInput)
    .output(zChargeOutput)
    .mutation(({ ctx, input }) => payMentorship(ctx.db, ctx.services.payments, ctx.user.id, input)),

  mentorEarnings: mentorProcedure.input(zNoInput).output(zMentorEarningsOutput).query(({ ctx }) => mentorEarnings(ctx.db, ctx.user.id)),

  /** The main admin: close the billing periods that have ended by now (optionally one user's). */
  closePeriodsNow: mainAdminProcedure
    .input(zClosePeriodsInput)
    .output(zClosePeriodsOutput)
    .mutation(({ ctx, input }) => closePeriodsNow(ctx.db, ctx.services.payments, publicOrigin(ctx.config), ctx.user, input?.userId)),
});
