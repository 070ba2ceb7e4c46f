import { randomInt } from 'node:crypto';
import { westernDigits } from '@academy/validation';

/** Crockford's base 32: digits and capitals without I, L, O and U, which are read as 1, 1, 0 or not at all. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE = ALPHABET.length;
/** The random part's length: 32^7 ≈ 34 billion numbers a year, so a guessed one is almost never issued. */
const RANDOM_LENGTH = 7;
export const CERTIFICATE_PREFIX = 'CLA';

const valueOf = (symbol: string) => ALPHABET.indexOf(symbol);

/**
 * The Luhn mod 32 check symbol of `payload` (symbols of ALPHABET): any single mistyped symbol, and most
 * swaps of two neighbours, change it, so a typo is "not found" rather than someone else's certificate.
 */
export function checkSymbol(payload: string): string {
  let sum = 0;
  let factor = 2;
  for (let index = payload.length - 1; index >= 0; index -= 1) {
    const product = factor * valueOf(payload[index]);
    sum += Math.floor(product / BASE) + (product % BASE);
    factor = factor === 2 ? 1 : 2;
  }
  return ALPHABET[(BASE - (sum % BASE)) % BASE];
}

/** A new number for a certificate issued in `year`: 'CLA-2027-7KQM-4XPB' (the last symbol is the check). */
export function newCertificateNumber(year: number, random: (max: number) => number = randomInt): string {
  const symbols = Array.from({ length: RANDOM_LENGTH }, () => ALPHABET[random(BASE)]).join('');
  const body = symbols + checkSymbol(`${year}${symbols}`);
  return `${CERTIFICATE_PREFIX}-${year}-${body.slice(0, 4)}-${body.slice(4)}`;
}

const PATTERN = new RegExp(`^${CERTIFICATE_PREFIX}(\\d{4})([${ALPHABET}]{${RANDOM_LENGTH + 1}})$`);

/**
 * The number as it is stored, from what someone typed (any case, spaces or dashes anywhere, O for 0 and
 * I or L for 1, as Crockford reads them, Arabic-Indic or Persian digits as 0-9), or null when it cannot
 * be a certificate number: its check symbol does not match, or its form is wrong.
 */
export function normalizeCertificateNumber(typed: string): string | null {
  if (typed.length > 40) return null;
  const compact = westernDigits(typed)
    .toUpperCase()
    .replace(/[\s-]/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  // The prefix's own letters were changed with the rest: put them back before matching.
  const fixed = compact.startsWith('C1A') ? `${CERTIFICATE_PREFIX}${compact.slice(3)}` : compact;
  const match = PATTERN.exec(fixed);
  if (!match) return null;
  const [, year, body] = match;
  const symbols = body.slice(0, RANDOM_LENGTH);
  if (checkSymbol(`${year}${symbols}`) !== body[RANDOM_LENGTH]) return null;
  return `${CERTIFICATE_PREFIX}-${year}-${body.slice(0, 4)}-${body.slice(4)}`;
}
