-- AlterTable
ALTER TABLE "Mentorship" ADD COLUMN     "renewalRetries" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "renewalRetryAt" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Mentorship_status_renewalRetryAt_idx" ON "Mentorship"("status", "renewalRetryAt");
