-- Trigram indexes for the mentor search (issue 13). pg_trgm ships with PostgreSQL (contrib) and PGlite.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- DropIndex
DROP INDEX "MentorProfile_specialty_idx";

-- CreateIndex
CREATE INDEX "MentorProfile_specialty_rating_ratingCount_name_idx" ON "MentorProfile"("specialty", "rating" DESC, "ratingCount" DESC, "name");

-- CreateIndex
CREATE INDEX "MentorProfile_rating_ratingCount_name_id_idx" ON "MentorProfile"("rating" DESC, "ratingCount" DESC, "name", "id");

-- CreateIndex
CREATE INDEX "MentorProfile_name_trgm_idx" ON "MentorProfile" USING GIN ("name" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "MentorProfile_specialty_trgm_idx" ON "MentorProfile" USING GIN ("specialty" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "MentorProfile_bio_trgm_idx" ON "MentorProfile" USING GIN ("bio" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "MentorProfile_country_trgm_idx" ON "MentorProfile" USING GIN ("country" gin_trgm_ops);
