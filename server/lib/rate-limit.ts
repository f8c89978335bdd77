// Rate limits with rate-limiter-flexible: in memory for one instance, in Redis (REDIS_URL) when
// several instances share the load.
import { TRPCError } from "@trpc/server";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface Limiter {
  /** Counts one attempt for `key`; throws TOO_MANY_REQUESTS past the limit. */
  consume(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export interface LimiterFactory {
  create(name: string, points: number, durationSeconds: number): Limiter;
}

export function limiterFactory(redis: Redis | null, redisPrefix = "leadone:"): LimiterFactory {
  return {
    create(name, points, duration) {
      const limiter: RateLimiterAbstract = redis
        ? new RateLimiterRedis({ storeClient: redis, keyPrefix: `${redisPrefix}rl:${name}`, points, duration, insuranceLimiter: new RateLimiterMemory({ points, duration }) })
        : new RateLimiterMemory({ keyPrefix: name, points, duration });
      return {
        async consume(key) {
          try {
            await limiter.consume(key);
          } catch (error) {
            if (error instanceof RateLimiterRes) {
              const seconds = Math.ceil(error.msBeforeNext / 1000);
              throw new TRPCError({ code: "TOO_MANY_REQUESTS", message: `Too many attempts. Please try again in ${seconds} seconds.` });
            }
            throw error;
          }
        },
        async reset(key) {
          await limiter.delete(key);
        },
      };
    },
  };
}
