/** "localhost always added" (docs/display-rules.md#host-whitelist), so owners can try widgets on their own machine. */
const ALWAYS_ALLOWED_HOST = 'localhost';

/**
 * Reduces `https://user@Shop.Example.com:8080/path?q#h` or `shop.example.com.` to
 * `shop.example.com`. IPv6 hosts keep their brackets: `[::1]:8080` becomes `[::1]`.
 */
function normalizeHost(entry: string): string {
  const address = entry
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^\/\//, '');
  const authority = address.split(/[/?#]/, 1)[0] ?? '';
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  const host = hostAndPort.startsWith('[') ? hostAndPort.slice(0, hostAndPort.indexOf(']') + 1) : (hostAndPort.split(':', 1)[0] ?? '');
  return host.replace(/\.$/, '');
}

/**
 * docs/display-rules.md#host-whitelist: the current host must be in the whitelist; localhost always added; no whitelist
 * means allowed. Matching is exact: `www.shop.example.com` and other subdomains need their own
 * entry, because a whitelist that quietly widened itself would defeat its purpose. Blank
 * entries are dropped, and a list of only blanks counts as no whitelist.
 */
export function isHostAllowed(whitelist: readonly string[] | undefined, host: string): boolean {
  if (!Array.isArray(whitelist)) return true;
  const allowed = whitelist
    .filter((entry): entry is string => typeof entry === 'string')
    .map(normalizeHost)
    .filter((entry) => entry !== '');
  if (allowed.length === 0) return true;
  if (typeof host !== 'string') return false;
  const current = normalizeHost(host);
  return current !== '' && [...allowed, ALWAYS_ALLOWED_HOST].includes(current);
}

export { needsHostWhitelist, type HostRestrictedWidget } from './host-restricted';
