import { getAlpha2Codes } from 'i18n-iso-countries';
import { postcodeValidatorExistsForCountry } from 'postcode-validator';
import { COUNTRIES_WITHOUT_POSTAL_CODE } from './countries.data';
import { COUNTRIES, HOME_COUNTRY, countryCode, countryName, usesPostalCode } from './countries';

describe('countries', () => {
  // Fails after an upgrade of either package until scripts/write-countries.mjs is run again.
  it('lists every ISO 3166-1 country once, as i18n-iso-countries does', () => {
    const codes = COUNTRIES.map((country) => country.code);
    expect(new Set(codes).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(Object.keys(getAlpha2Codes()).sort());
  });

  it('knows which countries have no postal code as postcode-validator does', () => {
    expect([...COUNTRIES_WITHOUT_POSTAL_CODE].sort()).toEqual(
      COUNTRIES.map((country) => country.code)
        .filter((code) => !postcodeValidatorExistsForCountry(code))
        .sort(),
    );
  });

  it('puts the UAE first and the others in alphabetical order, each with a name', () => {
    expect(COUNTRIES[0]).toEqual({ code: HOME_COUNTRY, name: 'United Arab Emirates' });
    const rest = COUNTRIES.slice(1).map((country) => country.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
    for (const country of COUNTRIES) expect(country.name).toMatch(/^\p{Lu}.+/u);
  });

  it("takes SPEC 3.2's 'UK' for the United Kingdom, GB", () => {
    expect(countryCode('UK')).toBe('GB');
    expect(countryName('UK')).toBe('United Kingdom');
    expect(countryCode('ZZ')).toBeUndefined();
    expect(countryName('ZZ')).toBe('ZZ');
  });

  it('asks a postal code where addresses have one', () => {
    for (const code of ['US', 'IN', 'UK', 'GB', 'CA', 'AU', 'IE']) expect(usesPostalCode(code)).toBe(true);
    for (const code of ['AE', 'QA', 'HK', '', 'ZZ']) expect(usesPostalCode(code)).toBe(false);
  });
});
