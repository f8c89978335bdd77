// Reads and writes the operator settings (one JSON row). Billing calls getSettings() whenever it
// prices something, so a change made in the admin area applies from then on.
import type { Db } from "../../db/client.js";
import { DEFAULT_SETTINGS, zSettings, type Settings } from "../../../shared/settings.js";

const KEY = "settings";

export async function getSettings(db: Db): Promise<Settings> {
  const row = await db.setting.findUnique({ where: { key: KEY } });
  if (!row) return DEFAULT_SETTINGS;
  const parsed = zSettings.safeParse({ ...DEFAULT_SETTINGS, ...(row.value as object) });
  return parsed.success ? parsed.data : DEFAULT_SETTINGS;
}

export async function saveSettings(db: Db, settings: Settings): Promise<Settings> {
  const value = zSettings.parse(settings);
  await db.setting.upsert({ where: { key: KEY }, create: { key: KEY, value }, update: { value } });
  return value;
}
