// Demo availability: every seeded mentor takes sessions on weekdays during their local working hours
// over the coming weeks, so a new user can book a session as soon as they sign up. Idempotent: a
// mentor who already has availability (set by the seed or by themselves) is left alone, so it also
// fills in databases seeded before sessions existed.
import type { Db } from "../db/client.js";
import { SEED_MENTORS } from "./mentors.js";
import { DEMO_MENTOR_LOGINS } from "./seed-constants.js";

const ZONES: Record<string, string> = {
  Brazil: "America/Sao_Paulo",
  Canada: "America/Toronto",
  Germany: "Europe/Berlin",
  Ghana: "Africa/Accra",
  India: "Asia/Kolkata",
  Japan: "Asia/Tokyo",
  Lebanon: "Asia/Beirut",
  Mexico: "America/Mexico_City",
  Nigeria: "Africa/Lagos",
  Spain: "Europe/Madrid",
  Sweden: "Europe/Stockholm",
  Switzerland: "Europe/Zurich",
  "United Kingdom": "Europe/London",
  "United States": "America/New_York",
};

const WORKDAY = [{ start: "09:00", end: "17:00" }];
const WEEKDAY_HOURS = { mon: WORKDAY, tue: WORKDAY, wed: WORKDAY, thu: WORKDAY, fri: WORKDAY, sat: [], sun: [] };

export const mentorSlug = (m: { firstName: string; lastName: string }) => `${m.firstName}.${m.lastName}`.normalize("NFD").replace(/[^\w.]/g, "").toLowerCase();

export async function seedDemoAvailability(db: Db): Promise<number> {
  let created = 0;
  for (const [i, m] of SEED_MENTORS.entries()) {
    const profile = await db.mentorProfile.findFirst({ where: { user: { email: `${mentorSlug(m)}@mentors.leadone.app` } }, select: { id: true, isPaidTier: true, monthlyRate: true } });
    if (!profile) continue;
    // A single session costs about a quarter of a month of mentorship, in whole dollars.
    const sessionPrice = profile.isPaidTier ? Math.max(100, Math.round(profile.monthlyRate / 4 / 100) * 100) : 0;
    const { count } = await db.mentorAvailability.createMany({
      data: [
        {
          mentorId: profile.id,
          timeZone: ZONES[m.country] ?? "UTC",
          weeklyHours: WEEKDAY_HOURS,
          blockoutDates: [],
          sessionMinutes: 45,
          minNoticeHours: 12,
          maxAdvanceDays: 42,
          meetingUrl: `https://meet.jit.si/leadone-${mentorSlug(m).replace(/\./g, "-")}`,
          // Mentors who can sign in (demo logins) confirm requests themselves; the rest confirm automatically.
          autoConfirm: i >= DEMO_MENTOR_LOGINS,
          sessionPrice,
        },
      ],
      skipDuplicates: true,
    });
    created += count;
  }
  return created;
}
