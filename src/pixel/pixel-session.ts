/**
 * The pixel session (docs/pixel.md#the-pixel-session): which visitor of which page, whether they opted in, the token
 * that identifies them, and a key-value map the integrations keep per session. Pure: the caller
 * reads storage, the URL and the clock, and writes the result back.
 */
import { isTokenExpired, type PixelToken } from './token';

export type CustomValue = string | number | boolean;

export interface PixelSession {
  sessionId: string;
  pageId: string;
  hasOptedIn: boolean;
  token?: string;
  custom: Record<string, CustomValue>;
}

/** Why a stored session was not kept; sent with `new_pixel_session`. */
type NewSessionReason = 'none_stored' | 'page_changed' | 'token_changed';

interface SessionResolution {
  session: PixelSession;
  /** Set when this page view started a new session. */
  replaced?: { reason: NewSessionReason; old: PixelSession | undefined };
  /** A valid token from the URL joined the session: the `auth` event is due. */
  tokenArrived: boolean;
}

interface ResolveSessionInput {
  stored: PixelSession | undefined;
  pageId: string;
  urlToken: PixelToken | undefined;
  now: number;
  newSessionId: () => string;
}

/** Storage is shared with other scripts and older versions: anything off-shape counts as no session. */
export function isPixelSession(value: unknown): value is PixelSession {
  const { sessionId, pageId, hasOptedIn, token, custom } = (value ?? {}) as Record<string, unknown>;
  return (
    typeof sessionId === 'string' &&
    sessionId !== '' &&
    typeof pageId === 'string' &&
    typeof hasOptedIn === 'boolean' &&
    (token === undefined || typeof token === 'string') &&
    typeof custom === 'object' &&
    custom !== null &&
    !Array.isArray(custom)
  );
}

function whyNewSession(stored: PixelSession | undefined, pageId: string, validToken: PixelToken | undefined): NewSessionReason | undefined {
  if (!stored) return 'none_stored';
  if (stored.pageId !== pageId) return 'page_changed';
  if (validToken && validToken.value !== stored.token) return 'token_changed';
  return undefined;
}

/**
 * Keeps the stored session unless none is stored, it belongs to another page, or the URL brings a
 * valid unexpired token other than its own. An expired URL token never replaces anything.
 */
export function resolveSession({ stored, pageId, urlToken, now, newSessionId }: ResolveSessionInput): SessionResolution {
  const validToken = urlToken && !isTokenExpired(urlToken, now) ? urlToken : undefined;
  const reason = whyNewSession(stored, pageId, validToken);
  if (!reason) return { session: stored!, tokenArrived: false };
  const session: PixelSession = { sessionId: newSessionId(), pageId, hasOptedIn: false, custom: {} };
  if (validToken) session.token = validToken.value;
  return { session, replaced: { reason, old: stored }, tokenArrived: validToken !== undefined };
}
