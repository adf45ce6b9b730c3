/** Where a restored cart sends the visitor: the server's `redirect_target` when it stays on the shop, else checkout. */
const CHECKOUT_PATH = '/checkout';

/**
 * Only a target on the shop's own origin is followed, as a path: another origin, `//host`,
 * `/\host`, `javascript:` and the like all resolve elsewhere and give `/checkout`.
 */
export function redirectTarget(target: unknown, pageUrl: string): string {
  if (typeof target !== 'string' || !target.trim()) return CHECKOUT_PATH;
  try {
    const page = new URL(pageUrl);
    const url = new URL(target.trim(), page);
    if (!/^https?:$/.test(url.protocol) || url.origin !== page.origin) return CHECKOUT_PATH;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return CHECKOUT_PATH;
  }
}
