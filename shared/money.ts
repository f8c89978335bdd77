// Money formatting shared by server and client. Money travels as integer cents.

/** 999 → "$9.99" (always two decimals: plan prices, invoices, charges). */
export function formatCents(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(Math.round(cents));
  return `${sign}$${Math.floor(abs / 100).toLocaleString("en-US")}.${String(abs % 100).padStart(2, "0")}`;
}

/** SPEC §9: the currency formatter — USD with no decimals, 'N/A' for null (dollar amounts). */
export function formatUsd(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined || Number.isNaN(dollars)) return "N/A";
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 0 }).format(dollars);
}

/** Cents → dollars as a number (0.99), for the SPEC's REST shapes. */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;
