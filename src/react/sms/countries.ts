/**
 * The SMS card's country list (docs/elements.md#the-sms-card-any-card-kind-with-channel-sms): ISO code, English and native name,
 * dialling prefixes (some countries have several), flag, continent and currencies. Only the SMS
 * card's chunk imports this, so the data stays out of the main UI chunk.
 *
 * The browser already knows country names, so the shipped table (country-data.ts, generated from
 * countries-list by scripts/build-countries.mjs) holds only the rest: names come from
 * Intl.DisplayNames (English, and the native name in the country's main language), flags are the
 * code's regional indicator symbols. A browser without Intl.DisplayNames shows the ISO code.
 * Capitals are not kept: nothing shows them.
 */
import { nextTask } from '../../runtime/next-task';
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

/**
 * The table's rows by code, read into countries only when asked for: naming a country takes an
 * Intl.DisplayNames per language, and the card's first render needs only the preselected country;
 * the whole list is read when the visitor opens it.
 */
const rows = new Map(
  COUNTRY_TABLE.trim()
    .split('\n')
    .map((line) => [line.slice(0, line.indexOf('|')), line] as const),
);
const read = new Map<string, Country>();

type NameIn = (language: string, code: string) => string | undefined;

/** Names countries in a language, with one Intl.DisplayNames a language. */
export function countryNamer(): NameIn {
  const languages = new Map<string, Intl.DisplayNames | undefined>();
  return (language, code) => {
    if (!languages.has(language)) languages.set(language, namesIn(language));
    return languages.get(language)?.of(code);
  };
}

const nameInCached = countryNamer();

/**
 * One row of country-data.ts's table as a country. Its names are read from the browser when first
 * asked for: the first Intl.DisplayNames loads the browser's locale data (about 20 ms on a desktop),
 * which a card that only needs the preselected country's prefix should not wait for.
 */
export function readCountry(line: string, nameIn: NameIn = nameInCached): Country {
  const [code = '', prefixes = '', native = '', continent = '', currencies = '', aliases = ''] = line.split('|');
  let names: { name: string; native: string } | undefined;
  const named = () => {
    if (names) return names;
    const name = nameIn('en', code) ?? code;
    return (names = { name, native: /^[a-z]{2,3}(-[A-Z][a-z]{3})?$/.test(native) ? (nameIn(native, code) ?? name) : native || name });
  };
  return {
    code,
    get name() {
      return named().name;
    },
    get native() {
      return named().native;
    },
    aliases: aliases ? aliases.split(',') : [],
    prefixes: prefixes.split(' '),
    flag: flagOf(code),
    continent,
    currencies: currencies ? currencies.split(' ').map((currency) => (currency.length === 1 ? code + currency : currency)) : [],
  };
}

let namesLoaded = false;
let namesLoading: Promise<void> | undefined;

/** Whether the browser's country names have been loaded (see {@link loadCountryNames}). */
export const countryNamesLoaded = (): boolean => namesLoaded;

/**
 * Has a worker read the browser's list of locales, which the first Intl.DisplayNames of a page reads before it names
 * anything: 20–30 ms on a desktop's main thread, 65–115 ms at 4× CPU, the SMS card's longest task. V8 and ICU keep that
 * list for the whole process, so once the worker has it, names asked for on the main thread take a millisecond or two
 * (and the picker's first sort, whose collator reads the same data, a few). Settles when the worker is done or failed
 * (a page's CSP may refuse a `blob:` worker), at once where none can start.
 */
export function readLocalesOffThread(): Promise<unknown> {
  return new Promise((resolve) => {
    try {
      // The script's URL is kept: revoking it could refuse a worker that has yet to fetch it, and it holds 60 bytes.
      const worker = new Worker(URL.createObjectURL(new Blob(['new Intl.DisplayNames(0,{type:"region"});postMessage(0)'])));
      worker.onmessage = worker.onerror = () => resolve(worker.terminate());
    } catch {
      resolve(0);
    }
  });
}

/**
 * Loads the browser's country names, in a task of their own so a first render does not carry the cost; the locale list
 * they need is read in a worker first, unless `onMainThread` (a page with a CSP nonce: its policy would refuse the
 * worker and report it, docs/elements.md). Once a page.
 */
export function loadCountryNames(onMainThread = false): Promise<void> {
  return (namesLoading ??= (onMainThread ? Promise.resolve() : readLocalesOffThread()).then(nextTask).then(() => {
    nameInCached('en', 'US');
    namesLoaded = true;
  }));
}

export function findCountry(code: string | undefined): Country | undefined {
  const key = code?.toUpperCase() ?? '';
  const line = rows.get(key);
  if (!line) return undefined;
  let country = read.get(key);
  if (!country) read.set(key, (country = readCountry(line)));
  return country;
}

let sorted: readonly Country[] | undefined;

/** Every country, sorted by English name. */
export function allCountries(): readonly Country[] {
  return (sorted ??= [...rows.keys()].map((code) => findCountry(code)!).sort((a, b) => a.name.localeCompare(b.name, 'en')));
}
