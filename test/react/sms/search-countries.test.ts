import '../../setup';
import { expect } from '@open-wc/testing';
import { allCountries, findCountry } from '../../../src/react/sms/countries';
import { searchCountries } from '../../../src/react/sms/search-countries';

const COUNTRIES = allCountries();
const codes = (query: string) => searchCountries(COUNTRIES, query).map((match) => match.country.code);

describe('the SMS country list', () => {
  it('has every country of countries-list with a name, native name, flag and digit prefixes', () => {
    expect(COUNTRIES.length).to.be.greaterThan(240);
    const germany = findCountry('DE');
    expect(germany).to.include({ code: 'DE', name: 'Germany', native: 'Deutschland', flag: '🇩🇪' });
    expect(germany?.prefixes).to.deep.equal(['49']);
    for (const country of COUNTRIES)
      expect(
        country.prefixes.every((prefix) => /^\d+$/.test(prefix)),
        country.code,
      ).to.equal(true);
  });

  it('keeps every prefix of a country that has several (docs/elements.md#the-sms-card-any-card-kind-with-channel-sms)', () => {
    expect(findCountry('DO')?.prefixes).to.deep.equal(['1809', '1829', '1849']);
    expect(findCountry('PR')?.prefixes).to.deep.equal(['1787', '1939']);
  });

  it('is sorted by English name', () => {
    const names = COUNTRIES.map((country) => country.name);
    expect(names).to.deep.equal([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('searchCountries', () => {
  const firsts: Array<[string, string]> = [
    ['Deutschland', 'DE'],
    ['deutsch', 'DE'],
    ['germany', 'DE'],
    ['+44', 'GB'],
    ['44', 'GB'],
    ['+49', 'DE'],
    ['+1', 'US'],
    ['+7', 'RU'],
    ['Brasil', 'BR'],
    ['日本', 'JP'],
    ['cote d', 'CI'],
    ['USA', 'US'],
  ];
  for (const [query, code] of firsts) {
    it(`puts ${code} first for "${query}"`, () => expect(codes(query)[0]).to.equal(code));
  }

  it('finds every "united" country by name', () => {
    expect(codes('united')).to.include.members(['AE', 'GB', 'US']);
    expect(codes('UNITED')).to.deep.equal(codes('united'));
  });

  it('lists names that start with the text before names that only contain it', () => {
    const found = codes('guinea');
    expect(found).to.include.members(['GN', 'GW', 'PG']);
    // Papua New Guinea only contains the word; Guinea and Guinea-Bissau start with it.
    expect(found.indexOf('PG')).to.be.greaterThan(found.indexOf('GN'));
    expect(found.indexOf('PG')).to.be.greaterThan(found.indexOf('GW'));
  });

  it('finds by code only the matching prefixes of a country with several', () => {
    const found = searchCountries(COUNTRIES, '+1829');
    expect(found).to.have.length(1);
    expect(found[0]?.country.code).to.equal('DO');
    expect(found[0]?.prefixes).to.deep.equal(['1829']);
  });

  it('offers every prefix of a country found by name', () => {
    expect(searchCountries(COUNTRIES, 'dominican republic')[0]?.prefixes).to.deep.equal(['1809', '1829', '1849']);
  });

  it('lists exact prefixes before longer ones', () => {
    const matches = searchCountries(COUNTRIES, '+35');
    expect(matches.length).to.be.greaterThan(5);
    for (const match of matches) expect(match.prefixes.every((prefix) => prefix.startsWith('35'))).to.equal(true);
    expect(codes('+358').slice(0, 2)).to.deep.equal(['FI', 'AX']);
    expect(codes('+49')).to.deep.equal(['DE']);
  });

  it('lists every country for an empty query or a lone +, and none for nonsense', () => {
    expect(codes('')).to.have.length(COUNTRIES.length);
    expect(codes(' + ')).to.have.length(COUNTRIES.length);
    expect(codes('zzzz')).to.deep.equal([]);
    expect(codes('+999999')).to.deep.equal([]);
  });
});
