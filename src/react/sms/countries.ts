/**
 * The SMS card's country list (spec 1 §3 "Country list"), built from countries-list: ISO code,
 * English and native name, dialling prefixes (some countries have several) and the emoji flag.
 * Only the SMS card's chunk imports this, so the data stays out of the main UI chunk.
 */
import { countries, getEmojiFlag, type TCountryCode } from 'countries-list';

export interface Country {
  code: string;
  name: string;
  native: string;
  /** Other names people search by (`UK`, `USA`...). */
  aliases: readonly string[];
  /** Dialling prefixes as digit strings, e.g. `['1809', '1829', '1849']`. */
  prefixes: readonly string[];
  flag: string;
}

function build(): readonly Country[] {
  const list: Country[] = [];
  for (const [code, data] of Object.entries(countries)) {
    const prefixes = data.phone.map(String).filter((prefix) => /^\d+$/.test(prefix));
    if (prefixes.length === 0) continue;
    list.push({
      code,
      name: data.name,
      native: data.native,
      aliases: data.alias ?? [],
      prefixes,
      flag: getEmojiFlag(code as TCountryCode),
    });
  }
  return list.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}

export const COUNTRIES: readonly Country[] = build();

const byCode = new Map(COUNTRIES.map((country) => [country.code, country]));

export function findCountry(code: string | undefined): Country | undefined {
  return code ? byCode.get(code.toUpperCase()) : undefined;
}
