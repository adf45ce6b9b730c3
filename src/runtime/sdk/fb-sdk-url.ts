/**
 * Where the social platform's SDK comes from (docs/page-api.md#the-script-tag `data-fb-sdk-url`, `data-locale`): the
 * snippet's URL when it gives one, else the platform's public SDK for the first usable locale.
 */
import { safeUrl } from '../url-safety';

const DEFAULT_SDK_LOCALE = 'en_US';

/** The public SDK URL takes `xx_YY` locales only (`en_US`, `pt_BR`). */
const LOCALE = /^([a-z]{2,3})[-_]([a-z]{2})$/i;

/** `en-us`, `en_US`, `EN-US` → `en_US`; anything else (`en`, `""`, `de-CH-1996`) → null. */
export function normaliseSdkLocale(value: string | null | undefined): string | null {
  const match = LOCALE.exec((value ?? '').trim());
  return match ? `${match[1]!.toLowerCase()}_${match[2]!.toUpperCase()}` : null;
}

/** The first candidate (snippet, app, browser) that is a usable locale; en_US without one. */
export function pickSdkLocale(candidates: readonly (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const locale = normaliseSdkLocale(candidate);
    if (locale) return locale;
  }
  return DEFAULT_SDK_LOCALE;
}

/** `blob:` is allowed so a page (or a test) can serve its own copy of the SDK; it is same-origin by construction. */
const SCRIPT_SCHEMES = ['https:', 'http:', 'blob:'] as const;

interface SdkUrlInputs {
  /** The snippet's data-fb-sdk-url. */
  fbSdkUrl: string;
  /** The snippet's data-locale, the app's locale, the browser's language, in that order. */
  locales: readonly (string | null | undefined)[];
}

/** The SDK script URL, or null when the configured one is not a script URL we may load. */
export function sdkScriptUrl({ fbSdkUrl, locales }: SdkUrlInputs): string | null {
  if (fbSdkUrl.trim()) return safeUrl(fbSdkUrl, SCRIPT_SCHEMES);
  return `https://connect.facebook.net/${pickSdkLocale(locales)}/sdk.js`;
}
