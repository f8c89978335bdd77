// Display rules for mentors that both sides share (SPEC §2 mentor card and profile, §9).

// Money (rates are Cents) and its formats live in shared/money.ts.
import { cents, type Cents } from "./money.js";

/** Rating to one decimal. */
export const formatRating = (rating: number | null | undefined) => (rating ?? 0).toFixed(1);

/** '1 year' / 'N years'. */
export const formatExperience = (years: number) => `${years} ${years === 1 ? "year" : "years"}`;

/** The yearly default when a mentor gives only a monthly rate: 12 months less 20% (SPEC 'Save 20%'). */
export const defaultYearlyCents = (monthly: Cents): Cents => cents(Math.round((monthly * 12 * 0.8) / 100) * 100);
