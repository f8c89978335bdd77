// Subscriptions: plan views, plan changes (subscribe, upgrade, downgrade, cancel, resume) and renewals.
// Money is integer cents. Prices, allowances, the overage price, the commission and the grace period
// are operator settings, read at the moment of use. A paid plan is paid through `paidThrough` (one
// month or one year after the charge that started it).
//
// Plan-change rule (documented in README and the reply):
// • Subscribing or UPGRADING (a higher plan, or the same plan monthly → yearly) takes effect at once:
//   the unused part of the current paid period is credited against the new price (proration, shown as
//   an invoice line), the current usage period is closed (its overage, if any, becomes a pending charge),
//   a new monthly usage period starts now, credits refill to the new plan's maxima.
//   If the credit covers the whole new price, the change is scheduled for period end instead.
// • DOWNGRADING (a lower plan, or yearly → monthly) and CANCELLING take effect when the paid period
//   ends (`pendingPlan` / `cancelAtPeriodEnd`); until then the user keeps what they paid for. Resume
//   undoes a scheduled cancellation or downgrade.
// • Renewal charges the default card when the paid period ends. A failed renewal or overage payment
//   starts the grace period (settings.gracePeriodDays); unpaid at its end, the account is suspended;
//   a successful payment of what is owed lifts it.
import type { Db } from "../../db/client.js";
import type { CardInput } from "../../../shared/schemas/billing.js";
import type { Subscription } from "../../db/generated/client.js";
import { getSettings } from "../settings/service.js";
import {
  addMonths,
  intervalMonths,
  PLAN_CREDIT_MAXIMA,
  PLAN_FEATURES,
  PLAN_NAMES,
  PLANS,
  type BillingInterval,
  type PlanId,
} from "../../../shared/billing.js";
import type { PaymentsProvider } from "../../providers/payments/index.js";
import { paidReceipt, recordCharge, tryCharge, type ChargeRequest } from "./charges.js";
import type { InvoiceLine } from "./invoices.js";
import { addPaymentMethod, defaultMethod, resolvePaymentMethod, setDefaultPaymentMethod, type PayWith } from "./payment-methods.js";
import { ensureSubscription, readSubscription, rollUsagePeriods, startNewPlanPeriod } from "./periods.js";
import { planPrice, quotePlanChange } from "./plan-quote.js";
import { AppError } from "../../lib/errors.js";

export { planPrice };

/** SPEC §3 "User subscription" plus the plan state the account page shows. */
export async function subscriptionView(db: Db, userId: string, now = new Date()) {
  const sub = await readSubscription(db, userId, now);
  const settings = await getSettings(db);
  const max = PLAN_CREDIT_MAXIMA[sub.plan];
  const premium = sub.plan === "premium";
  const row = sub.row;
  const pending = row ? pendingChange(row) : null;
  return {
    tier: sub.plan,
    planName: PLAN_NAMES[sub.plan],
    interval: sub.interval,
    status: row?.status ?? ("active" as const),
    features: PLAN_FEATURES[sub.plan],
    price: sub.plan === "free" ? 0 : planPrice(settings, sub.plan, sub.interval),
    paidThrough: row?.paidThrough ?? null,
    cancelAtPeriodEnd: row?.cancelAtPeriodEnd ?? false,
    pendingPlan: pending,
    billingPeriodStart: sub.periodStart,
    billingPeriodEnd: sub.periodEnd,
    unlimitedCredits: max === null,
    textCredits: sub.credits.text,
    maxTextCredits: max?.text ?? null,
    audioCredits: sub.credits.audio,
    maxAudioCredits: max?.audio ?? null,
    mentorCallCredits: sub.credits.mentorCall,
    maxMentorCallCredits: max?.mentorCall ?? null,
    premiumContentAccess: premium,
    specializedAdviceAccess: premium,
    industrySpecificAdviceAccess: premium,
    videoResponsesAvailable: premium,
    highQualityAudio: premium,
  };
}

export async function plansView(db: Db) {
  const settings = await getSettings(db);
  return PLANS.map((id) => ({
    id,
    name: PLAN_NAMES[id],
    monthlyPrice: settings.plans[id].monthlyPrice,
    yearlyPrice: settings.plans[id].yearlyPrice,
    monthlyAllowance: settings.plans[id].monthlyAllowance,
    features: PLAN_FEATURES[id].map((f) => withAllowance(f, settings.plans[id].monthlyAllowance)),
  }));
}

