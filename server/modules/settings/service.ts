// Reads and writes the operator settings (one JSON row). Billing calls getSettings() whenever it
// prices something, so a change made in the admin area applies from then on.
import type { Tx } from "../../db/transaction.js";
import type { Db } from "../../db/client.js";
import { DEFAULT_SETTINGS, zSettings, type Settings } from "../../../shared/settings.js";

const KEY = "settings";

export async function getSettings(db: Tx): Promise<Settings> {
  const row = await db.setting.findUnique({ where: { key: KEY } });
  if (!row) return DEFAULT_SETTINGS;
  return settingsOf(row.value);
}

function settingsOf(value: unknown): Settings {
  const parsed = zSettings.safeParse({ ...DEFAULT_SETTINGS, ...(value as object) });
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

/** SQL that reads the settings row's JSON as text (for one-query reads; see settingsFromJson). */
export const SETTINGS_JSON_SQL = `(SELECT value::text FROM "Setting" WHERE key = '${KEY}')`;

let lastParsed: { text: string; settings: Settings } | null = null;
/**
 * The settings from the row's JSON text as read in SQL (null: no row), as getSettings answers. The
 * text is read on every call (so a change applies at once on every instance); only the parse of an
 * unchanged text is reused.
 */
export function settingsFromJson(text: string | null): Settings {
  if (text === null) return DEFAULT_SETTINGS;
  if (lastParsed?.text === text) return lastParsed.settings;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return DEFAULT_SETTINGS;
  }
  const settings = settingsOf(value);
  lastParsed = { text, settings };
  return settings;
}

export async function saveSettings(db: Tx, settings: Settings): Promise<Settings> {
  const value = zSettings.parse(settings);
  await db.setting.upsert({ where: { key: KEY }, create: { key: KEY, value }, update: { value } });
  return value;
}
