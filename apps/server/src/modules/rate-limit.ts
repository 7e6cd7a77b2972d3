import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { RateLimit } from "../config.ts";
import { tooManyRequests } from "../errors.ts";

export type RateLimitKey = (request: FastifyRequest) => string;

/**
 * One named bucket as a preHandler. @fastify/rate-limit's own `app.rateLimit()` marks the request after its
 * first handler runs, so two of them on one route would count only the first; `createRateLimit` gives a
 * checker per bucket, and several of these handlers stack on one route (per address, per session, global).
 * The same handler object may be put on several routes: they then share the bucket.
 */
export function rateLimitHandler(
  app: FastifyInstance,
  limit: RateLimit,
  key: RateLimitKey,
): preHandlerAsyncHookHandler {
  const check = app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs, keyGenerator: key });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header("retry-after", result.ttlInSeconds);
    throw tooManyRequests();
  };
}

export const byIp: RateLimitKey = (request) => `ip:${request.ip}`;

/** The signed-in user, else the session, else the address: a visitor without a cookie is known only by it. */
export const bySessionOrUser: RateLimitKey = (request) => {
  if (request.user) return `user:${request.user.id}`;
  if (request.session) return `session:${request.session.tokenHash}`;
  return `ip:${request.ip}`;
};

/** One bucket for the whole shop: a botnet under every per-address limit still cannot walk the code space. */
export const everyone: RateLimitKey = () => "shop";