/** "15 credits/month" follows the allowance an admin set (null = unlimited). */
function withAllowance(feature: string, allowance: number | null): string {
  const m = /^\d+ (requests|credits)\/month$/.exec(feature);
  if (!m) return feature;
  return allowance === null ? `Unlimited ${m[1]}` : `${allowance} ${m[1]}/month`;
}


/** The plan change scheduled for the end of the paid period, if any. */
export function pendingChange(row: { pendingPlan: PlanId | null; pendingInterval: BillingInterval | null }): { plan: PlanId; interval: BillingInterval } | null {
  return row.pendingPlan && row.pendingInterval ? { plan: row.pendingPlan, interval: row.pendingInterval } : null;
}

function planLine(plan: PlanId, interval: BillingInterval, amount: number): InvoiceLine {
  return { description: `${PLAN_NAMES[plan]} plan (${interval})`, quantity: 1, unitAmount: amount, amount };
}

/** Subscribe, upgrade or downgrade (see the plan-change rule at the top of this file). */
export async function changePlan(db: Db, payments: PaymentsProvider, userId: string, input: { plan: PlanId; interval: BillingInterval } & PayWith, now = new Date()) {
  await rollUsagePeriods(db, userId, now);
  const sub = await ensureSubscription(db, userId, now);
  const settings = await getSettings(db);
  const current = { plan: sub.plan, interval: sub.interval };
  const quote = quotePlanChange(sub, settings, input, now);
  const target = { plan: quote.plan, interval: quote.interval };
  if (quote.kind === "same") {
    if (sub.cancelAtPeriodEnd || sub.pendingPlan) return resumeSubscription(db, userId);
    throw new AppError({ code: "CONFLICT", message: `You are already on the ${PLAN_NAMES[target.plan]} plan.` });
  }
  if (quote.kind === "period_end") {
    if (current.plan === "free" || !sub.paidThrough) throw new AppError({ code: "BAD_REQUEST", message: "You are on the Free plan." });
    // Takes effect when the paid period ends.
    await db.subscription.update({
      where: { id: sub.id },
      data: target.plan === "free" ? { cancelAtPeriodEnd: true, pendingPlan: null, pendingInterval: null } : { cancelAtPeriodEnd: false, pendingPlan: target.plan, pendingInterval: target.interval },
    });
    return { success: true as const, effective: "period_end" as const, effectiveAt: sub.paidThrough, paymentId: null, invoiceId: null, invoiceNumber: null, amount: 0 };
  }
  const { amount, lines } = quote;

  const method = await resolvePaymentMethod(db, payments, userId, input, now);
  const outcome = await recordCharge(db, payments, {
    userId,
    kind: "subscription",
    amount,
    description: `${PLAN_NAMES[target.plan]} plan (${target.interval})`,
    keyPrefix: `plan:${userId}:${current.plan}-${current.interval}:${target.plan}-${target.interval}:${sub.paidThrough?.toISOString() ?? "none"}`,
    method,
    lines,
    period: { start: now, end: addMonths(now, intervalMonths(target.interval)) },
    now,
    apply: (tx) => startNewPlanPeriod(tx, userId, target.plan, target.interval, now, settings),
  });
  return { ...paidReceipt(outcome), effective: "now" as const, effectiveAt: now };
}

/** One click: the plan ends with the paid period (no further charge). */
export async function cancelSubscription(db: Db, userId: string) {
  const sub = await db.subscription.findUnique({ where: { userId } });
  if (!sub || sub.plan === "free") throw new AppError({ code: "BAD_REQUEST", message: "You are on the Free plan: there is nothing to cancel." });
  if (sub.cancelAtPeriodEnd) throw new AppError({ code: "CONFLICT", message: "Your plan is already cancelled." });
  await db.subscription.update({ where: { id: sub.id }, data: { cancelAtPeriodEnd: true, pendingPlan: null, pendingInterval: null } });
  return { success: true as const, effectiveAt: sub.paidThrough };
}

