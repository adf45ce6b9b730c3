/**
 * Rate limits keyed by anything the request carries (the address, the visitor's session id), each
 * counted in a window counter of its own (window-counter.ts), so two limits (per address and per
 * session) can apply to one route and a flood of new keys cannot reset anyone's count.
 */
import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitSettings } from '../config';
import { ownField } from '../domain/event-classes';
import { createWindowCounter } from './window-counter';

export type RateLimitHook = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;

/** A limit's key for a request; `undefined` when the limit does not apply to it (a call naming no session). */
type LimitKey = (request: FastifyRequest) => string | undefined;

function tooMany(reply: FastifyReply, waitSeconds: number, what: string): FastifyReply {
  reply.header('retry-after', String(waitSeconds));
  return reply.code(429).send({ statusCode: 429, error: 'Too Many Requests', message: `too many ${what}; try again in ${waitSeconds} s` });
}

export function createLimit(settings: RateLimitSettings, keyOf: LimitKey, what: string, now: () => number): RateLimitHook {
  const requests = createWindowCounter(settings.windowMs, now);
  return async (request, reply) => {
    const key = keyOf(request);
    if (key === undefined || requests.add(key, 1) <= settings.max) return undefined;
    return tooMany(reply, requests.secondsLeft(key), what);
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
export function createByteLimit(
  settings: RateLimitSettings,
  keyOf: (request: FastifyRequest) => string,
  what: string,
  now: () => number,
): RateLimitHook {
  const bytes = createWindowCounter(settings.windowMs, now);
  return async (request, reply) => {
    const key = keyOf(request);
    const size = bodyBytes(request);
    if (bytes.total(key) + size <= settings.max) {
      bytes.add(key, size);
      return undefined;
    }
    return tooMany(reply, bytes.secondsLeft(key) || 1, `bytes of ${what}`);
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
  return sessionId === '' ? undefined : `session:${addressKey(request.ip)}|${field(request.body, 'account_id')}|${sessionId}`;
}

/** The widget an SMS call names, whoever calls. */
export function widgetKey(request: FastifyRequest): string {
  return `widget:${field(request.body, 'account_id')}|${field(request.body, 'widget_id')}`;
}

/** One phone number at one widget, by its digits, however it is written. */
export function phoneKey(request: FastifyRequest): string {
  return `phone:${field(request.body, 'widget_id')}|${field(request.body, 'phone_number').replace(/\D/g, '')}`;
}

/** The eight 16-bit groups of an IPv6 address (valid, as `isIPv6` says). */
function ipv6Groups(address: string): number[] {
  // An IPv4 tail (`::ffff:1.2.3.4`) is the last two groups.
  const hex = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_all, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`,
  );
  const [head = '', tail] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => Number.parseInt(group, 16));
}

/**
 * The address a per-address limit counts: an IPv4 address as itself (an IPv4-mapped IPv6 one too),
 * an IPv6 address by its /64, the block one subscriber or one machine is given, so an address
 * cannot escape a limit by moving within its own block.
 */
export function addressKey(ip: string): string {
  // An IPv4 address has no colon: it is its own key, without the IPv6 pattern's long match.
  if (!ip.includes(':')) return ip;
  const address = ip.split('%', 1)[0]!.toLowerCase();
  if (!isIPv6(address)) return address;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

export function ipKey(request: FastifyRequest): string {
  return `ip:${addressKey(request.ip)}`;
}
