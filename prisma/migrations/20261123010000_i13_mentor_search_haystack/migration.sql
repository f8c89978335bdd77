-- Mentor search at 10,000 mentors (issue 13, "flat with growth").
--
-- 1. One trigram index over the four searched columns joined by U+001F (a character no search holds).
--    "q is in name, specialty, bio or country" is then ONE pattern the planner serves with one bitmap
--    scan, where the OR of four patterns made it scan every row and test each column.
CREATE INDEX "MentorProfile_search_trgm_idx" ON "MentorProfile" USING GIN ((name || E'\x1f' || specialty || E'\x1f' || bio || E'\x1f' || country) gin_trgm_ops);

-- 2. The users whose mentor profile the public may see (the mentor role, not suspended by an admin):
--    the catalogue's count joins these ~mentors instead of reading every user.
CREATE INDEX "User_listed_mentor_idx" ON "User"(id) WHERE "isMentor" AND NOT (suspended AND "suspensionReason" = 'admin');
