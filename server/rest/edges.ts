// Where money crosses into dollars: the few REST shapes SPEC shows in dollars (the Mentor's rates, a
// Mentor suggestion's rate, the usage status's overage price and a pending charge's amounts). Procedures
// carry integer cents (shared/money.ts); a route listed here converts its answer (and, for the mentor
// filters, its query) at the REST edge, and the OpenAPI document shows the REST schema, whose dollar
// fields say "US dollars (the procedure carries cents)". /trpc and the SDK always see cents.
import type { z } from "zod";
import { centsToDollars, dollarsToCents } from "../../shared/money.js";
import { zMentorListOutput, zMentorListRestInput, zMentorListRestOutput, zMentorRestOutput, type MentorOutput } from "../../shared/schemas/mentors.js";
import { zPendingChargesOutput, zPendingChargesRestOutput, zUsageStatusOutput, zUsageStatusRestOutput } from "../../shared/schemas/usage.js";
import { zAdviceAskOutput, zAdviceAskRestOutput } from "../../shared/schemas/advice.js";

// Converters are typed from the procedures' output schemas (not RouterOutputs: the router's type
// includes these edges through its meta).

/** How a REST route differs from its procedure: SPEC's units on the wire, cents inside. */
export interface RestEdge {
  /** The REST request (query, path and body merged) and how it becomes the procedure's input. */
  input?: { schema: z.ZodType; toProcedure: (rest: any) => unknown };
  /** The REST answer and how the procedure's output becomes it. */
  output?: { schema: z.ZodType; toRest: (output: any) => unknown };
}

/** Declares an edge with the procedure's output type checked against the converter. */
function edge<Out, RestIn = never>(e: { input?: { schema: z.ZodType<RestIn>; toProcedure: (rest: RestIn) => unknown }; output?: { schema: z.ZodType; toRest: (output: Out) => unknown } }): RestEdge {
  return e as RestEdge;
}

const dollarsOrNull = (amount: number | null) => (amount === null ? null : centsToDollars(amount));
const mentorInDollars = (m: MentorOutput) => ({ ...m, monthlyRate: dollarsOrNull(m.monthlyRate), yearlyRate: dollarsOrNull(m.yearlyRate) });

/** GET /api/mentors: rate filters in dollars in, SPEC Mentor rates in dollars out. */
export const mentorsListEdge: RestEdge = edge<z.output<typeof zMentorListOutput>, z.output<typeof zMentorListRestInput>>({
  input: {
    schema: zMentorListRestInput,
    toProcedure: (rest) =>
      rest && {
        ...rest,
        ...(rest.minRate !== undefined ? { minRate: dollarsToCents(rest.minRate) } : {}),
        ...(rest.maxRate !== undefined ? { maxRate: dollarsToCents(rest.maxRate) } : {}),
      },
  },
  output: { schema: zMentorListRestOutput, toRest: (out) => ({ ...out, mentors: out.mentors.map(mentorInDollars) }) },
});

/** GET /api/mentors/:id: the SPEC Mentor with rates in dollars. */
export const mentorByIdEdge: RestEdge = edge<MentorOutput>({ output: { schema: zMentorRestOutput, toRest: mentorInDollars } });

/** GET /api/usage/status: overagePrice in dollars. */
export const usageStatusEdge: RestEdge = edge<z.output<typeof zUsageStatusOutput>>({
  output: { schema: zUsageStatusRestOutput, toRest: (out) => ({ ...out, overagePrice: centsToDollars(out.overagePrice) }) },
});

/** GET /api/usage/pending-charges: pricePerOverage and totalAmount in dollars. */
export const pendingChargesEdge: RestEdge = edge<z.output<typeof zPendingChargesOutput>>({
  output: {
    schema: zPendingChargesRestOutput,
    toRest: (out) => ({ pendingCharges: out.pendingCharges.map((c) => ({ ...c, pricePerOverage: centsToDollars(c.pricePerOverage), totalAmount: centsToDollars(c.totalAmount) })) }),
  },
});

/** POST /api/test-leadership-advice: each Mentor suggestion's monthlyRate (and a coaching match's) in dollars. */
export const adviceAskEdge: RestEdge = edge<z.output<typeof zAdviceAskOutput>>({
  output: {
    schema: zAdviceAskRestOutput,
    toRest: (out) => ({
      ...out,
      mentorCoaching: out.mentorCoaching?.map((m) => ({ ...m, connect: { ...m.connect, monthlyRate: centsToDollars(m.connect.monthlyRate) } })) ?? null,
      options: out.options.map((o) => ({ ...o, mentorSuggestions: o.mentorSuggestions.map((s) => ({ ...s, monthlyRate: centsToDollars(s.monthlyRate) })) })),
    }),
  },
});
