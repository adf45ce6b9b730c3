import { DEFAULT_COUNTRY } from '../constants';

/** `xx-YY`: a two-letter language and a two-letter region. `_` is accepted too, as in `en_US` locales. */
const LANGUAGE_WITH_REGION = /^[a-z]{2}[-_]([a-z]{2})$/i;

/**
 * Default country of the SMS picker (docs/opt-in.md#sms-by-phone-number): the region of the first browser
 * language of the form xx-YY, else US. "First … of the form xx-YY" is read as the first entry that
 * has that form, so `['en', 'de-DE']` gives DE: a visitor whose top language names no region still
 * tells us their country further down the list. `zh-Hant-TW` and `es-419` are not of that form.
 */
export function defaultCountry(languages: readonly unknown[] | null | undefined): string {
  for (const language of languages ?? []) {
    if (typeof language !== 'string') continue;
    const region = LANGUAGE_WITH_REGION.exec(language.trim())?.[1];
    if (region) return region.toUpperCase();
  }
  return DEFAULT_COUNTRY;
}
