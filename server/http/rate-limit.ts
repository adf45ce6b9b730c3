/**
 * Rate limits keyed by anything the request carries (the IP, the visitor's session id). Built on
 * @fastify/rate-limit's `createRateLimit`, which counts without marking the request, so two limits
 * (per IP and per session) can apply to one route.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitSettings } from '../config';

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

export function createLimit(
  app: FastifyInstance,
  settings: RateLimitSettings,
  keyOf: (request: FastifyRequest) => string,
  what: string,
): RateLimitHook {
  const check = app.createRateLimit({ max: settings.max, timeWindow: settings.windowMs, keyGenerator: keyOf });
  return async (request, reply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return undefined;
    reply.header('retry-after', String(result.ttlInSeconds));
    return reply.code(429).send({
      statusCode: 429,
      error: 'Too Many Requests',
      message: `too many ${what}; try again in ${result.ttlInSeconds} s`,
    });
  };
}

/** The visitor's session id from a JSON body, for per-session limits (run after validation). */
export function sessionKey(request: FastifyRequest): string {
  const body = request.body as { session_id?: unknown } | undefined;
  return `session:${typeof body?.session_id === 'string' ? body.session_id : ''}`;
}

export function ipKey(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}
