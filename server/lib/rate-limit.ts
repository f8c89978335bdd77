// Rate limits with rate-limiter-flexible: in memory for one instance, in Redis (REDIS_URL) when
// several instances share the load.
import { AppError } from "./errors.js";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

export interface Limiter {
  /** Counts `points` (default 1) attempts for `key`; throws TOO_MANY_REQUESTS past the limit. */
  consume(key: string, points?: number): Promise<void>;
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
        async consume(key, points = 1) {
          try {
            await limiter.consume(key, points);
          } catch (error) {
            if (error instanceof RateLimiterRes) {
              const seconds = Math.ceil(error.msBeforeNext / 1000);
              throw new AppError({ code: "TOO_MANY_REQUESTS", message: `Too many attempts. Please try again in ${seconds} seconds.` });
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

/** A procedure's per-user limit, declared in its meta: `.meta({ rateLimit: { name: "invite-user", points: 20, seconds: 3600 } })`. */
export interface RateLimitMeta {
  /** The limiter's name (its key prefix, shared by the instances through Redis). */
  name: string;
  points: number;
  seconds: number;
}

/** Limiters by name, created per app on first use (the meta.rateLimit middleware's store). */
export function moduleLimiters() {
  const perApp = new WeakMap<object, Map<string, Limiter>>();
  return (services: { limiterFactory: LimiterFactory }, { name, points, seconds }: RateLimitMeta): Limiter => {
    let byName = perApp.get(services);
    if (!byName) perApp.set(services, (byName = new Map()));
    let limiter = byName.get(name);
    if (!limiter) byName.set(name, (limiter = services.limiterFactory.create(name, points, seconds)));
    return limiter;
  };
}

/** How many procedures one tRPC HTTP request calls: /trpc/a,b,c is a batch of three. */
export function proceduresInRequest(url: string): number {
  const path = url.split("?")[0]!.slice("/trpc/".length);
  return Math.max(1, path.split(",").length);
}

/** Fastify onRequest hook: each tRPC procedure (not each HTTP request) costs one point per client address. */
export function procedureRateLimit(limiter: Limiter) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    if (!req.url.startsWith("/trpc/")) return;
    try {
      await limiter.consume(req.ip, proceduresInRequest(req.url));
    } catch (error) {
      if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS") {
        return reply.code(429).send({ message: error.message.replace("attempts", "requests"), code: "TOO_MANY_REQUESTS" });
      }
      throw error;
    }
  };
}
