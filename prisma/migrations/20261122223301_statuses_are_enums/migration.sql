-- Statuses and kinds become enums. Existing rows keep their values (converted in place, indexes kept);
-- a value outside the enum stops the migration instead of being lost.

-- CreateEnum
CREATE TYPE "ReferralRewardKind" AS ENUM ('reward', 'reversal');

-- CreateEnum
CREATE TYPE "OutboxStatus" AS ENUM ('queued', 'sending', 'sent', 'failed', 'logged');

-- CreateEnum
CREATE TYPE "SubscriptionStatus" AS ENUM ('active', 'past_due');

-- CreateEnum
CREATE TYPE "OverageChargeStatus" AS ENUM ('pending', 'paid', 'declined', 'failed');

-- CreateEnum
CREATE TYPE "PaymentKind" AS ENUM ('subscription', 'overage', 'credits', 'mentorship', 'session');

-- CreateEnum
CREATE TYPE "PaymentStatus" AS ENUM ('processing', 'succeeded', 'failed', 'refunded');

-- CreateEnum
CREATE TYPE "InvoiceStatus" AS ENUM ('paid', 'refunded');

-- AlterTable
ALTER TABLE "Invoice" ALTER COLUMN "status" TYPE "InvoiceStatus" USING "status"::"InvoiceStatus";

-- AlterTable
ALTER TABLE "OutboxEmail" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "OutboxEmail" ALTER COLUMN "status" TYPE "OutboxStatus" USING "status"::"OutboxStatus";
ALTER TABLE "OutboxEmail" ALTER COLUMN "status" SET DEFAULT 'queued';

-- AlterTable
ALTER TABLE "OverageCharge" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "OverageCharge" ALTER COLUMN "status" TYPE "OverageChargeStatus" USING "status"::"OverageChargeStatus";
ALTER TABLE "OverageCharge" ALTER COLUMN "status" SET DEFAULT 'pending';

-- AlterTable
ALTER TABLE "Payment" ALTER COLUMN "kind" TYPE "PaymentKind" USING "kind"::"PaymentKind";

-- AlterTable
ALTER TABLE "Payment" ALTER COLUMN "status" TYPE "PaymentStatus" USING "status"::"PaymentStatus";

-- AlterTable
ALTER TABLE "ReferralReward" ALTER COLUMN "kind" TYPE "ReferralRewardKind" USING "kind"::"ReferralRewardKind";

-- AlterTable
ALTER TABLE "Subscription" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "Subscription" ALTER COLUMN "status" TYPE "SubscriptionStatus" USING "status"::"SubscriptionStatus";
ALTER TABLE "Subscription" ALTER COLUMN "status" SET DEFAULT 'active';
