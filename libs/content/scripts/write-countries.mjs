// Writes libs/content/src/countries.data.ts: every country a visitor may live in, and those without postal
// codes. Run after upgrading i18n-iso-countries or postcode-validator (countries.spec.ts fails until then):
//   node libs/content/scripts/write-countries.mjs && npx prettier --write libs/content/src/countries.data.ts
// The codes are i18n-iso-countries' ISO 3166-1 alpha-2 list (with XK, Kosovo, which ISO leaves to users);
// the names are CLDR's common English names (Intl.DisplayNames: 'Iran', 'Russia', not the ISO long forms);
// a country has no postal code when postcode-validator has no format for it (AE, QA, HK…).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const isoCountries = require('i18n-iso-countries');
const { postcodeValidatorExistsForCountry } = require('postcode-validator');

const names = new Intl.DisplayNames('en', { type: 'region' });
const codes = Object.keys(isoCountries.getAlpha2Codes()).sort();
const countries = codes
  .map((code) => ({ code, name: names.of(code) }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));
const withoutPostalCode = codes.filter((code) => !postcodeValidatorExistsForCountry(code));

const file = new URL('../src/countries.data.ts', import.meta.url);
writeFileSync(
  file,
  `// Written by libs/content/scripts/write-countries.mjs (names: CLDR ${process.versions.cldr}); do not edit by hand.\n\n` +
    `/** Every country (ISO 3166-1 alpha-2 code and English name), by name. */\n` +
    `export const COUNTRY_LIST: readonly { code: string; name: string }[] = ${JSON.stringify(countries)};\n\n` +
    `/** The countries whose addresses have no postal code. */\n` +
    `export const COUNTRIES_WITHOUT_POSTAL_CODE: readonly string[] = ${JSON.stringify(withoutPostalCode)};\n`,
);
console.info(`${countries.length} countries, ${withoutPostalCode.length} without postal codes`);
