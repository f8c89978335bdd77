// The one date format (issue 16): in the user's locale (the browser's language; en-US on the server, which
// writes emails and invoices), a day looks like "Nov 22, 2026" and a range like "Nov 22 – Dec 21, 2026". A range
// that starts and ends on the same day is shown as that one day. Every date the app shows comes from here.
type DateLike = Date | string | number;

/** The viewer's locale: the browser's language, else US English. */
export function userLocale(): string {
  const nav = typeof window !== "undefined" ? window.navigator : undefined;
  return nav?.languages?.[0] ?? nav?.language ?? "en-US";
}

const tzOpt = (timeZone?: string) => (timeZone ? { timeZone } : {});
const DAY: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
// ICU puts thin spaces around the range dash; the app writes plain ones ("Nov 22 – Dec 21, 2026").
const plainSpaces = (s: string) => s.replace(/[\u2009\u202f]/g, " ");

/** "Nov 22, 2026" */
export const formatDay = (d: DateLike, timeZone?: string) => plainSpaces(new Intl.DateTimeFormat(userLocale(), { ...DAY, ...tzOpt(timeZone) }).format(new Date(d)));

/** Kept for callers written before issue 16: the same one format. */
export const formatLongDay = formatDay;

/** "Nov 22, 2026, 6:40 PM" (a day and a time, for events: payments, sign-ins, audit entries). */
export const formatDateTime = (d: DateLike, timeZone?: string) =>
  plainSpaces(new Intl.DateTimeFormat(userLocale(), { ...DAY, hour: "numeric", minute: "2-digit", ...tzOpt(timeZone) }).format(new Date(d)));

/** "—" for a missing date, else formatDay / formatDateTime. */
export const formatDayOrDash = (d: DateLike | null | undefined) => (d === null || d === undefined ? "—" : formatDay(d));
export const formatDateTimeOrDash = (d: DateLike | null | undefined) => (d === null || d === undefined ? "—" : formatDateTime(d));

/** "Nov 22 – Dec 21, 2026", "Dec 22, 2026 – Jan 21, 2027"; both ends on one day → "Nov 22, 2026". Both ends inclusive. */
export function formatDateRange(start: DateLike, end: DateLike, timeZone?: string): string {
  const a = new Date(start);
  const b = new Date(end);
  const fmt = new Intl.DateTimeFormat(userLocale(), { ...DAY, ...tzOpt(timeZone) });
  if (fmt.format(a) === fmt.format(b) || b < a) return plainSpaces(fmt.format(a));
  return plainSpaces(fmt.formatRange(a, b));
}

const DAY_MS = 86_400_000;

/**
 * A billing or service period whose end is the instant the next period starts (exclusive), shown with its
 * last day: Nov 22 → Dec 22 reads "Nov 22 – Dec 21, 2026"; a one-day period reads as that day.
 */
export const formatPeriod = (start: DateLike, endExclusive: DateLike, timeZone?: string) =>
  formatDateRange(start, Math.max(new Date(start).getTime(), new Date(endExclusive).getTime() - DAY_MS), timeZone);

/** A "2026-11" month key as "Nov 26" (chart axes). */
export const formatMonthKey = (key: string) => new Date(`${key}-01T00:00:00Z`).toLocaleDateString(userLocale(), { month: "short", year: "2-digit", timeZone: "UTC" });

/** The viewer's IANA time zone, e.g. "Europe/Berlin". */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

// Session times, shown in the viewer's own time zone (the browser's unless one is given).

/** "Mon, Mar 29" in the viewer's zone. */
export const formatSessionDay = (d: DateLike, timeZone?: string) => new Date(d).toLocaleDateString(userLocale(), { weekday: "short", month: "short", day: "numeric", ...tzOpt(timeZone) });

/** "9:00 AM" in the viewer's zone. */
export const formatSessionTime = (d: DateLike, timeZone?: string) => new Date(d).toLocaleTimeString(userLocale(), { hour: "numeric", minute: "2-digit", ...tzOpt(timeZone) });

/** "Mon, Mar 29, 9:00 AM" in the viewer's zone. */
export const formatSessionStart = (d: DateLike, timeZone?: string) => `${formatSessionDay(d, timeZone)}, ${formatSessionTime(d, timeZone)}`;

/** The viewer's calendar day of an instant as YYYY-MM-DD (for grouping slots by local day; not for display). */
export const localDayKey = (d: DateLike, timeZone?: string) => new Date(d).toLocaleDateString("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", ...tzOpt(timeZone) });

/** Message timestamps: "Nov 22, 6:40 PM". */
export const formatMessageTime = (d: DateLike) => new Date(d).toLocaleString(userLocale(), { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
