// Writes libs/content/src/ar/countries.data.ts: the Arabic twin of countries.data.ts's COUNTRY_LIST, the same
// countries in the same order (the English names' order, which the Arabic twin test compares code by code),
// each with CLDR's Arabic name (Intl.DisplayNames). Run after write-countries.mjs:
//   node libs/content/scripts/write-countries-ar.mjs && npx prettier --write libs/content/src/ar/countries.data.ts
// A form that lists the countries in Arabic sorts them for its reader (Intl.Collator('ar')), the UAE first.
import { readFileSync, writeFileSync } from 'node:fs';

const english = readFileSync(new URL('../src/countries.data.ts', import.meta.url), 'utf8');
const list = english.slice(english.indexOf('COUNTRY_LIST'), english.indexOf('COUNTRIES_WITHOUT_POSTAL_CODE'));
const codes = [...list.matchAll(/code: '([A-Z]{2})'/g)].map((match) => match[1]);

const names = new Intl.DisplayNames('ar', { type: 'region' });
const countries = codes.map((code) => ({ code, name: names.of(code) }));

const file = new URL('../src/ar/countries.data.ts', import.meta.url);
writeFileSync(
  file,
  `// Written by libs/content/scripts/write-countries-ar.mjs (names: CLDR ${process.versions.cldr}); do not edit by hand.\n\n` +
    `import type { Translated } from '../locale';\n` +
    `import type * as en from '../countries.data';\n\n` +
    `/** Every country with its Arabic name, in the order of the English list (by English name). */\n` +
    `export const COUNTRY_LIST: Translated<typeof en.COUNTRY_LIST> = ${JSON.stringify(countries)};\n`,
);
console.info(`${countries.length} countries in Arabic`);
