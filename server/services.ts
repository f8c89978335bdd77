// Long-lived collaborators the procedures share: rate limiters and the providers (advice, speech,
// payments, storage, mail). Built once per app in buildApp().
import type { Tx } from "./db/transaction.js";
import { Redis } from "ioredis";
import type { Config } from "./config.js";
import type { Db } from "./db/client.js";
import { limiterFactory, type Limiter, type LimiterFactory } from "./lib/rate-limit.js";
import type { RegisterInput } from "../shared/schemas/auth.js";
import { paymentsProvider, type PaymentsProvider } from "./providers/payments/index.js";
import { createAudioStore, type AudioStore } from "./providers/speech/audio-store.js";
import { signInLockout, type SignInLockout } from "./modules/auth/lockout.js";
import { linkReferral } from "./modules/referrals/service.js";
import { createMetrics, type Metrics } from "./http/metrics.js";

export interface Services {
  /** Shared Redis when REDIS_URL is set (rate limits and answer audio across instances); null otherwise. */
  redis: Redis | null;
  limiterFactory: LimiterFactory;
  /** Card payments: the built-in sandbox processor (Stripe test-mode behaviour). */
  payments: PaymentsProvider;
  /** Generated answer audio, served at /api/audio/:id for 30 minutes. */
  audio: AudioStore;
  /** Prometheus metrics of this app (served at /metrics). */
  metrics: Metrics;
  limits: {
    loginByIp: Limiter;
    /** Failures per (account, address), progressively slower. */
    signIn: SignInLockout;
    register: Limiter;
  };
  /** Runs inside the registration transaction once the user row exists (referral linking). */
  onRegistered(input: RegisterInput): ((tx: Tx, userId: string) => Promise<void>) | undefined;
  close(): Promise<void>;
}

export function createServices(config: Config, _db: Db): Services {
  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null;
  const factory = limiterFactory(redis, config.REDIS_PREFIX);
  return {
    redis,
    limiterFactory: factory,
    payments: paymentsProvider(),
    audio: createAudioStore(redis, config.REDIS_PREFIX),
    metrics: createMetrics(),
    limits: {
      loginByIp: factory.create("login-ip", config.LOGIN_ATTEMPTS_PER_15_MIN * 5, 15 * 60),
      signIn: signInLockout(redis, config.REDIS_PREFIX),
      register: factory.create("register-ip", config.SIGN_UPS_PER_HOUR, 60 * 60),
    },
    onRegistered: (input) => {
      const code = input.referralCode?.trim();
      return code ? async (tx, userId) => void (await linkReferral(tx, userId, code)) : undefined;
    },
    async close() {
      redis?.disconnect();
    },
  };
}
