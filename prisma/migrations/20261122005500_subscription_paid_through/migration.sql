-- AlterTable
ALTER TABLE "Subscription" ADD COLUMN     "paidThrough" TIMESTAMP(3);
