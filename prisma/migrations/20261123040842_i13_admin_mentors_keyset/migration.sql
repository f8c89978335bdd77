-- CreateIndex
CREATE INDEX "MentorProfile_createdAt_id_idx" ON "MentorProfile"("createdAt" DESC, "id" DESC);
