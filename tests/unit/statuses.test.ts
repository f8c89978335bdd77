// Each status and kind is a Prisma enum and one z.enum in shared/schemas/statuses.ts; they must agree
// value for value (a new Prisma value without its z.enum twin — or the reverse — fails here).
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import * as prismaEnums from "../../server/db/generated/enums.js";
import * as statuses from "../../shared/schemas/statuses.js";

const pairs = {
  MentorAdminStatus: statuses.zMentorAdminStatus,
  PaymentFrequency: statuses.zPaymentFrequency,
  MentorshipStatus: statuses.zMentorshipStatus,
  BookingStatus: statuses.zBookingStatus,
  BookingFunding: statuses.zBookingFunding,
  BookingParty: statuses.zBookingParty,
  PlanOutcome: statuses.zPlanOutcome,
  IdempotencyStatus: statuses.zIdempotencyStatus,
  ReferralRewardKind: statuses.zReferralRewardKind,
  OutboxStatus: statuses.zOutboxStatus,
  SubscriptionStatus: statuses.zSubscriptionStatus,
  OverageChargeStatus: statuses.zOverageChargeStatus,
  PaymentKind: statuses.zPaymentKind,
  PaymentStatus: statuses.zPaymentStatus,
  InvoiceStatus: statuses.zInvoiceStatus,
  SuspensionReason: statuses.zSuspensionReason,
  SubscriptionPlan: statuses.zPlanId,
  BillingInterval: statuses.zBillingInterval,
  AdviceFormat: statuses.zAdviceFormat,
} as const;

describe("statuses", () => {
  it("every Prisma enum has its z.enum in shared/schemas/statuses.ts", () => {
    const prismaNames = Object.keys(prismaEnums).filter((k) => typeof (prismaEnums as Record<string, unknown>)[k] === "object").sort();
    expect(prismaNames).toEqual(Object.keys(pairs).sort());
  });

  it.each(Object.entries(pairs))("%s: the z.enum's values are the Prisma enum's", (name, zEnum) => {
    const prismaValues = Object.values((prismaEnums as unknown as Record<string, Record<string, string>>)[name]!);
    expect([...zEnum.options].sort()).toEqual([...prismaValues].sort());
  });

  // A column that holds a fixed set of values is an enum, not a free String. The String columns left
  // hold open text (names, ids, keys, notes); a new one whose comment lists its values ("a | b") fails.
  it("no String column of prisma/schema.prisma holds a fixed set", () => {
    const schema = readFileSync(path.resolve(__dirname, "../../prisma/schema.prisma"), "utf8");
    const fixedSets = schema.split("\n").filter((line) => /^\s+\w+\s+String\??\s.*\/\/.*\b\w+ \| \w+/.test(line));
    expect(fixedSets).toEqual([]);
    for (const column of ["suspensionReason", "plan", "interval", "pendingPlan", "pendingInterval", "format", "status", "kind"]) {
      const strings = schema.split("\n").filter((line) => new RegExp(`^\\s+${column}\\s+String\\b`).test(line));
      expect(strings, column).toEqual([]);
    }
  });

  it("admin filters take a status or all", () => {
    expect(statuses.withAll(statuses.zOutboxStatus.options).parse("all")).toBe("all");
    expect(statuses.withAll(statuses.zOutboxStatus.options).safeParse("sideways").success).toBe(false);
  });
});
