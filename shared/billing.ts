// Plans, credit packages and usage levels: the constants and pure rules both sides share (SPEC §4, §9).
// Prices and allowances are operator settings (shared/settings.ts); the rest lives here.

import type { BillingInterval, PlanId } from "./schemas/statuses.js";

// Plans and intervals are database enums: their one list lives in shared/schemas/statuses.ts.
export { INTERVALS, PLANS, type BillingInterval, type PlanId } from "./schemas/statuses.js";

export const PLAN_NAMES: Record<PlanId, string> = { free: "Free", basic: "Basic", premium: "Premium" };

/** What each plan includes (SPEC §9; DESIGN "The product model"). */
export const PLAN_FEATURES: Record<PlanId, string[]> = {
  free: ["10 requests/month", "Text and standard audio responses", "Community mentors"],
  basic: ["15 credits/month", "Standard audio"],
  premium: ["Unlimited credits", "High-quality audio", "Video responses", "Premium insights"],
};

/** Plan rank: moving up is an upgrade (immediate), moving down a downgrade (at period end). */
export const PLAN_RANK: Record<PlanId, number> = { free: 0, basic: 1, premium: 2 };

export interface CreditBalances {
  text: number;
  audio: number;
  mentorCall: number;
}

/** Monthly refill targets per plan (SPEC §3 default state: 10 of 15 text, 5 of 10 audio, 2 of 5 calls). null = unlimited. */
export const PLAN_CREDIT_MAXIMA: Record<PlanId, CreditBalances | null> = {
  free: { text: 15, audio: 10, mentorCall: 5 },
  basic: { text: 30, audio: 15, mentorCall: 5 },
  premium: null,
};

/** A new account's starting balances (SPEC §3 "User subscription" defaults). */
export const DEFAULT_CREDITS: CreditBalances = { text: 10, audio: 5, mentorCall: 2 };

export const CREDIT_PACKAGES = [
  { id: "standard", name: "Standard", price: 499, textCredits: 10, audioCredits: 5 },
  { id: "value", name: "Value", price: 1199, textCredits: 30, audioCredits: 15 },
] as const;
export type CreditPackageId = (typeof CREDIT_PACKAGES)[number]["id"];

/** SPEC §8 texts of the credits refusal (402), which open the Need More Credits dialog. */
export const NOT_ENOUGH_CREDITS = {
  audio: "You don't have enough audio credits to access this content.",
  text: "You don't have enough text credits to access this content.",
} as const;

export const SUSPENDED_MESSAGE = "Your account is suspended. Please update your payment method or contact support.";

/** SPEC §4 Usage: the card's level. */
export type UsageLevel = "unlimited" | "within" | "approaching" | "exceeded";
export const USAGE_WARNING_PERCENT = 80;

export function usagePercent(current: number, allowed: number, isUnlimited: boolean): number {
  if (isUnlimited || allowed <= 0) return isUnlimited ? 0 : current > 0 ? 100 : 0;
  return Math.min(100, Math.round((current / allowed) * 100));
}

export function usageLevel(current: number, allowed: number, isUnlimited: boolean): UsageLevel {
  if (isUnlimited) return "unlimited";
  const pct = allowed <= 0 ? (current > 0 ? 100 : 0) : (current / allowed) * 100;
  if (pct >= 100) return "exceeded";
  if (pct >= USAGE_WARNING_PERCENT) return "approaching";
  return "within";
}

export const USAGE_LEVEL_TEXT: Record<UsageLevel, { label: string; color: "blue" | "green" | "orange" | "red" }> = {
  unlimited: { label: "Unlimited usage", color: "blue" },
  within: { label: "Within usage limit", color: "green" },
  approaching: { label: "Approaching usage limit", color: "orange" },
  exceeded: { label: "Usage limit exceeded", color: "red" },
};

/** Adds calendar months in UTC, clamping the day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: Date, months: number): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth() + months;
  const target = new Date(Date.UTC(y, m, 1, date.getUTCHours(), date.getUTCMinutes(), date.getUTCSeconds(), date.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target;
}

export const intervalMonths = (interval: BillingInterval) => (interval === "yearly" ? 12 : 1);
