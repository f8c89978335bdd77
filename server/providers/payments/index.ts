// The payments provider interface and the built-in sandbox processor, modelled on Stripe's test mode:
// cards are tokenised once (brand, last 4, expiry kept; the number and CVC are never stored or logged),
// every charge carries an idempotency key (the same key never charges twice), and the documented test
// numbers succeed, decline or fail for insufficient funds.
//
// A Stripe provider is not included: Stripe accepts raw card numbers only from PCI-approved accounts
// (card details must be tokenised in the browser with Stripe.js), so a server-side card form cannot be
// wired to Stripe with plain REST calls. This interface is where such a provider plugs in.
import { randomBytes } from "node:crypto";
import type { CardInput } from "../../../shared/schemas/billing.js";

export type ChargeFailure = "card_declined" | "insufficient_funds" | "expired_card" | "processing_error" | "no_payment_method";

export interface TokenisedCard {
  token: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export type ChargeResult = { ok: true; providerRef: string } | { ok: false; code: ChargeFailure; message: string };

export interface PaymentsProvider {
  readonly name: string;
  /** Validates and tokenises a card; throws CardError with a readable message when it is invalid. */
  createPaymentMethod(card: CardInput, now?: Date): Promise<TokenisedCard>;
  charge(input: { token: string; amount: number; idempotencyKey: string; description: string }): Promise<ChargeResult>;
  refund(providerRef: string): Promise<{ ok: boolean }>;
  /**
   * Checks a card with the issuer before it is saved (Stripe's SetupIntent / a zero-amount
   * authorisation): a declined card is never saved.
   */
  verify(token: string): Promise<{ ok: true } | { ok: false; code: ChargeFailure; message: string }>;
}

export class CardError extends Error {}

export const FAILURE_MESSAGES: Record<ChargeFailure, string> = {
  card_declined: "Your card was declined. Please use a different card.",
  insufficient_funds: "Your card has insufficient funds. Please use a different card.",
  expired_card: "Your card has expired. Please use a different card.",
  processing_error: "The payment could not be processed. Please try again.",
  no_payment_method: "Please add a payment method first.",
};

export function luhnValid(number: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = number.length - 1; i >= 0; i -= 1) {
    let d = number.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return number.length >= 12 && sum % 10 === 0;
}

export function cardBrand(number: string): string {
  if (/^4/.test(number)) return "visa";
  if (/^(5[1-5]|2[2-7])/.test(number)) return "mastercard";
  if (/^3[47]/.test(number)) return "amex";
  if (/^6(011|5)/.test(number)) return "discover";
  return "card";
}

/**
 * The sandbox's test numbers and what they do (as in Stripe's test mode): 0002 is declined (saving it
 * fails too), 9995 has insufficient funds, 0341 saves fine but every charge on it is declined.
 */
const TEST_OUTCOMES: Record<string, "ok" | "declined" | "nofunds" | "chargefail"> = {
  "4000000000000002": "declined",
  "4000000000009995": "nofunds",
  "4000000000000341": "chargefail",
};

export function validateCard(card: CardInput, now: Date) {
  if (!luhnValid(card.number)) throw new CardError("Your card number is invalid.");
  const endOfExpiry = Date.UTC(card.expYear, card.expMonth, 1); // first instant after the expiry month
  if (endOfExpiry <= now.getTime()) throw new CardError("Your card has expired.");
  if (card.expYear > now.getUTCFullYear() + 20) throw new CardError("Enter a valid expiry year");
}

/** Built-in sandbox: the token encodes the test behaviour, so saved cards keep working across restarts. */
export function createSandboxPayments(): PaymentsProvider & { chargeCalls: number; charges: Map<string, ChargeResult> } {
  const charges = new Map<string, ChargeResult>(); // idempotency key → first result (Stripe keeps 24 h)
  const sandbox = {
    name: "sandbox",
    chargeCalls: 0,
    charges,
    async createPaymentMethod(card: CardInput, now = new Date()): Promise<TokenisedCard> {
      validateCard(card, now);
      const outcome = TEST_OUTCOMES[card.number] ?? "ok";
      return {
        token: `pm_sbx_${outcome}_${randomBytes(9).toString("hex")}`,
        brand: cardBrand(card.number),
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
      };
    },
    async charge({ token, amount, idempotencyKey }: { token: string; amount: number; idempotencyKey: string }): Promise<ChargeResult> {
      const seen = charges.get(idempotencyKey);
      if (seen) return seen;
      sandbox.chargeCalls += 1;
      let result: ChargeResult;
      const outcome = /^pm_sbx_(ok|declined|nofunds|chargefail)_/.exec(token)?.[1];
      if (!outcome) result = { ok: false, code: "processing_error", message: FAILURE_MESSAGES.processing_error };
      else if (outcome === "declined" || outcome === "chargefail") result = { ok: false, code: "card_declined", message: FAILURE_MESSAGES.card_declined };
      else if (outcome === "nofunds") result = { ok: false, code: "insufficient_funds", message: FAILURE_MESSAGES.insufficient_funds };
      else if (!Number.isInteger(amount) || amount <= 0) result = { ok: false, code: "processing_error", message: FAILURE_MESSAGES.processing_error };
      else result = { ok: true, providerRef: `ch_sbx_${randomBytes(10).toString("hex")}` };
      charges.set(idempotencyKey, result);
      return result;
    },
    async refund(providerRef: string) {
      return { ok: providerRef.startsWith("ch_sbx_") };
    },
    async verify(token: string) {
      const outcome = /^pm_sbx_(ok|declined|nofunds|chargefail)_/.exec(token)?.[1];
      if (!outcome) return { ok: false as const, code: "processing_error" as const, message: FAILURE_MESSAGES.processing_error };
      if (outcome === "declined") return { ok: false as const, code: "card_declined" as const, message: FAILURE_MESSAGES.card_declined };
      return { ok: true as const };
    },
  };
  return sandbox;
}

let shared: ReturnType<typeof createSandboxPayments> | null = null;
/** The process-wide payments provider (the request handlers and the billing job share it). */
export function paymentsProvider() {
  shared ??= createSandboxPayments();
  return shared;
}
