-- AlterTable
ALTER TABLE "MentorVideo" ADD COLUMN     "durationSeconds" DOUBLE PRECISION;
