// The server's configuration, read once from the environment and checked with zod. Every variable is
// documented in README.md ("Configuration").
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const bool = z.union([z.boolean(), z.stringbool()]);
const optionalString = z.string().trim().min(1).optional().catch(undefined);

const zEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: optionalString,
  DATA_DIR: z.string().default(".data"),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  // Off behind a transaction-mode pooler that cannot carry protocol-level prepared statements.
  DB_PREPARED_STATEMENTS: bool.default(true),
  SESSION_SECRET: z.string().min(32).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(60 * 24 * 7),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).default(30),
  TRUST_PROXY: bool.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  REDIS_URL: optionalString,
  // Every key LeadOne writes to Redis starts with this, so deployments (or test runs) can share one Redis.
  REDIS_PREFIX: z.string().regex(/^[A-Za-z0-9:_.-]{1,64}$/, "letters, digits and : _ . - only").default("leadone:"),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LOGIN_ATTEMPTS_PER_15_MIN: z.coerce.number().int().min(1).default(10),
  SIGN_UPS_PER_HOUR: z.coerce.number().int().min(1).default(30),
  DEMO_MODE: bool.optional(),
  SEED: bool.default(true),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  // Links in emails and the accepted browser Origin; required outside demo mode (lib/public-origin.ts).
  PUBLIC_URL: z
    .string()
    .trim()
    .url("PUBLIC_URL must be an absolute http(s) URL")
    .refine((u) => /^https?:\/\//.test(u), "PUBLIC_URL must start with http:// or https://")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ADVICE_API_URL: optionalString,
  ADVICE_API_KEY: optionalString,
  ADVICE_MODEL: optionalString,
  ADVICE_TIMEOUT_MS: z.coerce.number().int().min(100).default(20000),
  SPEECH_ENGINE: z.enum(["auto", "system", "wasm", "off"]).default("auto"),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default("LeadOne <no-reply@leadone.local>"),
  JOBS: bool.default(true),
  // The browser suite's test-only seams (server/testing/seams.ts); ignored outside demo mode.
  TEST_SEAMS: bool.default(false),
  CLIENT_DIR: z.string().default("dist/client"),
  // Bearer token for GET /metrics; without it /metrics answers loopback callers only.
  METRICS_TOKEN: optionalString,
});

export type Config = z.infer<typeof zEnv> & {
  dataDir: string;
  sessionSecret: string;
  /** Demo mode (embedded database by default): seeds demo accounts with known passwords. */
  demoMode: boolean;
};

/** The session secret, generated once and kept under the data directory when not given. */
function sessionSecret(dataDir: string, given?: string): string {
  if (given) return given;
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = zEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const values = parsed.data;
  const dataDir = path.resolve(overrides.dataDir ?? values.DATA_DIR);
  const demoMode = overrides.demoMode ?? values.DEMO_MODE ?? !values.DATABASE_URL;
  return {
    ...values,
    dataDir,
    demoMode,
    sessionSecret: overrides.sessionSecret ?? sessionSecret(dataDir, values.SESSION_SECRET),
    ...overrides,
  };
}
