/**
 * Rate limits keyed by anything the request carries (the IP, the visitor's session id). Built on
 * @fastify/rate-limit's `createRateLimit`, which counts without marking the request, so two limits
 * (per IP and per session) can apply to one route.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitSettings } from '../config';
import { ownField } from '../domain/event-classes';
import { createWindowCounter } from './window-counter';

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/** A limit's key for a request; `undefined` when the limit does not apply to it (a call naming no session). */
export type LimitKey = (request: FastifyRequest) => string | undefined;

export function createLimit(app: FastifyInstance, settings: RateLimitSettings, keyOf: LimitKey, what: string): RateLimitHook {
  const check = app.createRateLimit({ max: settings.max, timeWindow: settings.windowMs, keyGenerator: (request) => keyOf(request) ?? '' });
  return async (request, reply) => {
    if (keyOf(request) === undefined) return undefined;
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

/** Bytes of the request's body, as sent (Content-Length) or else as parsed. */
function bodyBytes(request: FastifyRequest): number {
  const declared = Number(request.headers['content-length']);
  return Number.isFinite(declared) && declared >= 0 ? declared : Buffer.byteLength(JSON.stringify(request.body ?? null) ?? '');
}

/**
 * A limit on the bytes a key may send per window, so a client within the request limits cannot
 * still fill the disk with large bodies. A refused request does not count.
 */
export function createByteLimit(settings: RateLimitSettings, keyOf: (request: FastifyRequest) => string, what: string, now: () => number): RateLimitHook {
  const bytes = createWindowCounter(settings.windowMs, now);
  return async (request, reply) => {
    const key = keyOf(request);
    const size = bodyBytes(request);
    if (bytes.total(key) + size <= settings.max) {
      bytes.add(key, size);
      return undefined;
    }
    const waitSeconds = bytes.secondsLeft(key) || 1;
    reply.header('retry-after', String(waitSeconds));
    return reply.code(429).send({ statusCode: 429, error: 'Too Many Requests', message: `too many bytes of ${what}; try again in ${waitSeconds} s` });
  };
}

function field(body: unknown, name: string): string {
  // A batch of events is limited by its first event's session.
  const value = ownField(Array.isArray(body) ? body[0] : body, name);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The visitor's session, for per-session limits (run after validation). The session id is the
 * client's to choose, so it is keyed with the address: another client cannot use up a visitor's
 * allowance by sending its id, and a client changing ids still meets the per-address limit. A call
 * naming no session (conversions and money carry none) meets only the per-address limits: keyed by
 * the address alone, every visitor behind a shared address would share one session's allowance.
 */
export function sessionKey(request: FastifyRequest): string | undefined {
  const sessionId = field(request.body, 'session_id');
  return sessionId === '' ? undefined : `session:${request.ip}|${field(request.body, 'account_id')}|${sessionId}`;
}

/** The widget an SMS call names, whoever calls. */
export function widgetKey(request: FastifyRequest): string {
  return `widget:${field(request.body, 'account_id')}|${field(request.body, 'widget_id')}`;
}

/** One phone number at one widget, by its digits, however it is written. */
export function phoneKey(request: FastifyRequest): string {
  return `phone:${field(request.body, 'widget_id')}|${field(request.body, 'phone_number').replace(/\D/g, '')}`;
}

export function ipKey(request: FastifyRequest): string {
  return `ip:${request.ip}`;
}
