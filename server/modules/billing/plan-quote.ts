// What a plan change costs, computed once: the quote the subscribe dialog shows ("$20.00 today, then
// $29.99 a month") and the charge changePlan makes come from this one function, so the amount on the
// Pay button is the invoice's total.
//
// Proration counts whole days: the unused days of the current paid period (today included) are
// credited at the plan's daily rate. Whole days keep a quote valid for the rest of the day, where a
// per-millisecond credit would drift a cent between showing the price and paying it.
import type { Subscription } from "../../db/generated/client.js";
import { addMonths, intervalMonths, PLAN_NAMES, PLAN_RANK, type BillingInterval, type PlanId } from "../../../shared/billing.js";
import type { Settings } from "../../../shared/settings.js";
import type { InvoiceLine } from "./invoices.js";

const DAY_MS = 86_400_000;

export function planPrice(settings: Settings, plan: PlanId, interval: BillingInterval): number {
  const p = settings.plans[plan];
  return interval === "yearly" ? p.yearlyPrice : p.monthlyPrice;
}

export type PlanQuote =
  | { kind: "same"; plan: PlanId; interval: BillingInterval }
  | { kind: "period_end"; plan: PlanId; interval: BillingInterval; effectiveAt: Date | null; recurringPrice: number }
  | { kind: "now"; plan: PlanId; interval: BillingInterval; newPrice: number; credit: number; amount: number; lines: InvoiceLine[]; recurringPrice: number };

type SubState = Pick<Subscription, "plan" | "interval" | "paidThrough" | "status">;

/** The quote for moving `sub` to `plan`/`interval` at `now` (see the plan-change rule in subscriptions.ts). */
export function quotePlanChange(sub: SubState, settings: Settings, input: { plan: PlanId; interval: BillingInterval }, now: Date): PlanQuote {
  const current = { plan: sub.plan as PlanId, interval: sub.interval as BillingInterval };
  const target = { plan: input.plan, interval: input.plan === "free" ? ("monthly" as const) : input.interval };
  if (current.plan === target.plan && (current.plan === "free" || current.interval === target.interval)) return { kind: "same", ...target };
  const isUpgrade =
    PLAN_RANK[target.plan] > PLAN_RANK[current.plan] || (target.plan === current.plan && current.interval === "monthly" && target.interval === "yearly");
  const newPrice = target.plan === "free" ? 0 : planPrice(settings, target.plan, target.interval);

  // Unused whole days of the current paid period, today included.
  let credit = 0;
  if (current.plan !== "free" && sub.paidThrough && sub.paidThrough.getTime() > now.getTime() && sub.status === "active") {
    const from = addMonths(sub.paidThrough, -intervalMonths(current.interval));
    const totalDays = Math.max(1, Math.round((sub.paidThrough.getTime() - from.getTime()) / DAY_MS));
    const daysLeft = Math.min(totalDays, Math.ceil((sub.paidThrough.getTime() - now.getTime()) / DAY_MS));
    credit = Math.round((planPrice(settings, current.plan, current.interval) * daysLeft) / totalDays);
  }
  const amount = newPrice - credit;
  if (!isUpgrade || amount <= 0) return { kind: "period_end", ...target, effectiveAt: sub.paidThrough, recurringPrice: newPrice };

  const lines: InvoiceLine[] = [{ description: `${PLAN_NAMES[target.plan]} plan (${target.interval})`, quantity: 1, unitAmount: newPrice, amount: newPrice }];
  if (credit > 0) lines.push({ description: `Unused time on ${PLAN_NAMES[current.plan]} plan (${current.interval})`, quantity: 1, unitAmount: -credit, amount: -credit });
  return { kind: "now", ...target, newPrice, credit, amount, lines, recurringPrice: newPrice };
}
