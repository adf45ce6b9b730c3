import { OVERLAY_WIDGET_TYPES } from '../constants';

/** "localhost always added" (spec 2 §4), so owners can try widgets on their own machine. */
const ALWAYS_ALLOWED_HOST = 'localhost';

/**
 * Reduces `https://user@Shop.Example.com:8080/path?q#h` or `shop.example.com.` to
 * `shop.example.com`. IPv6 hosts keep their brackets: `[::1]:8080` becomes `[::1]`.
 */
function normalizeHost(entry: string): string {
  const address = entry.trim().toLowerCase().replace(/^[a-z][a-z0-9+.-]*:\/\//, '').replace(/^\/\//, '');
  const authority = address.split(/[/?#]/, 1)[0] ?? '';
  const hostAndPort = authority.slice(authority.lastIndexOf('@') + 1);
  const host = hostAndPort.startsWith('[')
    ? hostAndPort.slice(0, hostAndPort.indexOf(']') + 1)
    : (hostAndPort.split(':', 1)[0] ?? '');
  return host.replace(/\.$/, '');
}

/**
 * Spec 2 §4: the current host must be in the whitelist; localhost always added; no whitelist
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

export interface HostRestrictedWidget {
  widget_type: string;
  channel: string;
}

/**
 * Spec 2 §4: "Overlay widgets of channel sms, or omni with a widget phone, are created only
 * when the current host is in the whitelist". A blank phone counts as no phone.
 */
export function needsHostWhitelist(widget: HostRestrictedWidget, widgetPhone: string | undefined): boolean {
  if (!widget || !(OVERLAY_WIDGET_TYPES as readonly string[]).includes(widget.widget_type)) return false;
  if (widget.channel === 'sms') return true;
  const hasPhone = typeof widgetPhone === 'string' && widgetPhone.trim() !== '';
  return widget.channel === 'omni' && hasPhone;
}
