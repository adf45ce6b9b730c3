/**
 * The pixel token (docs/pixel.md#the-token): it arrives in the `mcp_token` URL parameter, and its expiry is
 * the `exp` claim (seconds) of its first dot-separated segment, base64url JSON. Anything that does
 * not parse to a numeric `exp` is treated as no token at all: a bad link must not break the page.
 */
import { PIXEL_TOKEN_MAX_LENGTH, PIXEL_TOKEN_PARAM } from '../runtime/constants';

export interface PixelToken {
  /** The token as sent to the server: the parameter's value up to a stray `?`. */
  value: string;
  /** Epoch ms after which the server refuses it. */
  expiresAt: number;
}

/**
 * The payload segment's JSON. The browser's atob takes base64 without its padding; UTF-8 read as
 * Latin-1 is still valid JSON (no byte of a multi-byte character is a control character), and only
 * the number `exp` is read from it.
 */
const decodeBase64Url = (segment: string): string => atob(segment.replace(/-/g, '+').replace(/_/g, '/'));

/** Parses a raw parameter value; undefined for a missing, oversized or malformed token. Never throws. */
export function parseToken(raw: string | null | undefined): PixelToken | undefined {
  if (!raw || raw.length > PIXEL_TOKEN_MAX_LENGTH) return undefined;
  // Links pasted into other links end up as `mcp_token=abc.def?utm_source=x`: the tail is not the token.
  const value = raw.split('?')[0]!.trim();
  try {
    const exp: unknown = JSON.parse(decodeBase64Url(value.split('.')[0]!))?.exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? { value, expiresAt: exp * 1000 } : undefined;
  } catch {
    return undefined;
  }
}

/** The token carried by a page address, if any. */
export function readTokenFromUrl(pageUrl: string): PixelToken | undefined {
  try {
    return parseToken(new URL(pageUrl).searchParams.get(PIXEL_TOKEN_PARAM));
  } catch {
    return undefined;
  }
}

export const isTokenExpired = (token: PixelToken, now: number): boolean => token.expiresAt <= now;
