// API keys: a random secret shown once, kept only as its SHA-256 (the key has 256 bits of entropy, so
// a fast hash is enough and lookups stay one indexed read). Creating and revoking write audit rows.
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../../db/client.js";
import { API_KEY_PATTERN, API_KEY_PREFIX, MAX_API_KEYS, type CreateApiKeyInput } from "../../../../shared/schemas/api-keys.js";
import { audit } from "../../admin/audit.js";
import { sessionUserSelect, type SessionUser } from "../sessions.js";
import { AppError } from "../../../lib/errors.js";

/** Record a key's use at most this often, so reads don't become writes on every call. */
const TOUCH_EVERY_MS = 60_000;

const hashKey = (key: string) => createHash("sha256").update(key).digest("hex");

export async function createApiKey(db: Db, userId: string, input: CreateApiKeyInput) {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString("base64url")}`;
  return db.$transaction(async (t) => {
    const active = await t.apiKey.count({ where: { userId, revokedAt: null } });
    if (active >= MAX_API_KEYS) throw new AppError({ code: "BAD_REQUEST", message: `You can have at most ${MAX_API_KEYS} API keys. Revoke one first.` });
    const row = await t.apiKey.create({
      data: { userId, name: input.name, keyHash: hashKey(key), prefix: key.slice(0, API_KEY_PREFIX.length + 4), last4: key.slice(-4) },
    });
    await audit(t, userId, { action: "apiKey.create", targetType: "apiKey", targetId: row.id, details: { name: row.name, prefix: row.prefix, last4: row.last4 } });
    return { id: row.id, name: row.name, key };
  });
}

export async function listApiKeys(db: Db, userId: string) {
  const keys = await db.apiKey.findMany({
    where: { userId, revokedAt: null },
    orderBy: { createdAt: "desc" },
    select: { id: true, name: true, prefix: true, last4: true, createdAt: true, lastUsedAt: true },
  });
  return { keys };
}

export async function revokeApiKey(db: Db, userId: string, id: string) {
  return db.$transaction(async (t) => {
    // Someone else's key answers exactly like a missing one.
    const { count } = await t.apiKey.updateMany({ where: { id, userId, revokedAt: null }, data: { revokedAt: new Date() } });
    if (count === 0) throw new AppError({ code: "NOT_FOUND", message: "API key not found" });
    const row = await t.apiKey.findUniqueOrThrow({ where: { id }, select: { name: true, prefix: true, last4: true } });
    await audit(t, userId, { action: "apiKey.revoke", targetType: "apiKey", targetId: id, details: row });
    return { success: true as const };
  });
}

/** The `Authorization: Bearer lo_…` value of a request, or null when there is none. */
export function bearerKey(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match ? (match[1] ?? null) : null;
}

/** The active key's owner, or null for an unknown, malformed or revoked key. */
export async function resolveApiKey(db: Db, key: string): Promise<{ keyId: string; user: SessionUser } | null> {
  if (!API_KEY_PATTERN.test(key)) return null;
  const row = await db.apiKey.findUnique({ where: { keyHash: hashKey(key) }, select: { id: true, revokedAt: true, lastUsedAt: true, user: { select: sessionUserSelect } } });
  if (!row || row.revokedAt) return null;
  const now = Date.now();
  if (!row.lastUsedAt || now - row.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await db.apiKey.updateMany({ where: { id: row.id }, data: { lastUsedAt: new Date(now) } });
  }
  return { keyId: row.id, user: row.user };
}
