// Issue 16 item 2: one date format and one money format, from shared/ (node runs these in en-US, like the server).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDateRange, formatDateTime, formatDay, formatDayOrDash, formatPeriod } from "../../shared/dates.js";
import { centsToDollars, centsToDollarsText, dollarsToCents, formatCents, formatCentsOrDash, formatUsd, parseDollarsText } from "../../shared/money.js";
import { zCents, zSignedCents } from "../../shared/schemas/money.js";

const UTC = "UTC";

describe("dates (shared/dates.ts)", () => {
  it("a day reads 'Nov 22, 2026'", () => {
    expect(formatDay("2026-11-22T10:00:00Z", UTC)).toBe("Nov 22, 2026");
    expect(formatDay(new Date(Date.UTC(2027, 0, 5, 12)), UTC)).toBe("Jan 5, 2027");
    expect(formatDayOrDash(null)).toBe("—");
  });

  it("a range in one year names the year once: 'Nov 22 – Dec 21, 2026'", () => {
    expect(formatDateRange("2026-11-22T00:00:00Z", "2026-12-21T00:00:00Z", UTC)).toBe("Nov 22 – Dec 21, 2026");
  });

  it("a range across years names both", () => {
    expect(formatDateRange("2026-12-22T00:00:00Z", "2027-01-21T00:00:00Z", UTC)).toBe("Dec 22, 2026 – Jan 21, 2027");
  });

  it("a range that starts and ends on the same day is that one day", () => {
    expect(formatDateRange("2026-11-22T01:00:00Z", "2026-11-22T23:00:00Z", UTC)).toBe("Nov 22, 2026");
    expect(formatDateRange("2026-11-22T00:00:00Z", "2026-11-22T00:00:00Z", UTC)).toBe("Nov 22, 2026");
  });

  it("a period with an exclusive end shows its last day; a one-day period is one date", () => {
    expect(formatPeriod("2026-11-22T00:00:00Z", "2026-12-22T00:00:00Z", UTC)).toBe("Nov 22 – Dec 21, 2026");
    expect(formatPeriod("2026-11-22T00:00:00Z", "2026-11-23T00:00:00Z", UTC)).toBe("Nov 22, 2026");
    expect(formatPeriod("2026-11-22T00:00:00Z", "2026-11-22T00:00:00Z", UTC)).toBe("Nov 22, 2026");
  });

  it("a date and time reads 'Nov 22, 2026, 6:40 PM' with plain spaces", () => {
    expect(formatDateTime("2026-11-22T18:40:00Z", UTC)).toBe("Nov 22, 2026, 6:40 PM");
  });
});

describe("money (shared/money.ts)", () => {
  it("formats cents with two decimals, or (SPEC §9) as USD with no decimals, N/A for null", () => {
    expect(formatCents(999)).toBe("$9.99");
    expect(formatCents(123456)).toBe("$1,234.56");
    expect(formatCents(-500)).toBe("-$5.00");
    expect(formatCentsOrDash(null)).toBe("—");
    expect(formatUsd(4900)).toBe("$49");
    expect(formatUsd(24900)).toBe("$249");
    expect(formatUsd(199900)).toBe("$1,999");
    expect(formatUsd(null)).toBe("N/A");
  });

  it("converts dollars to cents without float drift, and back", () => {
    expect(dollarsToCents(19.99)).toBe(1999); // 19.99 * 100 = 1998.9999999999998
    expect(dollarsToCents(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(dollarsToCents(1.005)).toBe(101);
    expect(dollarsToCents(249)).toBe(24900);
    expect(dollarsToCents(-2.5)).toBe(-250);
    expect(() => dollarsToCents(Number.NaN)).toThrow();
    expect(centsToDollars(24900)).toBe(249);
    expect(centsToDollars(99)).toBe(0.99);
  });

  it("reads and writes the dollars people type into forms", () => {
    expect(parseDollarsText("24.99")).toBe(2499);
    expect(parseDollarsText(" 25 ")).toBe(2500);
    expect(parseDollarsText("3.5")).toBe(350);
    expect(parseDollarsText("0.07")).toBe(7);
    for (const bad of ["", "abc", "-1", "1.999", "1e3", "$5"]) expect(parseDollarsText(bad), bad).toBeNull();
    expect(centsToDollarsText(2499)).toBe("24.99");
    expect(centsToDollarsText(500)).toBe("5.00");
    expect(centsToDollarsText(7)).toBe("0.07");
  });

  it("zCents accepts whole non-negative cents only; zSignedCents allows negatives", () => {
    expect(zCents.parse(999)).toBe(999);
    expect(zCents.safeParse(9.99).success).toBe(false);
    expect(zCents.safeParse(-1).success).toBe(false);
    expect(zSignedCents.parse(-250)).toBe(-250);
    expect(zSignedCents.safeParse(-2.5).success).toBe(false);
  });
});

const CLIENT = join(import.meta.dirname, "../../client");
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : []));

describe("no page formats a date or an amount by itself", () => {
  it("client/ has no toLocale*String, Intl formatters or ISO slices for display", () => {
    const offenders = sources(CLIENT).flatMap((p) =>
      readFileSync(p, "utf8")
        .split("\n")
        .map((l, i) => [l, i + 1] as const)
        .filter(([l]) => /toLocale(Date|Time)?String\(|Intl\.(DateTimeFormat|NumberFormat)|toISOString\(\)\.slice\(0, 10\)\}/.test(l))
        .map(([l, n]) => `${relative(CLIENT, p)}:${n} ${l.trim().slice(0, 80)}`),
    );
    expect(offenders).toEqual([]);
  });
});

describe("no screen does money arithmetic by itself (issue 12: one money unit)", () => {
  // Procedures answer cents and shared/money.ts formats and parses them; a `* 100`, `/ 100` or
  // `toFixed(2)` in client/ is a second money unit creeping back. Non-money percentages are listed.
  const NOT_MONEY = [/progress \* 100/, /volume \* 100/, /e\.value\[0\] \?\? 0\) \/ 100/, /mb\.toFixed\(2\)/];
  it("client/ has no * 100, / 100 or toFixed(2) on amounts", () => {
    const offenders = sources(CLIENT).flatMap((p) =>
      readFileSync(p, "utf8")
        .split("\n")
        .map((l, i) => [l, i + 1] as const)
        .filter(([l]) => /\*\s*100\b|\/\s*100\b|toFixed\(2\)/.test(l) && !NOT_MONEY.some((ok) => ok.test(l)))
        .map(([l, n]) => `${relative(CLIENT, p)}:${n} ${l.trim().slice(0, 80)}`),
    );
    expect(offenders).toEqual([]);
  });

  it("client/ has no money helpers of its own", () => {
    const offenders = sources(CLIENT).filter((p) => /export const (dollars|toCents|toDollarsText|usd)\b|function (formatUsd|formatCents|toCents)\b/.test(readFileSync(p, "utf8")));
    expect(offenders.map((p) => relative(CLIENT, p))).toEqual([]);
  });
});
