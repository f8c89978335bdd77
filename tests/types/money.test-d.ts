// Issue 12 item 2, at compile time: money in procedure outputs is the branded `Cents` (shared/money.ts),
// so a tool or screen cannot mistake a rate for dollars, and a plain number is not money until it says so.
import { describe, expectTypeOf, it } from "vitest";
import type { LeadOneInputs, LeadOneOutputs } from "../../sdk/index.js";
import { cents, centsToDollars, dollarsToCents, formatCents, formatUsd, parseDollarsText, type Cents } from "../../shared/money.js";

type Out = LeadOneOutputs;

describe("money outputs are Cents", () => {
  it("mentor rates (mentors.byId, mentors.list, the mentor's own profile)", () => {
    expectTypeOf<Out["mentors"]["byId"]["monthlyRate"]>().toEqualTypeOf<Cents | null>();
    expectTypeOf<Out["mentors"]["byId"]["yearlyRate"]>().toEqualTypeOf<Cents | null>();
    expectTypeOf<Out["mentors"]["list"]["mentors"][number]["monthlyRate"]>().toEqualTypeOf<Cents | null>();
    expectTypeOf<NonNullable<Out["mentorArea"]["profile"]["profile"]>["monthlyRate"]>().toEqualTypeOf<Cents>();
  });

  it("the overage price and pending charges", () => {
    expectTypeOf<Out["usage"]["status"]["overagePrice"]>().toEqualTypeOf<Cents>();
    type Charge = Out["usage"]["pendingCharges"]["pendingCharges"][number];
    expectTypeOf<Charge["pricePerOverage"]>().toEqualTypeOf<Cents>();
    expectTypeOf<Charge["totalAmount"]>().toEqualTypeOf<Cents>();
  });

  it("mentor suggestions, the coaching match and a mentorship's amount", () => {
    type Option = Out["advice"]["ask"]["options"][number];
    expectTypeOf<Option["mentorSuggestions"][number]["monthlyRate"]>().toEqualTypeOf<Cents>();
    expectTypeOf<NonNullable<Out["advice"]["ask"]["mentorCoaching"]>[number]["connect"]["monthlyRate"]>().toEqualTypeOf<Cents>();
    expectTypeOf<Out["mentorships"]["create"]["paymentAmountCents"]>().toEqualTypeOf<Cents | null>();
    expectTypeOf<Out["mentorships"]["create"]>().not.toHaveProperty("paymentAmount");
  });

  it("billing, admin, referral and booking amounts", () => {
    expectTypeOf<Out["billing"]["plans"][number]["monthlyPrice"]>().toEqualTypeOf<Cents>();
    expectTypeOf<Out["admin"]["dashboard"]["mrr"]["total"]>().toEqualTypeOf<Cents>();
    expectTypeOf<Out["referrals"]["summary"]["earningsTotal"]>().toEqualTypeOf<Cents>();
    expectTypeOf<Out["bookings"]["slots"]["sessionPrice"]>().toEqualTypeOf<Cents>();
  });

  it("inputs take plain whole numbers of cents (the schema checks them)", () => {
    expectTypeOf<Exclude<LeadOneInputs["mentors"]["list"], void | undefined>["minRate"]>().toEqualTypeOf<number | undefined>();
  });
});

describe("a plain number is not Cents", () => {
  it("needs cents() or dollarsToCents() to become money", () => {
    const price: Cents = cents(999);
    expectTypeOf(dollarsToCents(9.99)).toEqualTypeOf<Cents>();
    expectTypeOf(parseDollarsText("9.99")).toEqualTypeOf<Cents | null>();
    // @ts-expect-error — a number (maybe dollars) is not Cents
    const wrong: Cents = 9.99;
    // @ts-expect-error — neither is a rate read back as dollars
    const alsoWrong: Cents = centsToDollars(price);
    void wrong;
    void alsoWrong;
    // Cents are numbers to read: arithmetic and the formatters take them.
    expectTypeOf(formatCents(price)).toEqualTypeOf<string>();
    expectTypeOf(formatUsd(price)).toEqualTypeOf<string>();
    expectTypeOf<Cents>().toExtend<number>();
  });
});
