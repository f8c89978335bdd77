// The one money unit and the one money format, shared by server, client, SDK and CLI.
//
// Money is integer US cents everywhere inside: the database, services, procedures (tRPC inputs and
// outputs) and the screens. Its type is the branded `Cents`, so a plain number (dollars, a count, a
// percentage) cannot be passed where money is expected without saying so (`cents(n)`). Dollars exist
// only at two edges: SPEC's REST shapes (server/rest/edges.ts converts there) and the amounts people
// type into forms (`parseDollarsText`). Formatting lives here and nowhere else.
//
// No zod here: the client's screens import this file for formatting, and zod would ride along into their
// chunks (issue 13, first load). The money schemas (`zCents` and kin) live in shared/schemas/money.ts.

/** Integer US cents. Make one with `cents(n)` (a trusted integer) or `dollarsToCents(d)`. */
export type Cents = number & { readonly __brand: "Cents" };

/** A trusted integer amount of cents (from the database, a price table, arithmetic on Cents). */
export function cents(n: number): Cents {
  if (!Number.isSafeInteger(n)) throw new RangeError(`Not a whole number of cents: ${n}`);
  return n as Cents;
}

/** Cents or null (a nullable money column). */
export const centsOrNull = (n: number | null | undefined): Cents | null => (n === null || n === undefined ? null : cents(n));

/** Adds amounts of cents. */
export const sumCents = (...amounts: Cents[]): Cents => cents(amounts.reduce((a, b) => a + b, 0));

/** Cents → dollars as a number (2499 → 24.99), only for SPEC's REST shapes. */
export const centsToDollars = (amount: Cents | number): number => Math.round(amount) / 100;

/**
 * Dollars → cents, rounding to the nearest cent without float drift: 19.99 * 100 is 1998.9999999999998
 * in IEEE doubles, so the amount is read through its shortest decimal text instead of multiplied.
 */
export function dollarsToCents(dollars: number): Cents {
  if (!Number.isFinite(dollars)) throw new RangeError(`Not an amount of dollars: ${dollars}`);
  const negative = dollars < 0;
  const [whole = "0", fraction = ""] = Math.abs(dollars).toFixed(6).split(".");
  const thousandths = Number(fraction.slice(0, 3).padEnd(3, "0"));
  const rounded = Number(whole) * 100 + Math.floor(thousandths / 10) + (thousandths % 10 >= 5 ? 1 : 0);
  return cents(negative && rounded !== 0 ? -rounded : rounded);
}

// ───────────── formatting (the only place) ─────────────

/** 999 → "$9.99" (always two decimals: plan prices, invoices, charges). */
export function formatCents(amount: Cents | number): string {
  const sign = amount < 0 ? "-" : "";
  const abs = Math.abs(Math.round(amount));
  return `${sign}$${Math.floor(abs / 100).toLocaleString("en-US")}.${String(abs % 100).padStart(2, "0")}`;
}

/** formatCents, or "—" for a missing amount. */
export const formatCentsOrDash = (amount: Cents | number | null | undefined): string => (amount === null || amount === undefined ? "—" : formatCents(amount));

const USD_NO_DECIMALS = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** SPEC §9: the currency formatter — USD with no decimals, 'N/A' for null. Takes cents: 24900 → "$249". */
export function formatUsd(amount: Cents | number | null | undefined): string {
  if (amount === null || amount === undefined || Number.isNaN(amount)) return "N/A";
  return USD_NO_DECIMALS.format(amount / 100);
}

/** Cents as the dollars text a form field shows: 2499 → "24.99", 0 → "0.00". */
export const centsToDollarsText = (amount: Cents | number): string => {
  const abs = Math.abs(Math.round(amount));
  return `${amount < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
};

/** Dollars typed into a form ("24.99", "25", " 3.5 ") → cents; null when it is not an amount (negative, 3+ decimals, text). */
export function parseDollarsText(text: string): Cents | null {
  const m = /^\s*(\d{1,9})(?:\.(\d{0,2}))?\s*$/.exec(text);
  if (!m) return null;
  return cents(Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")));
}
