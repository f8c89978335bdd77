// Keyset (cursor) paging for the admin lists (issue 13): a page is read off an index from where the
// previous one ended — newest first, (createdAt, id) — so page 5,000 costs what page 1 does, and rows
// added meanwhile neither repeat nor hide a row. The cursor is opaque to clients: the list it belongs
// to, a digest of that list's filters and the last row's key. Any other cursor is refused with a 400.
import { createHash } from "node:crypto";
import { AppError } from "../../lib/errors.js";

/** Totals are counted up to this many rows: a careful count of a 100,000-row list on every page is
 * what made the old pages slow, and "more than 10,000" is all an admin can act on (narrow the filter). */
export const COUNT_CAP = 10_000;

export const BAD_CURSOR = "This page cursor does not belong to this list and filter; start again from the first page";

export interface Key {
  createdAt: Date;
  id: string;
}

const digest = (list: string, filters: unknown) => createHash("sha256").update(JSON.stringify([list, filters])).digest("base64url").slice(0, 16);

export function encodeCursor(list: string, filters: unknown, last: Key): string {
  return Buffer.from(JSON.stringify({ l: list, f: digest(list, filters), t: last.createdAt.toISOString(), i: last.id })).toString("base64url");
}

export function decodeCursor(list: string, filters: unknown, cursor: string): Key {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    parsed = null;
  }
  const c = parsed as { l?: unknown; f?: unknown; t?: unknown; i?: unknown } | null;
  const createdAt = typeof c?.t === "string" && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/.test(c.t) ? new Date(c.t) : null;
  if (!c || c.l !== list || c.f !== digest(list, filters) || !createdAt || Number.isNaN(createdAt.getTime()) || typeof c.i !== "string" || !c.i || c.i.length > 64) {
    throw new AppError({ code: "BAD_REQUEST", message: BAD_CURSOR });
  }
  return { createdAt, id: c.i };
}
