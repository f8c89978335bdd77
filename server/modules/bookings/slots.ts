// Open slots from a mentor's weekly hours, in the mentor's time zone, with luxon doing the zone
// arithmetic (so a day across a daylight-saving change yields the right UTC instants).
import { DateTime } from "luxon";
import { WEEKDAYS, type WeeklyHours } from "../../../shared/schemas/bookings.js";

export interface AvailabilityRules {
  timeZone: string;
  weeklyHours: WeeklyHours;
  blockoutDates: string[];
  sessionMinutes: number;
  minNoticeHours: number;
  maxAdvanceDays: number;
}

export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

/**
 * Slots that start in [from, to), respect minimum notice and the booking horizon, skip blockout days,
 * and overlap none of `busy` (the mentor's live bookings).
 */
export function openSlots(rules: AvailabilityRules, from: Date, to: Date, now: Date, busy: Interval[]): Interval[] {
  const earliest = Math.max(from.getTime(), now.getTime() + rules.minNoticeHours * 3_600_000);
  const latest = Math.min(to.getTime(), now.getTime() + rules.maxAdvanceDays * 86_400_000);
  if (earliest >= latest) return [];
  const lengthMs = rules.sessionMinutes * 60_000;
  const blocked = new Set(rules.blockoutDates);
  const slots: Interval[] = [];
  // Walk the mentor's local days that can hold a slot in range (one day of margin either side).
  let day = DateTime.fromMillis(earliest, { zone: rules.timeZone }).startOf("day").minus({ days: 1 });
  const lastDay = DateTime.fromMillis(latest, { zone: rules.timeZone }).startOf("day").plus({ days: 1 });
  while (day <= lastDay) {
    const date = day.toISODate();
    const periods = rules.weeklyHours[WEEKDAYS[day.weekday - 1]!] ?? [];
    if (date && !blocked.has(date)) {
      for (const period of periods) {
        const start = atClock(day, period.start, rules.timeZone);
        const end = atClock(day, period.end, rules.timeZone);
        for (let s = start; s + lengthMs <= end; s += lengthMs) {
          if (s < earliest || s >= latest) continue;
          const e = s + lengthMs;
          if (busy.some((b) => b.startsAt.getTime() < e && b.endsAt.getTime() > s)) continue;
          slots.push({ startsAt: new Date(s), endsAt: new Date(e) });
        }
      }
    }
    day = day.plus({ days: 1 });
  }
  // Overlapping periods on one day must not offer the same start twice.
  const unique = new Map(slots.map((slot) => [slot.startsAt.getTime(), slot]));
  return [...unique.values()].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** The instant of "HH:MM" on a local day; a time skipped by a DST change moves forward, as luxon does. */
function atClock(day: DateTime, clock: string, zone: string): number {
  const [hour, minute] = clock.split(":").map(Number) as [number, number];
  return DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour, minute }, { zone }).toMillis();
}

/** A YYYY-MM-DD date as the UTC instant of its start. */
export const utcDay = (date: string) => new Date(`${date}T00:00:00.000Z`);
