-- AlterTable
ALTER TABLE "Invoice" ADD COLUMN     "billingName" TEXT,
ADD COLUMN     "periodEnd" TIMESTAMP(3),
ADD COLUMN     "periodStart" TIMESTAMP(3),
ADD COLUMN     "sellerAddress" TEXT,
ADD COLUMN     "sellerName" TEXT,
ADD COLUMN     "sellerTaxId" TEXT;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "billingName" TEXT;

-- Invoice numbers in one sequence (no yearly reset): existing invoices are renumbered in date order,
-- the service period of old rows is their issue day, and the single counter continues after them.
UPDATE "Invoice" SET "number" = 'tmp-' || "id";
UPDATE "Invoice" i SET "number" = 'LO-' || to_char(i."issuedAt", 'YYYY') || '-' || lpad(o.n::text, 6, '0')
FROM (SELECT "id", row_number() OVER (ORDER BY "issuedAt", "id") AS n FROM "Invoice") o
WHERE o."id" = i."id";
UPDATE "Invoice" SET "periodStart" = "issuedAt", "periodEnd" = "issuedAt" WHERE "periodStart" IS NULL;
DELETE FROM "Setting" WHERE "key" LIKE 'counter:invoice:%';
INSERT INTO "Setting" ("key", "value", "updatedAt")
SELECT 'counter:invoice', to_jsonb(count(*)::int), now() FROM "Invoice"
ON CONFLICT ("key") DO UPDATE SET "value" = EXCLUDED."value", "updatedAt" = now();
