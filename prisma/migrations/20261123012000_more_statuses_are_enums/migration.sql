-- The last fixed-set columns become enums: a suspension's reason, a subscription's plan, interval and
-- pending plan, and an advice request's format. Existing rows keep their values (converted in place);
-- a value outside the enum stops the migration instead of being lost.

-- CreateEnum
CREATE TYPE "SuspensionReason" AS ENUM ('admin', 'payment_failed');

-- CreateEnum
CREATE TYPE "SubscriptionPlan" AS ENUM ('free', 'basic', 'premium');

-- CreateEnum
CREATE TYPE "BillingInterval" AS ENUM ('monthly', 'yearly');

-- CreateEnum
CREATE TYPE "AdviceFormat" AS ENUM ('text', 'audio', 'both', 'mentor');

-- AlterTable (the listed-mentors partial index compares the reason to 'admin': rebuilt on the enum)
DROP INDEX "User_listed_mentor_idx";
ALTER TABLE "User" ALTER COLUMN "suspensionReason" TYPE "SuspensionReason" USING "suspensionReason"::"SuspensionReason";
CREATE INDEX "User_listed_mentor_idx" ON "User"(id) WHERE "isMentor" AND NOT (suspended AND "suspensionReason" = 'admin');

-- AlterTable
ALTER TABLE "Subscription" ALTER COLUMN "plan" DROP DEFAULT;
ALTER TABLE "Subscription" ALTER COLUMN "plan" TYPE "SubscriptionPlan" USING "plan"::"SubscriptionPlan";
ALTER TABLE "Subscription" ALTER COLUMN "plan" SET DEFAULT 'free';
ALTER TABLE "Subscription" ALTER COLUMN "interval" DROP DEFAULT;
ALTER TABLE "Subscription" ALTER COLUMN "interval" TYPE "BillingInterval" USING "interval"::"BillingInterval";
ALTER TABLE "Subscription" ALTER COLUMN "interval" SET DEFAULT 'monthly';
-- A pending change was kept as one string "plan:interval"; it becomes two enum columns (a bare plan,
-- as parsePending read it, means monthly).
ALTER TABLE "Subscription" ADD COLUMN "pendingInterval" "BillingInterval";
UPDATE "Subscription"
   SET "pendingInterval" = (CASE WHEN split_part("pendingPlan", ':', 2) = 'yearly' THEN 'yearly' ELSE 'monthly' END)::"BillingInterval",
       "pendingPlan" = split_part("pendingPlan", ':', 1)
 WHERE "pendingPlan" IS NOT NULL;
ALTER TABLE "Subscription" ALTER COLUMN "pendingPlan" TYPE "SubscriptionPlan" USING "pendingPlan"::"SubscriptionPlan";
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_pending_change_check" CHECK (("pendingPlan" IS NULL) = ("pendingInterval" IS NULL));

-- AlterTable
ALTER TABLE "UsageEvent" ALTER COLUMN "format" TYPE "AdviceFormat" USING "format"::"AdviceFormat";
