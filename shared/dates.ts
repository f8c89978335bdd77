// Dates as both sides show them (US English, like the money format).
type DateLike = Date | string;

/** "Nov 22, 2026" */
export const formatDay = (d: DateLike) => new Date(d).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });

/** "November 22, 2026" */
export const formatLongDay = (d: DateLike) => new Date(d).toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric" });

/** A "2026-11" month key as "Nov 26". */
export const formatMonthKey = (key: string) => new Date(`${key}-01T00:00:00Z`).toLocaleDateString("en-US", { month: "short", year: "2-digit", timeZone: "UTC" });
