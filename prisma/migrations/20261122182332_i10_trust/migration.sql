-- CreateEnum
CREATE TYPE "MentorAdminStatus" AS ENUM ('approved', 'blocked');

-- CreateEnum
CREATE TYPE "IdempotencyStatus" AS ENUM ('in_progress', 'completed');

-- DropForeignKey
ALTER TABLE "Review" DROP CONSTRAINT "Review_mentorshipId_fkey";

-- DropIndex
DROP INDEX "Review_mentorshipId_key";

-- AlterTable
ALTER TABLE "MentorProfile" ADD COLUMN     "adminStatus" "MentorAdminStatus" NOT NULL DEFAULT 'approved';

-- AlterTable
ALTER TABLE "Mentorship" ADD COLUMN     "cancelAtPeriodEnd" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "renewalGraceEnd" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Review" ALTER COLUMN "mentorshipId" DROP NOT NULL;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "suspensionNote" TEXT;

-- CreateTable
CREATE TABLE "IdempotencyKey" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "status" "IdempotencyStatus" NOT NULL DEFAULT 'in_progress',
    "response" JSONB,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "IdempotencyKey_expiresAt_idx" ON "IdempotencyKey"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "IdempotencyKey_userId_key_key" ON "IdempotencyKey"("userId", "key");

-- CreateIndex
CREATE INDEX "Mentorship_status_currentPeriodEnd_idx" ON "Mentorship"("status", "currentPeriodEnd");

-- One review per mentee and mentor: keep each pair's latest review before the unique index.
DELETE FROM "Review" r USING "Review" newer
WHERE r."mentorId" = newer."mentorId" AND r."menteeId" = newer."menteeId"
  AND (r."updatedAt" < newer."updatedAt" OR (r."updatedAt" = newer."updatedAt" AND r."id" < newer."id"));

-- CreateIndex
CREATE UNIQUE INDEX "Review_mentorId_menteeId_key" ON "Review"("mentorId", "menteeId");

-- AddForeignKey
ALTER TABLE "Review" ADD CONSTRAINT "Review_mentorshipId_fkey" FOREIGN KEY ("mentorshipId") REFERENCES "Mentorship"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "IdempotencyKey" ADD CONSTRAINT "IdempotencyKey_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
