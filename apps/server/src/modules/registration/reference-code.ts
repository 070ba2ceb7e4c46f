import { randomInt } from 'node:crypto';
import { westernDigits } from '@academy/validation';

/** Crockford's base-32 letters: no I, L, O or U, which read as 1, 0 or another word. */
const LETTERS = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * A registration's reference code, e.g. 'K7QM-4XPB': short enough to read out on the phone, random so it
 * says nothing about how many registrations there are. It names a registration and opens nothing: the
 * private link's token does that.
 */
export function newReferenceCode(): string {
  const letters = Array.from({ length: 8 }, () => LETTERS[randomInt(LETTERS.length)]).join('');
  return `${letters.slice(0, 4)}-${letters.slice(4)}`;
}

export const REFERENCE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

const TYPED_CODE = /^([0-9A-HJKMNP-TV-Z]{4})-?([0-9A-HJKMNP-TV-Z]{4})$/;

/**
 * The reference code a search box's text is, as stored ('k7qm4xpb' and 'K7QM-4XPB' are 'K7QM-4XPB', and
 * so is 'K٧QM-٤XPB' typed with Arabic-Indic digits), or undefined when the text cannot be one.
 */
export function referenceCodeIn(search: string | undefined): string | undefined {
  const match = TYPED_CODE.exec(
    westernDigits(search ?? '')
      .trim()
      .toUpperCase(),
  );
  return match ? `${match[1]}-${match[2]}` : undefined;
}
