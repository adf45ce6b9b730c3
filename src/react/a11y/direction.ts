/**
 * Right-to-left layout for the locales whose scripts run right to left. The widget reads the
 * snippet's `data-locale`, then the account's locale, then the browser's language (docs/page-api.md#the-script-tag).
 */
import { useUiHost } from '../ui-host-context';
import { useSlice } from '../use-store';

export type Direction = 'ltr' | 'rtl';

/** Language subtags written right to left (Arabic, Hebrew, Persian, Urdu, Pashto, Sindhi, ...). */
const RTL_LANGUAGES: ReadonlySet<string> = new Set([
  'ar',
  'arc',
  'ckb',
  'dv',
  'fa',
  'he',
  'iw',
  'ji',
  'ks',
  'ku',
  'nqo',
  'ps',
  'sd',
  'syr',
  'ug',
  'ur',
  'yi',
]);

/** `ar`, `ar-EG`, `ar_AR`, `HE` → true; `en_US`, `` → false. */
export function isRtlLocale(locale: string): boolean {
  const language = locale.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return RTL_LANGUAGES.has(language);
}

function directionOf(locale: string): Direction {
  return isRtlLocale(locale) ? 'rtl' : 'ltr';
}

export function useDirection(): Direction {
  const { settings } = useUiHost();
  const appLocale = useSlice('app', (app) => app.locale);
  const browser = typeof navigator === 'undefined' ? '' : navigator.language;
  return directionOf(settings.locale || appLocale || browser || '');
}
