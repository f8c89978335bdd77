// Sign-in lockout per (account, client address) with a progressive delay: after a few failures from
// one address, that address must wait 1 s, 2 s, 4 s … (at most 15 minutes) between attempts on that
// account. A burst from one address never stops the owner signing in from another. The client
// address is the socket's, or with TRUST_PROXY the one the proxy reports (Fastify's req.ip).
// Counters live in Redis when REDIS_URL is set, so every instance sees them.
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { AppError } from "../../lib/errors.js";

/** Failures allowed without any delay. */
export const FREE_FAILURES = 3;
export const MAX_DELAY_SECONDS = 15 * 60;

export interface SignInLockout {
  /** Throws TOO_MANY_REQUESTS while this (account, address) must wait. */
  check(account: string, ip: string): Promise<void>;
  failed(account: string, ip: string): Promise<void>;
  succeeded(account: string, ip: string): Promise<void>;
}

export function signInLockout(redis: Redis | null, prefix: string): SignInLockout {
  const make = (name: string, points: number, duration: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}lockout:${name}`, points, duration, insuranceLimiter: new RateLimiterMemory({ points, duration }) })
      : new RateLimiterMemory({ keyPrefix: `lockout:${name}`, points, duration });
  const failures = make("failures", 1_000_000, 24 * 3600); // a counter, reset by a success
  const waits = make("waits", 1, MAX_DELAY_SECONDS); // blocked = must wait
  const key = (account: string, ip: string) => `${account}|${ip}`;
  return {
    async check(account, ip) {
      const res = await waits.get(key(account, ip));
      if (res && res.consumedPoints > 1 && res.msBeforeNext > 0) {
        const seconds = Math.ceil(res.msBeforeNext / 1000);
        throw new AppError({ code: "TOO_MANY_REQUESTS", message: `Too many attempts. Please try again in ${seconds} seconds.` });
      }
    },
    async failed(account, ip) {
      const res = await failures.penalty(key(account, ip), 1);
      const over = res.consumedPoints - FREE_FAILURES;
      if (over > 0) await waits.block(key(account, ip), Math.min(MAX_DELAY_SECONDS, 2 ** (over - 1)));
    },
    async succeeded(account, ip) {
      await Promise.all([failures.delete(key(account, ip)), waits.delete(key(account, ip))]);
    },
  };
}