/** Undoes a scheduled cancellation or downgrade. */
export async function resumeSubscription(db: Db, userId: string) {
  const sub = await db.subscription.findUnique({ where: { userId } });
  if (!sub || (!sub.cancelAtPeriodEnd && !sub.pendingPlan)) throw new AppError({ code: "CONFLICT", message: "There is no scheduled change to undo." });
  await db.subscription.update({ where: { id: sub.id }, data: { cancelAtPeriodEnd: false, pendingPlan: null, pendingInterval: null } });
  return { success: true as const, effective: "now" as const, effectiveAt: null, paymentId: null, invoiceId: null, invoiceNumber: null, amount: 0 };
}


/** After a new or default card: retry a past-due renewal with it (Update Payment flow); false when it fails again. */
/** Saves a card; when it becomes the default, an overdue renewal is retried with it at once. */
export async function saveCard(db: Db, payments: PaymentsProvider, userId: string, input: { card: CardInput; makeDefault?: boolean }) {
  const method = await addPaymentMethod(db, payments, userId, input.card, input.makeDefault ?? false);
  const renewed = method.isDefault ? await retryPastDue(db, payments, userId) : null;
  return { ...method, overdueRenewal: renewed === null ? null : renewed ? ("paid" as const) : ("failed" as const) };
}

/** Makes a saved card the default and retries an overdue renewal with it. */
export async function chooseDefaultCard(db: Db, payments: PaymentsProvider, userId: string, paymentMethodId: string) {
  const r = await setDefaultPaymentMethod(db, userId, paymentMethodId);
  await retryPastDue(db, payments, userId);
  return r;
}

export async function retryPastDue(db: Db, payments: PaymentsProvider, userId: string, now = new Date()) {
  const sub = await db.subscription.findUnique({ where: { userId } });
  if (!sub || sub.status !== "past_due") return null;
  return tryCharge(db, payments, { ...(await renewRequest(db, sub, now)), method: await defaultMethod(db, userId) });
}

/** The user pays a past-due renewal now (Update Payment flow). */
export async function retryRenewal(db: Db, payments: PaymentsProvider, userId: string, payWith: PayWith, now = new Date()) {
  const sub = await db.subscription.findUnique({ where: { userId } });
  if (!sub || sub.status !== "past_due") throw new AppError({ code: "CONFLICT", message: "Nothing is overdue." });
  const method = await resolvePaymentMethod(db, payments, userId, payWith, now);
  return paidReceipt(await recordCharge(db, payments, { ...(await renewRequest(db, sub, now)), method }));
}


export async function renewRequest(db: Db, sub: Subscription, now: Date): Promise<Omit<ChargeRequest, "method">> {
  const settings = await getSettings(db);
  const plan = sub.plan;
  const interval = sub.interval;
  const amount = planPrice(settings, plan, interval);
  const from = sub.paidThrough ?? now;
  const next = addMonths(from, intervalMonths(interval));
  return {
    userId: sub.userId,
    kind: "subscription",
    amount,
    description: `${PLAN_NAMES[plan]} plan (${interval}) renewal`,
    keyPrefix: `renew:${sub.userId}:${from.toISOString()}`,
    lines: [planLine(plan, interval, amount)],
    period: { start: from, end: next },
    owed: true,
    now,
    apply: async (tx) => {
      await tx.subscription.updateMany({ where: { id: sub.id, paidThrough: sub.paidThrough }, data: { paidThrough: next, status: "active" } });
    },
  };
}

/** The exact charge of a plan change before paying (the same computation changePlan charges). */
export async function planChangeQuote(db: Db, userId: string, input: { plan: PlanId; interval: BillingInterval }, now = new Date()) {
  const sub = await readSubscription(db, userId, now);
  const settings = await getSettings(db);
  const state = { plan: sub.plan, interval: sub.interval, paidThrough: sub.row?.paidThrough ?? null, status: sub.row?.status ?? "active" };
  const q = quotePlanChange(state, settings, input, now);
  const base = { plan: q.plan, interval: q.interval };
  if (q.kind === "same") return { ...base, effective: "same" as const, amountDue: 0, newPrice: 0, credit: 0, recurringPrice: 0, effectiveAt: null, lines: [] };
  if (q.kind === "period_end") return { ...base, effective: "period_end" as const, amountDue: 0, newPrice: q.recurringPrice, credit: 0, recurringPrice: q.recurringPrice, effectiveAt: q.effectiveAt, lines: [] };
  return { ...base, effective: "now" as const, amountDue: q.amount, newPrice: q.newPrice, credit: q.credit, recurringPrice: q.recurringPrice, effectiveAt: now, lines: q.lines };
}
