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
import { createWindowCounter } from '../http/window-counter';
import { isAdminToken } from './secrets';

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

export function requireAdmin(adminTokenHash: string, failureLimit: RateLimitSettings, now: () => number) {
  const failures = createWindowCounter(failureLimit.windowMs, now);
  return async function checkAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (failures.total(request.ip) >= failureLimit.max) {
      const waitSeconds = failures.secondsLeft(request.ip);
      await reply
        .code(429)
        .header('retry-after', String(waitSeconds))
        .send({ statusCode: 429, error: 'Too Many Requests', message: `too many wrong admin tokens from this address; try again in ${waitSeconds} s` });
      return;
    }
    const given = bearerToken(request);
    if (given !== undefined && isAdminToken(adminTokenHash, given)) return;
    if (given !== undefined) failures.add(request.ip, 1);
    reply.header('www-authenticate', 'Bearer realm="mc-widgets owner"');
    await reply.code(401).send({
      statusCode: 401,
      error: 'Unauthorized',
      message: given === undefined ? 'send the admin token as "Authorization: Bearer <token>"' : 'the admin token is not valid',
    });
  };
}
