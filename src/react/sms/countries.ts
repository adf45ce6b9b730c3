/**
 * The SMS card's country list (spec 1 §3 "Country list"): ISO code, English and native name,
 * dialling prefixes (some countries have several), flag, continent and currencies. Only the SMS
 * card's chunk imports this, so the data stays out of the main UI chunk.
 *
 * The browser already knows country names, so the shipped table (country-data.ts, generated from
 * countries-list by scripts/build-countries.mjs) holds only the rest: names come from
 * Intl.DisplayNames (English, and the native name in the country's main language), flags are the
 * code's regional indicator symbols. A browser without Intl.DisplayNames shows the ISO code.
 * Capitals, which the spec also lists, are not kept: nothing shows them.
 */
import { COUNTRY_TABLE } from './country-data';

export interface Country {
  code: string;
  name: string;
  native: string;
  /** Other names people search by (`UK`, `USA`...). */
  aliases: readonly string[];
  /** Dialling prefixes as digit strings, e.g. `['1809', '1829', '1849']`. */
  prefixes: readonly string[];
  flag: string;
  /** `AF`, `AN`, `AS`, `EU`, `NA`, `OC` or `SA`. */
  continent: string;
  /** ISO 4217 codes, the main one first. */
  currencies: readonly string[];
}

/** Country names in one language, or undefined where the browser has no names in it. */
function namesIn(language: string): Intl.DisplayNames | undefined {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'none' });
    // A language the browser lacks falls back to the visitor's own: not a native name.
    return names.resolvedOptions().locale.split('-')[0] === language.split('-')[0] ? names : undefined;
  } catch {
    return undefined;
  }
}

/** 🇩🇪 for `DE`: the two regional indicator symbols of its letters. */
export function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((letter) => 0x1f1a5 + letter.charCodeAt(0)));
}

/** The countries of a table in country-data.ts's form, sorted by English name. */
export function readCountries(table: string): Country[] {
  const languages = new Map<string, Intl.DisplayNames | undefined>();
  const nameIn = (language: string, code: string) => {
    if (!languages.has(language)) languages.set(language, namesIn(language));
    return languages.get(language)?.of(code);
  };
  const list = table
    .trim()
    .split('\n')
    .map((line): Country => {
      const [code = '', prefixes = '', native = '', continent = '', currencies = '', aliases = ''] = line.split('|');
      const name = nameIn('en', code) ?? code;
      return {
        code,
        name,
        native: /^[a-z]{2,3}(-[A-Z][a-z]{3})?$/.test(native) ? nameIn(native, code) ?? name : native || name,
        aliases: aliases ? aliases.split(',') : [],
        prefixes: prefixes.split(' '),
        flag: flagOf(code),
        continent,
        currencies: currencies ? currencies.split(' ').map((currency) => (currency.length === 1 ? code + currency : currency)) : [],
      };
    });
  return list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const COUNTRIES: readonly Country[] = readCountries(COUNTRY_TABLE);

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

export function findCountry(code: string | undefined): Country | undefined {
  return code ? byCode.get(code.toUpperCase()) : undefined;
}
