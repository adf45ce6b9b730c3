/**
 * The origin of the page that made a call, for the owner's install check: the `Origin` header, else
 * the `Referer`'s origin; only http(s) origins of at most 200 characters (a sandboxed frame's
 * `Origin: null`, a file or an extension page names no site).
 */
const MAX_PAGE_ORIGIN_LENGTH = 200;

function httpOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  return url.origin.length <= MAX_PAGE_ORIGIN_LENGTH ? url.origin : undefined;
}

export function pageOrigin(headers: { origin?: unknown; referer?: unknown }): string | undefined {
  return httpOrigin(headers.origin) ?? httpOrigin(headers.referer);
}
