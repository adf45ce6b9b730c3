/** Entity tags for the load answer, so an unchanged answer costs a 304 and no body. */
import { createHash } from 'node:crypto';

export function entityTag(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: weak comparison, a list of tags, or `*`. */
export function matchesIfNoneMatch(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const values = (Array.isArray(header) ? header.join(',') : header).split(',').map((value) => value.trim());
  const bare = (tag: string) => tag.replace(/^W\//, '');
  return values.some((value) => value === '*' || bare(value) === bare(etag));
}

/**
 * `stale-while-revalidate` is for the loader's kept answer; the browser's cache does not apply it
 * to a `no-cache` answer, so each page view still asks (RFC 5861 §3).
 */
export function cacheControlFor(maxAgeSeconds: number, staleSeconds = 0): string {
  const stale = staleSeconds > 0 ? `, stale-while-revalidate=${staleSeconds}` : '';
  return `${maxAgeSeconds > 0 ? `public, max-age=${maxAgeSeconds}` : 'public, no-cache'}${stale}`;
}
