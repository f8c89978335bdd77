// Dates as both sides show them (US English, like the money format).
type DateLike = Date | string;

/** "Nov 22, 2026" */
export const formatDay = (d: DateLike) => new Date(d).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

/** "November 22, 2026" */
export const formatLongDay = (d: DateLike) => new Date(d).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/** A "2026-11" month key as "Nov 26". */
export const formatMonthKey = (key: string) => new Date(`${key}-01T00:00:00Z`).toLocaleDateString("en-US", { month: "short", year: "2-digit", timeZone: "UTC" });

// Session times, shown in the viewer's own time zone (the browser's unless one is given).
const tzOpt = (timeZone?: string) => (timeZone ? { timeZone } : {});

/** The viewer's IANA time zone, e.g. "Europe/Berlin". */
export const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** "Mon, Mar 29" in the viewer's zone. */
export const formatSessionDay = (d: DateLike, timeZone?: string) => new Date(d).toLocaleDateString("en-US", { weekday: "short", month: "short", day: "numeric", ...tzOpt(timeZone) });

/** "9:00 AM" in the viewer's zone. */
export const formatSessionTime = (d: DateLike, timeZone?: string) => new Date(d).toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", ...tzOpt(timeZone) });

/** "Mon, Mar 29, 9:00 AM" in the viewer's zone. */
export const formatSessionStart = (d: DateLike, timeZone?: string) => `${formatSessionDay(d, timeZone)}, ${formatSessionTime(d, timeZone)}`;

/** The viewer's calendar day of an instant as YYYY-MM-DD (for grouping slots by local day). */
export const localDayKey = (d: DateLike, timeZone?: string) => new Date(d).toLocaleDateString("en-CA", { year: "numeric", month: "2-digit", day: "2-digit", ...tzOpt(timeZone) });

/** Message timestamps: "Nov 22, 6:40 PM". */
export const formatMessageTime = (d: DateLike) => new Date(d).toLocaleString("en-US", { month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });
