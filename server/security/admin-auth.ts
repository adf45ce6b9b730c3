/**
 * The owner API and its data are behind the admin token (ADMIN_TOKEN), sent as
 * `Authorization: Bearer <token>`, or by the owner app as the session cookie it got at sign-in
 * (security/admin-session.ts). A change (POST, PUT, PATCH, DELETE) signed by the cookie alone must
 * also carry `X-MC-Admin: 1`, a header no other site's page can make a browser send (this server
 * grants the owner API no CORS), so a cookie cannot be used by another site to change anything.
 *
 * Wrong tokens are counted per address: past the limit, a wrong token from the address gets 429 for
 * the rest of the window, so guessing is slow. The right token, or a valid session, is always let in:
 * with tokens of 24 and more random characters, guessing is not the risk; locking the owner out
 * (from an address shared with whoever sent the wrong ones) would be.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../http/context';
import { addressKey } from '../http/rate-limit';
import { createWindowCounter } from '../http/window-counter';
import {
  ADMIN_CHANGE_HEADER,
  ADMIN_SESSION_MAX_AGE_S,
  adminTokenTag,
  newSessionId,
  sessionCookie,
  sessionIdHash,
  sessionIdOf,
} from './admin-session';
import { isAdminToken } from './secrets';

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

function unauthorized(reply: FastifyReply, message: string): FastifyReply {
  return reply
    .code(401)
    .header('www-authenticate', 'Bearer realm="mc-widgets owner"')
    .send({ statusCode: 401, error: 'Unauthorized', message });
}

export interface AdminAuth {
  /** The owner API's `onRequest` check: a right bearer token, or a valid session (with the header for a change). */
  requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Exchanges a right token for a session cookie (204); a wrong one counts as a failure. */
  signIn(request: FastifyRequest, reply: FastifyReply, token: string): Promise<FastifyReply>;
  /** Ends the session the cookie names, if any, and removes the cookie (204). */
  signOut(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

export function createAdminAuth({ storage, secrets, config, now }: ServerContext): AdminAuth {
  const limit = config.rateLimits.adminFailuresPerIp;
  const failures = createWindowCounter(limit.windowMs, now);
  const tokenTag = adminTokenTag(config, secrets);
  // Fastify reads the scheme with the server's trust-proxy rules (X-Forwarded-Proto only from a trusted proxy).
  const isHttps = (request: FastifyRequest) => request.protocol === 'https';

  function refuseWrongToken(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    // An IPv6 address counts by its /64, as every per-address limit does (http/rate-limit.ts).
    const address = addressKey(request.ip);
    if (failures.total(address) >= limit.max) {
      const waitSeconds = failures.secondsLeft(address);
      return reply
        .code(429)
        .header('retry-after', String(waitSeconds))
        .send({
          statusCode: 429,
          error: 'Too Many Requests',
          message: `too many wrong admin tokens from this address; try again in ${waitSeconds} s`,
        });
    }
    failures.add(address, 1);
    return unauthorized(reply, 'the admin token is not valid');
  }

  async function hasSession(sessionId: string): Promise<boolean> {
    const session = await storage.getAdminSession(sessionIdHash(sessionId));
    return session !== undefined && session.expiresAt > now() && session.tokenHash === tokenTag;
  }

  function refuseWithoutHeader(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
    if (!CHANGES.has(request.method) || request.headers[ADMIN_CHANGE_HEADER] === '1') return undefined;
    return reply.code(403).send({
      statusCode: 403,
      error: 'Forbidden',
      message: 'a change signed in by the session cookie must carry the header "X-MC-Admin: 1"',
    });
  }

  return {
    async requireAdmin(request, reply) {
      const given = bearerToken(request);
      if (given !== undefined) {
        if (!isAdminToken(secrets.adminTokenHash, given)) await refuseWrongToken(request, reply);
        return;
      }
      const sessionId = sessionIdOf(request.headers.cookie);
      if (sessionId !== undefined && (await hasSession(sessionId))) {
        await refuseWithoutHeader(request, reply);
        return;
      }
      await unauthorized(
        reply,
        sessionId === undefined
          ? 'send the admin token as "Authorization: Bearer <token>", or sign in (POST /admin/api/session)'
          : 'the session has ended; sign in again',
      );
    },

    async signIn(request, reply, token) {
      if (!isAdminToken(secrets.adminTokenHash, token)) return refuseWrongToken(request, reply);
      const at = now();
      await storage.deleteExpiredAdminSessions(at);
      const id = newSessionId();
      await storage.addAdminSession({
        idHash: sessionIdHash(id),
        tokenHash: tokenTag,
        createdAt: at,
        expiresAt: at + ADMIN_SESSION_MAX_AGE_S * 1000,
      });
      return reply
        .code(204)
        .header('set-cookie', sessionCookie(id, isHttps(request)))
        .send();
    },

    async signOut(request, reply) {
      const sessionId = sessionIdOf(request.headers.cookie);
      if (sessionId !== undefined) {
        const refused = refuseWithoutHeader(request, reply);
        if (refused) return refused;
        await storage.deleteAdminSession(sessionIdHash(sessionId));
      }
      return reply
        .code(204)
        .header('set-cookie', sessionCookie(undefined, isHttps(request)))
        .send();
    },
  };
}
