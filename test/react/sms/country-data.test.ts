import '../../setup';
import { expect } from '@open-wc/testing';
import sinon from 'sinon';
import { countries } from 'countries-list';
import { COUNTRY_TABLE } from '../../../src/react/sms/country-data';
import { allCountries, countryNamer, findCountry, flagOf, readCountry } from '../../../src/react/sms/countries';
import { searchCountries } from '../../../src/react/sms/search-countries';

const COUNTRIES = allCountries();
const codes = (query: string) => searchCountries(COUNTRIES, query).map((match) => match.country.code);

describe('the SMS country table', () => {
  // code, English name, native name, prefixes, continent, currencies
  const known: Array<[string, string, string, string[], string, string[]]> = [
    ['DE', 'Germany', 'Deutschland', ['49'], 'EU', ['EUR']],
    ['JP', 'Japan', '日本', ['81'], 'AS', ['JPY']],
    ['BR', 'Brazil', 'Brasil', ['55'], 'SA', ['BRL']],
    ['CH', 'Switzerland', 'Schweiz', ['41'], 'EU', ['CHF', 'CHE', 'CHW']],
    ['DO', 'Dominican Republic', 'República Dominicana', ['1809', '1829', '1849'], 'NA', ['DOP']],
    ['PR', 'Puerto Rico', 'Puerto Rico', ['1787', '1939'], 'NA', ['USD']],
    ['XK', 'Kosovo', 'Republika e Kosovës', ['377', '381', '383', '386'], 'EU', ['EUR']],
    ['VA', 'Vatican City', 'Città del Vaticano', ['379'], 'EU', ['EUR']],
    ['GB', 'United Kingdom', 'United Kingdom', ['44'], 'EU', ['GBP']],
    ['US', 'United States', 'United States', ['1'], 'NA', ['USD', 'USN']],
    // Native names the browser has no language for are shipped.
    ['AM', 'Armenia', 'Հայաստան', ['374'], 'AS', ['AMD']],
    ['IS', 'Iceland', 'Ísland', ['354'], 'EU', ['ISK']],
    ['PH', 'Philippines', 'Pilipinas', ['63'], 'AS', ['PHP']],
    // Taiwan's native name is in traditional characters.
    ['TW', 'Taiwan', '台灣', ['886'], 'AS', ['TWD']],
    ['AQ', 'Antarctica', 'Antarctica', ['672'], 'AN', []],
  ];
  for (const [code, name, native, prefixes, continent, currencies] of known) {
    it(`has ${code}: ${name} (${native}), +${prefixes.join(' +')}`, () => {
      const country = findCountry(code);
      expect(country).to.include({ code, name, native, continent, flag: flagOf(code) });
      expect(country?.prefixes).to.deep.equal(prefixes);
      expect(country?.currencies).to.deep.equal(currencies);
    });
  }

  it('draws flags as the regional indicator symbols of the code', () => {
    expect(flagOf('DE')).to.equal('🇩🇪');
    expect(flagOf('jp')).to.equal('🇯🇵');
    expect(findCountry('US')?.flag).to.equal('🇺🇸');
    for (const country of COUNTRIES) expect(country.flag, country.code).to.match(/^\p{Regional_Indicator}{2}$/u);
  });

  it('finds countries by code in any case, and nothing for an unknown or missing code', () => {
    expect(findCountry('de')?.name).to.equal('Germany');
    expect(findCountry('ZZ')).to.equal(undefined);
    expect(findCountry('')).to.equal(undefined);
    expect(findCountry(undefined)).to.equal(undefined);
  });

  const searches: Array<[string, string]> = [
    ['UK', 'GB'],
    ['Great Britain', 'GB'],
    ['USA', 'US'],
    ['America', 'US'],
    ['Holy See', 'VA'],
    ['Burma', 'MM'],
    ['Zaire', 'CD'],
    // countries-list's names where CLDR's differ.
    ['Ivory Coast', 'CI'],
    ['Democratic Republic of the Congo', 'CD'],
    ['East Timor', 'TL'],
    ['Saint Lucia', 'LC'],
    // Native names, from the browser and from the table.
    ['Deutschland', 'DE'],
    ['日本', 'JP'],
    ['Ελλάδα', 'GR'],
    ['Schweiz', 'CH'],
    ['台灣', 'TW'],
    ['Հայաստան', 'AM'],
    ['Pilipinas', 'PH'],
  ];
  for (const [query, code] of searches) {
    it(`finds ${code} for "${query}"`, () => expect(codes(query)[0]).to.equal(code));
  }

  it('still matches countries-list: the same countries, prefixes, continents and currencies', () => {
    const expected = Object.entries(countries).filter(([, data]) => data.phone.length > 0);
    expect(COUNTRIES.map((country) => country.code).sort()).to.deep.equal(expected.map(([code]) => code).sort());
    for (const [code, data] of expected) {
      const country = findCountry(code);
      expect(country?.prefixes, code).to.deep.equal(data.phone.map(String));
      expect(country?.continent, code).to.equal(data.continent);
      expect(country?.currencies, code).to.deep.equal(data.currency);
    }
  });

  it("finds every country by countries-list's name and aliases", () => {
    for (const [code, data] of Object.entries(countries)) {
      for (const name of [data.name, ...(data.alias ?? [])]) expect(codes(name), `${code} by "${name}"`).to.include(code);
    }
  });

  it('asks for native names only in languages the browser names countries in', () => {
    const languages = new Set(
      COUNTRY_TABLE.trim()
        .split('\n')
        .map((line) => line.split('|')[2] ?? '')
        .filter((native) => /^[a-z]{2,3}(-|$)/.test(native)),
    );
    expect(languages.size).to.be.greaterThan(30);
    for (const language of languages) {
      const names = new Intl.DisplayNames([language], { type: 'region' });
      expect(names.resolvedOptions().locale.split('-')[0], language).to.equal(language.split('-')[0]);
      expect(names.of('DE'), language).to.not.equal('Germany');
    }
  });

  it("reads a country's names from the browser only when they are asked for", () => {
    const nameIn = sinon.spy(countryNamer());
    const germany = readCountry('DE|49|de|EU|EUR', nameIn);
    expect(germany).to.include({ code: 'DE', flag: '🇩🇪', continent: 'EU' });
    expect(germany.prefixes).to.deep.equal(['49']);
    expect(nameIn.called).to.equal(false);
    expect(germany.name).to.equal('Germany');
    expect(germany.native).to.equal('Deutschland');
    expect(nameIn.callCount).to.equal(2);
  });

  it('names a country by its code where the browser does not know it, or has no Intl.DisplayNames', () => {
    expect(readCountry('QZ|999|de|EU', countryNamer())).to.include({ code: 'QZ', name: 'QZ', native: 'QZ' });
    const { DisplayNames } = Intl;
    Object.assign(Intl, { DisplayNames: undefined });
    try {
      const germany = readCountry('DE|49|de|EU|EUR', countryNamer());
      expect(germany).to.include({ code: 'DE', name: 'DE', native: 'DE', flag: '🇩🇪' });
    } finally {
      Object.assign(Intl, { DisplayNames });
    }
  });
});
