/**
 * The country picker's search (docs/elements.md#the-sms-card-any-card-kind-with-channel-sms: "searchable by name, native name or +code").
 * `+44` or `44` finds the countries whose prefix starts with those digits, exact prefixes first and
 * only the matching prefixes of a country with several; any other text finds countries whose
 * English name, native name or alias contains it, ignoring case and accents: names that are the
 * text first (`UK` is the United Kingdom before Ukraine), then names that start with it. An empty
 * query lists every country.
 */
import type { Country } from './countries';

/**
 * Where several countries share a prefix, the one its numbers mostly belong to (as libphonenumber's
 * "main country for a calling code"), listed first when searching by that code: `+44` is the
 * United Kingdom before Guernsey, `+1` the United States before Canada.
 */
const MAIN_COUNTRY_FOR_PREFIX: Readonly<Record<string, string>> = {
  '1': 'US',
  '7': 'RU',
  '44': 'GB',
  '47': 'NO',
  '61': 'AU',
  '64': 'NZ',
  '212': 'MA',
  '262': 'RE',
  '290': 'SH',
  '358': 'FI',
  '377': 'MC',
  '381': 'RS',
  '386': 'SI',
  '500': 'FK',
  '590': 'GP',
  '672': 'NF',
};

interface CountryMatch {
  country: Country;
  /** The prefixes to offer for this country (all of them unless the search was by code). */
  prefixes: readonly string[];
}

/** `Côte d'Ivoire` and `cote d'ivoire` compare equal. */
function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

function byCode(list: readonly Country[], digits: string): CountryMatch[] {
  const exact: CountryMatch[] = [];
  const partial: CountryMatch[] = [];
  for (const country of list) {
    const prefixes = country.prefixes.filter((prefix) => prefix.startsWith(digits));
    if (prefixes.length === 0) continue;
    (prefixes.includes(digits) ? exact : partial).push({ country, prefixes });
  }
  const main = MAIN_COUNTRY_FOR_PREFIX[digits];
  const first = exact.filter((match) => match.country.code === main);
  return [...first, ...exact.filter((match) => match.country.code !== main), ...partial];
}

function byName(list: readonly Country[], needle: string): CountryMatch[] {
  const exact: CountryMatch[] = [];
  const starting: CountryMatch[] = [];
  const containing: CountryMatch[] = [];
  for (const country of list) {
    const names = [country.name, country.native, ...country.aliases].map(foldText);
    if (!names.some((name) => name.includes(needle))) continue;
    const match = { country, prefixes: country.prefixes };
    (names.includes(needle) ? exact : names.some((name) => name.startsWith(needle)) ? starting : containing).push(match);
  }
  return [...exact, ...starting, ...containing];
}

export function searchCountries(list: readonly Country[], query: string): CountryMatch[] {
  const trimmed = query.trim();
  const code = /^\+?\s*(\d[\d\s-]*)$/.exec(trimmed);
  if (code?.[1]) return byCode(list, code[1].replace(/\D/g, ''));
  const needle = foldText(trimmed.replace(/^\+/, ''));
  if (!needle) return list.map((country) => ({ country, prefixes: country.prefixes }));
  return byName(list, needle);
}
