/**
 * The demo runs on the origin that serves the owner's dashboard, whose page keeps the admin token in
 * this origin's storage: no script but this server's may run there (docs/server.md, "The demo
 * site"). Each demo page is sent with a content policy allowing this origin's scripts and its own
 * inline scripts by their hashes, and the widget script is given a same-origin stub as the
 * platform's SDK, so messenger widgets show their fallback instead of loading it.
 */
import { createHash } from 'node:crypto';

export const NO_PLATFORM_SDK_URL = '/demo/no-platform-sdk.js';

export const NO_PLATFORM_SDK = "// The demo shares its origin with the owner's pages: the platform's SDK is not loaded here.\n";

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The content policy of a demo page, with the hash of each inline script the page holds. */
export function demoPagePolicy(html: string): string {
  const hashes = [...html.matchAll(INLINE_SCRIPT)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes].join(' '),
    // The widgets' styles are inserted at run time (Emotion).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "connect-src 'self'",
    // The SMS card reads the browser's locale list in a worker made from a blob: URL (docs/elements.md).
    'worker-src blob:',
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}
