-- CreateEnum
CREATE TYPE "BookingStatus" AS ENUM ('awaiting_payment', 'pending', 'confirmed', 'declined', 'cancelled', 'no_show');

-- CreateEnum
CREATE TYPE "BookingFunding" AS ENUM ('mentorship', 'credit', 'payment');

-- CreateEnum
CREATE TYPE "BookingParty" AS ENUM ('mentee', 'mentor', 'admin');

-- AlterTable
ALTER TABLE "OutboxEmail" ADD COLUMN     "attachments" JSONB;

-- CreateTable
CREATE TABLE "MentorAvailability" (
    "mentorId" TEXT NOT NULL,
    "timeZone" TEXT NOT NULL,
    "weeklyHours" JSONB NOT NULL,
    "blockoutDates" TEXT[],
    "sessionMinutes" INTEGER NOT NULL DEFAULT 60,
    "minNoticeHours" INTEGER NOT NULL DEFAULT 24,
    "maxAdvanceDays" INTEGER NOT NULL DEFAULT 60,
    "meetingUrl" TEXT,
    "autoConfirm" BOOLEAN NOT NULL DEFAULT false,
    "sessionPrice" INTEGER NOT NULL DEFAULT 0,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MentorAvailability_pkey" PRIMARY KEY ("mentorId")
);

-- CreateTable
CREATE TABLE "Booking" (
    "id" TEXT NOT NULL,
    "mentorId" TEXT NOT NULL,
    "menteeId" TEXT NOT NULL,
    "startsAt" TIMESTAMP(3) NOT NULL,
    "endsAt" TIMESTAMP(3) NOT NULL,
    "status" "BookingStatus" NOT NULL,
    "funding" "BookingFunding" NOT NULL,
    "mentorshipId" TEXT,
    "paymentId" TEXT,
    "topic" TEXT,
    "cancelledBy" "BookingParty",
    "noShowParty" "BookingParty",
    "forfeited" BOOLEAN NOT NULL DEFAULT false,
    "inviteSequence" INTEGER NOT NULL DEFAULT 0,
    "reminder24hAt" TIMESTAMP(3),
    "reminder1hAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Booking_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MessageThread" (
    "id" TEXT NOT NULL,
    "menteeId" TEXT NOT NULL,
    "mentorId" TEXT NOT NULL,
    "menteeReadAt" TIMESTAMP(3),
    "mentorReadAt" TIMESTAMP(3),
    "menteeNotifiedAt" TIMESTAMP(3),
    "mentorNotifiedAt" TIMESTAMP(3),
    "lastMessageAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MessageThread_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Message" (
    "id" TEXT NOT NULL,
    "threadId" TEXT NOT NULL,
    "senderId" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "bookingId" TEXT,
    "fromBookingTopic" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Message_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Booking_paymentId_key" ON "Booking"("paymentId");

-- CreateIndex
CREATE INDEX "Booking_menteeId_startsAt_idx" ON "Booking"("menteeId", "startsAt");

-- CreateIndex
CREATE INDEX "Booking_mentorId_startsAt_idx" ON "Booking"("mentorId", "startsAt");

-- CreateIndex
CREATE INDEX "Booking_status_startsAt_idx" ON "Booking"("status", "startsAt");

-- CreateIndex
CREATE INDEX "MessageThread_mentorId_idx" ON "MessageThread"("mentorId");

-- CreateIndex
CREATE UNIQUE INDEX "MessageThread_menteeId_mentorId_key" ON "MessageThread"("menteeId", "mentorId");

-- CreateIndex
CREATE INDEX "Message_threadId_createdAt_idx" ON "Message"("threadId", "createdAt");

-- AddForeignKey
ALTER TABLE "MentorAvailability" ADD CONSTRAINT "MentorAvailability_mentorId_fkey" FOREIGN KEY ("mentorId") REFERENCES "MentorProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_mentorId_fkey" FOREIGN KEY ("mentorId") REFERENCES "MentorProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_menteeId_fkey" FOREIGN KEY ("menteeId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_mentorshipId_fkey" FOREIGN KEY ("mentorshipId") REFERENCES "Mentorship"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_paymentId_fkey" FOREIGN KEY ("paymentId") REFERENCES "Payment"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageThread" ADD CONSTRAINT "MessageThread_menteeId_fkey" FOREIGN KEY ("menteeId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MessageThread" ADD CONSTRAINT "MessageThread_mentorId_fkey" FOREIGN KEY ("mentorId") REFERENCES "MentorProfile"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_threadId_fkey" FOREIGN KEY ("threadId") REFERENCES "MessageThread"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Message" ADD CONSTRAINT "Message_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- A slot is booked once: at most one live booking (not cancelled or declined) per mentor and start.
CREATE UNIQUE INDEX "Booking_live_slot_key" ON "Booking"("mentorId", "startsAt") WHERE "status" NOT IN ('cancelled', 'declined');
