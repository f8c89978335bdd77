// The zod schemas of money (integer cents typed as the branded `Cents`), apart from shared/money.ts so
// that formatting money on a screen does not load zod.
import { z } from "zod";
import { formatCents, type Cents } from "../money.js";

const MONEY_MESSAGES = { int: "Amounts are whole cents", min: "Amounts cannot be negative" } as const;

/**
 * A zod schema of integer cents whose output type is `Cents`. The runtime schema is a plain integer
 * (so JSON Schema and OpenAPI see `integer`); only the static type carries the brand.
 */
export function zCentsOf(opts: { negative?: boolean; max?: number; description?: string } = {}): z.ZodType<Cents, number> {
  let s = z.number().int(MONEY_MESSAGES.int);
  if (!opts.negative) s = s.min(0, MONEY_MESSAGES.min);
  if (opts.max !== undefined) s = s.max(opts.max, `Amount must be at most ${formatCents(opts.max)}`);
  return s.meta({ description: opts.description ?? (opts.negative ? "Integer US cents (may be negative)" : "Integer US cents") }) as unknown as z.ZodType<Cents, number>;
}

/** Integer cents, ≥ 0. */
export const zCents = zCentsOf();
/** Integer cents that may be negative (reversals, proration credits, balances). */
export const zSignedCents = zCentsOf({ negative: true });

/** A dollar amount on a SPEC REST shape (the procedure behind it carries cents). */
export const zRestDollars = z.number().meta({ description: "US dollars (the procedure carries cents)" });
