/**
 * The owner app's sign-in (docs/server.md, "Signing in"): the admin token is exchanged once for a
 * session cookie, `HttpOnly` (no page script can read it), `SameSite=Strict` (no other site's request
 * carries it) and scoped to `/admin`. The cookie holds 32 random bytes; the database keeps only their
 * SHA-256, so several processes sharing a database share the sessions, and a copy of the table signs
 * nobody in. A session remembers which admin token signed it in: a changed ADMIN_TOKEN or an
 * ADMIN_TOKEN_RESET ends it.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { ServerConfig } from '../config';
import type { Secrets } from './secrets';

const ADMIN_SESSION_COOKIE = 'mc_admin_session';
export const ADMIN_SESSION_MAX_AGE_S = 30 * 86_400;
/** The header a cookie-signed change must carry: no other site's page can send it without a CORS grant. */
export const ADMIN_CHANGE_HEADER = 'x-mc-admin';

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

export const newSessionId = (): string => randomBytes(32).toString('base64url');

const sha256 = (text: string): string => createHash('sha256').update(text).digest('base64url');

export const sessionIdHash = (id: string): string => sha256(id);

/**
 * Which admin token is in force, as a digest that is the same in every process and at every start:
 * the token itself when the environment sets it (its stored hash is salted anew at each start), else
 * the hash kept in the database.
 */
export function adminTokenTag(config: Pick<ServerConfig, 'adminToken'>, secrets: Pick<Secrets, 'adminTokenHash'>): string {
  return config.adminToken === undefined
    ? sha256(`stored\u0000${secrets.adminTokenHash}`)
    : sha256(`environment\u0000${config.adminToken}`);
}

/** The session id the request's cookie carries, when it has the shape of one. */
export function sessionIdOf(cookieHeader: string | undefined): string | undefined {
  if (cookieHeader === undefined) return undefined;
  for (const pair of cookieHeader.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== ADMIN_SESSION_COOKIE) continue;
    const value = pair.slice(at + 1).trim();
    if (SESSION_ID.test(value)) return value;
  }
  return undefined;
}

/** `Set-Cookie` for a new session, or, without an id, one that removes it. */
export function sessionCookie(id: string | undefined, secure: boolean): string {
  const parts = [
    `${ADMIN_SESSION_COOKIE}=${id ?? ''}`,
    'HttpOnly',
    'SameSite=Strict',
    'Path=/admin',
    `Max-Age=${id === undefined ? 0 : ADMIN_SESSION_MAX_AGE_S}`,
  ];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}
