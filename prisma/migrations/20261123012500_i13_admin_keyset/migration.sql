-- CreateIndex
CREATE INDEX "Payment_createdAt_id_idx" ON "Payment"("createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Payment_status_createdAt_id_idx" ON "Payment"("status", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "User_createdAt_id_idx" ON "User"("createdAt" DESC, "id" DESC);

-- Admin searches by trigram (pg_trgm, created by 20261122220146_i13_search_indexes). The searched
-- columns are joined by U+001F (a character no search holds) so one pattern is one index scan:
-- a user's email, username, first and last name (the user list's search and the payment list's
-- "user" filter), and first and last name alone (a search of several words, each in either name).
CREATE INDEX "User_search_trgm_idx" ON "User" USING GIN ((email || E'\x1f' || coalesce(username, '') || E'\x1f' || "firstName" || E'\x1f' || "lastName") gin_trgm_ops);
CREATE INDEX "User_names_trgm_idx" ON "User" USING GIN (("firstName" || E'\x1f' || "lastName") gin_trgm_ops);
