/**
 * The owner API and its data are behind one bearer token (ADMIN_TOKEN). The owner pages are empty
 * shells that send it from the browser, so no cookie is involved and no other site can act for the
 * owner (no cross-site request forgery to defend against).
 *
 * Wrong tokens are counted per address: past the limit, the address gets 429 for the rest of the
 * window, whatever it sends, so guessing is slow and a right guess cannot be told from a wrong one.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RateLimitSettings } from '../config';
import { isAdminToken } from './secrets';

/** Addresses kept at most; past it, windows already over are dropped first. */
const MAX_TRACKED_ADDRESSES = 10_000;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

function failureCounter(limit: RateLimitSettings, now: () => number) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (address: string) => {
    const entry = failures.get(address);
    if (entry && entry.resetAt <= now()) failures.delete(address);
    return failures.get(address);
  };
  return {
    /** Seconds until the address may try again, or 0. */
    blockedFor(address: string): number {
      const entry = current(address);
      return entry && entry.count >= limit.max ? Math.ceil((entry.resetAt - now()) / 1000) : 0;
    },
    record(address: string): void {
      if (failures.size >= MAX_TRACKED_ADDRESSES) {
        for (const [key, entry] of failures) if (entry.resetAt <= now()) failures.delete(key);
        if (failures.size >= MAX_TRACKED_ADDRESSES) failures.delete(failures.keys().next().value as string);
      }
      const entry = current(address) ?? { count: 0, resetAt: now() + limit.windowMs };
      entry.count += 1;
      failures.set(address, entry);
    },
  };
}

export function requireAdmin(adminTokenHash: string, failureLimit: RateLimitSettings, now: () => number) {
  const counter = failureCounter(failureLimit, now);
  return async function checkAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const waitSeconds = counter.blockedFor(request.ip);
    if (waitSeconds > 0) {
      await reply
        .code(429)
        .header('retry-after', String(waitSeconds))
        .send({ statusCode: 429, error: 'Too Many Requests', message: `too many wrong admin tokens from this address; try again in ${waitSeconds} s` });
      return;
    }
    const given = bearerToken(request);
    if (given !== undefined && isAdminToken(adminTokenHash, given)) return;
    if (given !== undefined) counter.record(request.ip);
    reply.header('www-authenticate', 'Bearer realm="mc-widgets owner"');
    await reply.code(401).send({
      statusCode: 401,
      error: 'Unauthorized',
      message: given === undefined ? 'send the admin token as "Authorization: Bearer <token>"' : 'the admin token is not valid',
    });
  };
}
