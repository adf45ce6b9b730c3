/**
 * Pixel tokens: what a visitor needs for conversion and money events to be stored (the token
 * arrives in the `mcp_token` URL parameter of a link the owner sent).
 *
 * Shape: `<claims>.<signature>`. The claims segment comes first because the client reads the
 * expiry from it (docs/pixel.md#the-token: an `exp` claim in seconds in the first dot-separated segment): it is
 * base64url JSON `{ "acc": account id, "exp": seconds, "iat": seconds, "sub"?: label, "max"?: money
 * ceiling }`. The
 * signature is base64url HMAC-SHA256 of the claims segment under PIXEL_TOKEN_SECRET.
 */
import { createHmac } from 'node:crypto';
import { secretsMatch } from './constant-time';

interface PixelTokenClaims {
  acc: string;
  exp: number;
  iat: number;
  sub?: string;
  /** The owner's ceiling for one money event's weight; a heavier one is stored but flagged. */
  max?: number;
}

/** The ceiling of a token issued without one (or before tokens carried one). */
export const DEFAULT_MONEY_CEILING = 10_000;

/** A short name for a token on the dashboard: the start of its signature (never enough to use it). */
export function pixelTokenId(token: string): string {
  return (token.split('?', 1)[0]?.split('.')[1] ?? '').slice(0, 12);
}

type PixelTokenCheck = { valid: true; claims: PixelTokenClaims } | { valid: false; reason: string };

function sign(secret: string, claimsSegment: string): string {
  return createHmac('sha256', secret).update(claimsSegment).digest('base64url');
}

export function issuePixelToken(secret: string, claims: PixelTokenClaims): string {
  const segment = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${segment}.${sign(secret, segment)}`;
}

function readClaims(segment: string): PixelTokenClaims | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof parsed !== 'object' || parsed === null) return undefined;
  const { acc, exp, iat, sub, max } = parsed as Record<string, unknown>;
  if (typeof acc !== 'string' || typeof exp !== 'number' || typeof iat !== 'number') return undefined;
  return {
    acc,
    exp,
    iat,
    ...(typeof sub === 'string' ? { sub } : {}),
    ...(typeof max === 'number' && Number.isFinite(max) ? { max } : {}),
  };
}

/** Checks signature, expiry and account. `nowMs` is passed in so tests can move time. */
export function verifyPixelToken(secret: string, token: string, accountId: string, nowMs: number): PixelTokenCheck {
  // The client drops what follows a `?` (a token pasted with the rest of a URL); do the same.
  const bare = token.split('?', 1)[0] ?? '';
  const parts = bare.split('.');
  if (parts.length !== 2 || !parts[0] || !parts[1]) return { valid: false, reason: 'the token is malformed' };
  const [segment, signature] = parts as [string, string];
  if (!secretsMatch(signature, sign(secret, segment))) return { valid: false, reason: 'the token signature is not valid' };
  const claims = readClaims(segment);
  if (!claims) return { valid: false, reason: 'the token claims are malformed' };
  if (claims.exp * 1000 <= nowMs) return { valid: false, reason: 'the token has expired' };
  if (claims.acc !== accountId) return { valid: false, reason: 'the token belongs to another account' };
  return { valid: true, claims };
}
