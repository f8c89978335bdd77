// Checks on raw input that hold for every procedure, before any schema: no NUL characters anywhere
// (in a text, an id or a key), which PostgreSQL cannot store and which no person types.
export const NUL_MESSAGE = "Text must not contain NUL characters";

/** The path of the first string (or key) holding U+0000 ("" at the top), or null when there is none. */
export function findNulByte(value: unknown, path = "", depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? path : null;
  if (depth > 20 || value === null || typeof value !== "object") return null;
  if (value instanceof Date) return null;
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const childPath = path ? `${path}.${key}` : key;
    if (key.includes("\u0000")) return childPath;
    const found = findNulByte(child, childPath, depth + 1);
    if (found !== null) return found;
  }
  return null;
}
