import { COUNTRIES_WITHOUT_POSTAL_CODE, COUNTRY_LIST } from './countries.data';

export interface Country {
  /** ISO 3166-1 alpha-2, as forms send it ('AE'). */
  code: string;
  name: string;
}

/** The provider is in Dubai: its country leads every list and is the region of a number typed without one. */
export const HOME_COUNTRY = 'AE';

/** Every country a form offers: the UAE first, then the others by name. */
export const COUNTRIES: readonly Country[] = [
  ...COUNTRY_LIST.filter((country) => country.code === HOME_COUNTRY),
  ...COUNTRY_LIST.filter((country) => country.code !== HOME_COUNTRY),
];

/**
 * Codes older clients send that ISO spells otherwise: SPEC.md 3.2's contact form offered 'UK' for the
 * United Kingdom, which is GB in ISO 3166-1.
 */
export const COUNTRY_CODE_ALIASES: Readonly<Record<string, string>> = { UK: 'GB' };

const BY_CODE: ReadonlyMap<string, Country> = new Map(COUNTRIES.map((country) => [country.code, country]));
const WITHOUT_POSTAL_CODE: ReadonlySet<string> = new Set(COUNTRIES_WITHOUT_POSTAL_CODE);

/** The ISO code of a code a form may send ('UK' → 'GB'), or undefined for one that names no country. */
export function countryCode(code: string): string | undefined {
  const iso = COUNTRY_CODE_ALIASES[code] ?? code;
  return BY_CODE.has(iso) ? iso : undefined;
}

/** The country in words ('GB' or 'UK' → 'United Kingdom'); an unknown code as it is. */
export function countryName(code: string): string {
  return BY_CODE.get(countryCode(code) ?? '')?.name ?? code;
}

/** Whether addresses in the country have a postal code, so a form asks for one (not in the UAE). */
export function usesPostalCode(code: string): boolean {
  const iso = countryCode(code);
  return iso !== undefined && !WITHOUT_POSTAL_CODE.has(iso);
}
