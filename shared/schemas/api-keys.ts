// API keys for internal tools: created on My Profile (the secret is shown once), listed without the
// secret, revoked at any time.
import { z } from "zod";
import { MAX_NAME } from "../limits.js";
import { zId, zText } from "./common.js";

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = "lo_";
/** `lo_` + 43 base64url characters (32 random bytes). */
export const API_KEY_PATTERN = /^lo_[A-Za-z0-9_-]{43}$/;
/** A user may hold this many active keys. */
export const MAX_API_KEYS = 20;

export const zCreateApiKeyInput = z.strictObject({
  name: zText("Name", MAX_NAME, "A name is required").trim().min(1, "A name is required"),
});
export type CreateApiKeyInput = z.infer<typeof zCreateApiKeyInput>;

/** The only answer that ever carries the secret. */
export const zCreateApiKeyOutput = z.object({ id: z.string(), name: z.string(), key: z.string() });

export const zApiKeySummary = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key (`lo_` and four more) and its last four, e.g. lo_Ab3x…9QzT. */
  prefix: z.string(),
  last4: z.string(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
});
export const zListApiKeysOutput = z.object({ keys: z.array(zApiKeySummary) });

export const zRevokeApiKeyInput = z.strictObject({ id: zId });
export const zRevokeApiKeyOutput = z.object({ success: z.literal(true) });
