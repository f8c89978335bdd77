// A mentor's availability settings (Mentor Panel → Availability): read with defaults, saved whole.
import { AppError } from "../../lib/errors.js";
import type { Db } from "../../db/client.js";
import type { AvailabilityInput, WeeklyHours } from "../../../shared/schemas/bookings.js";
import type { AvailabilityRules } from "./slots.js";
import { cents } from "../../../shared/money.js";

const EMPTY_WEEK: WeeklyHours = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };

export const DEFAULT_AVAILABILITY: AvailabilityInput = {
  timeZone: "UTC",
  weeklyHours: EMPTY_WEEK,
  blockoutDates: [],
  sessionMinutes: 60,
  minNoticeHours: 24,
  maxAdvanceDays: 60,
  meetingUrl: null,
  autoConfirm: false,
  sessionPrice: cents(0),
};

export type StoredAvailability = AvailabilityInput & AvailabilityRules;

export function fromRow(row: {
  timeZone: string; weeklyHours: unknown; blockoutDates: string[]; sessionMinutes: number; minNoticeHours: number;
  maxAdvanceDays: number; meetingUrl: string | null; autoConfirm: boolean; sessionPrice: number;
}): StoredAvailability {
  return {
    timeZone: row.timeZone,
    weeklyHours: { ...EMPTY_WEEK, ...(row.weeklyHours as Partial<WeeklyHours>) },
    blockoutDates: row.blockoutDates,
    sessionMinutes: row.sessionMinutes as 30 | 45 | 60,
    minNoticeHours: row.minNoticeHours,
    maxAdvanceDays: row.maxAdvanceDays,
    meetingUrl: row.meetingUrl,
    autoConfirm: row.autoConfirm,
    sessionPrice: cents(row.sessionPrice),
  };
}

async function myProfileId(db: Db, userId: string): Promise<{ id: string; isPaidTier: boolean }> {
  const profile = await db.mentorProfile.findUnique({ where: { userId }, select: { id: true, isPaidTier: true } });
  if (!profile) throw new AppError({ code: "NOT_FOUND", message: "Create your mentor profile first" });
  return profile;
}

export async function availabilityFor(db: Db, mentorId: string): Promise<StoredAvailability | null> {
  const row = await db.mentorAvailability.findUnique({ where: { mentorId } });
  return row ? fromRow(row) : null;
}

export async function myAvailability(db: Db, userId: string) {
  const profile = await myProfileId(db, userId);
  const stored = await availabilityFor(db, profile.id);
  return { ...(stored ?? DEFAULT_AVAILABILITY), configured: stored !== null };
}

export async function saveMyAvailability(db: Db, userId: string, input: AvailabilityInput) {
  const profile = await myProfileId(db, userId);
  if (input.sessionPrice > 0 && !profile.isPaidTier) {
    throw new AppError({ code: "BAD_REQUEST", message: "Only mentors who offer paid mentorship can sell single sessions" });
  }
  const data = { ...input, blockoutDates: [...new Set(input.blockoutDates)].sort(), weeklyHours: input.weeklyHours as object };
  const row = await db.mentorAvailability.upsert({ where: { mentorId: profile.id }, create: { mentorId: profile.id, ...data }, update: data });
  return { ...fromRow(row), configured: true };
}
