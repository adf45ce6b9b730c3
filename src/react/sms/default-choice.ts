/** The picker's first country: the visitor's by their browser languages (docs/opt-in.md#sms-by-phone-number), else US; its first prefix. */
import { DEFAULT_COUNTRY } from '../../runtime/constants';
import { defaultCountry } from '../../runtime/builders/default-country';
import { findCountry } from './countries';
import type { CountryChoice } from './CountryPicker';
import { device } from './device';

export function defaultChoice(languages: readonly string[] = device.languages()): CountryChoice {
  // A region the country list does not know (`en-EU`) falls back like a language without one.
  const country = findCountry(defaultCountry(languages)) ?? findCountry(DEFAULT_COUNTRY);
  return { code: country?.code ?? DEFAULT_COUNTRY, prefix: country?.prefixes[0] ?? '1' };
}
