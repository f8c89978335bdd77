-- CreateEnum
CREATE TYPE "PlanOutcome" AS ENUM ('worked', 'partly', 'didnt');

-- CreateTable
CREATE TABLE "ActionPlan" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "practiceId" TEXT,
    "situation" TEXT,
    "title" TEXT NOT NULL,
    "steps" TEXT[],
    "stepsDone" BOOLEAN[],
    "checkInAt" TIMESTAMP(3) NOT NULL,
    "checkInSentAt" TIMESTAMP(3),
    "outcome" "PlanOutcome",
    "outcomeNote" TEXT,
    "outcomeAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ActionPlan_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ActionPlan_userId_createdAt_idx" ON "ActionPlan"("userId", "createdAt");

-- CreateIndex
CREATE INDEX "ActionPlan_checkInSentAt_checkInAt_idx" ON "ActionPlan"("checkInSentAt", "checkInAt");

-- CreateIndex
CREATE INDEX "ActionPlan_practiceId_situation_outcome_idx" ON "ActionPlan"("practiceId", "situation", "outcome");

-- AddForeignKey
ALTER TABLE "ActionPlan" ADD CONSTRAINT "ActionPlan_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
