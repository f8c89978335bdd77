// Display rules for mentors that both sides share (SPEC §2 mentor card and profile, §9).

/** SPEC §9: USD, no decimals, 'N/A' for null. */
export function formatUsd(dollars: number | null | undefined): string {
  if (dollars === null || dollars === undefined || Number.isNaN(dollars)) return "N/A";
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 }).format(dollars);
}

/** Rating to one decimal. */
export const formatRating = (rating: number | null | undefined) => (rating ?? 0).toFixed(1);

/** '1 year' / 'N years'. */
export const formatExperience = (years: number) => `${years} ${years === 1 ? "year" : "years"}`;

/** The yearly default when a mentor gives only a monthly rate: 12 months less 20% (SPEC 'Save 20%'). */
export const defaultYearlyCents = (monthlyCents: number) => Math.round((monthlyCents * 12 * 0.8) / 100) * 100;

export const centsToDollars = (cents: number) => Math.round(cents) / 100;
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);
