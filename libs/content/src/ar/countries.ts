import * as en from '../countries';
import type { Translated } from '../locale';
import { COUNTRY_LIST } from './countries.data';

/**
 * Every country a form offers, with its Arabic name: the UAE first, then the others in the English list's
 * order (by English name), so each row has the English one's code. A list shown to an Arabic reader is best
 * sorted by the Arabic names where it is rendered (Intl.Collator('ar')), the UAE kept first.
 */
export const COUNTRIES: Translated<typeof en.COUNTRIES> = [
  ...COUNTRY_LIST.filter((country) => country.code === en.HOME_COUNTRY),
  ...COUNTRY_LIST.filter((country) => country.code !== en.HOME_COUNTRY),
];

const BY_CODE: ReadonlyMap<string, string> = new Map(
  COUNTRIES.map((country) => [country.code, country.name]),
);

/** The country in Arabic words ('GB' or 'UK' → 'المملكة المتحدة'); an unknown code as it is. */
export const countryName: Translated<typeof en.countryName> = (code: string) =>
  BY_CODE.get(en.countryCode(code) ?? '') ?? code;
