// Rate limits with rate-limiter-flexible: in memory for one instance, in Redis (REDIS_URL) when
// several instances share the load.
import { TRPCError } from "@trpc/server";
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

/**
 * A module's own limiter, declared once at module level and created per app on first use:
 *   const inviteLimiter = moduleLimiter("invite-user", 20, 60 * 60);
 *   await inviteLimiter(ctx.services).consume(ctx.user.id);
 */
export function moduleLimiter(name: string, points: number, durationSeconds: number) {
  const perApp = new WeakMap<object, Limiter>();
  return (services: { limiterFactory: LimiterFactory }): Limiter => {
    let limiter = perApp.get(services);
    if (!limiter) perApp.set(services, (limiter = services.limiterFactory.create(name, points, durationSeconds)));
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
      if (error instanceof TRPCError && error.code === "TOO_MANY_REQUESTS") {
        return reply.code(429).send({ message: error.message.replace("attempts", "requests"), code: "TOO_MANY_REQUESTS" });
      }
      throw error;
    }
  };
}
