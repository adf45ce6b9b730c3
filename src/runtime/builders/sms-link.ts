import { encodeText } from './encode';

/** `query`: `sms:{phone}?&body=…`; `ampersand`: `sms:{phone}&body=…` (docs/opt-in.md#sms-keyword-flow). */
type SmsLinkForm = 'query' | 'ampersand';

/**
 * Which SMS link form a device understands. Both forms exist; which device takes which is ours to choose.
 * Documented behaviour: iOS 8 and later read the body from `sms:{phone}&body=` (iOS 7 and earlier
 * used `;body=`), Android's composers read the RFC 5724 query `?body=`. The `?&body=` form parses as
 * a query on Android and other platforms and still works on iOS, so it is the safe default; only a
 * user agent that names iOS 8 or later gets the `&body=` form. iPadOS in desktop mode reports a Mac
 * user agent and so gets the default, which also works there.
 */
export function chooseSmsLinkForm(userAgent: string): SmsLinkForm {
  if (!/\b(iPhone|iPad|iPod)\b/.test(userAgent)) return 'query';
  const major = /\bOS (\d+)[_.]\d/.exec(userAgent)?.[1];
  return major !== undefined && Number(major) >= 8 ? 'ampersand' : 'query';
}

/**
 * Keeps digits and a leading `+`: anything else in a configured number (spaces, dashes, brackets)
 * is formatting, and characters such as `?`, `&` or `#` would break the link.
 */
export function smsPhone(phone: string | null | undefined): string {
  const trimmed = String(phone ?? '').trim();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') && digits ? `+${digits}` : digits;
}

/** An `sms:` link that opens the device's composer with the body prefilled. */
export function buildSmsLink(phone: string | null | undefined, body: string, form: SmsLinkForm): string {
  const separator = form === 'ampersand' ? '&' : '?&';
  return `sms:${smsPhone(phone)}${separator}body=${encodeText(body ?? '')}`;
}
