import fc from 'fast-check';
import { checkSymbol, newCertificateNumber, normalizeCertificateNumber } from './certificate-number';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const year = fc.integer({ min: 2024, max: 2099 });
const seed = fc.array(fc.integer({ min: 0, max: 31 }), { minLength: 7, maxLength: 7 });
const numberOf = (y: number, values: number[]) => {
  let index = 0;
  return newCertificateNumber(y, () => values[index++]);
};

describe('certificate numbers', () => {
  it('reads as CLA-<year>-XXXX-XXXX and is accepted as written', () => {
    fc.assert(
      fc.property(year, seed, (y, values) => {
        const number = numberOf(y, values);
        expect(number).toMatch(new RegExp(`^CLA-${y}-[${ALPHABET}]{4}-[${ALPHABET}]{4}$`));
        expect(normalizeCertificateNumber(number)).toBe(number);
      }),
    );
  });

  it('is accepted in lower case, without dashes and with O for 0 or I and L for 1', () => {
    fc.assert(
      fc.property(year, seed, (y, values) => {
        const number = numberOf(y, values);
        const typed = number.toLowerCase().replace(/-/g, ' ').replace(/0/g, 'o').replace(/1/g, 'l');
        expect(normalizeCertificateNumber(typed)).toBe(number);
      }),
    );
  });

  // Issue 30: on an Arabic keyboard the digits come as Arabic-Indic or Persian ones.
  it('is accepted with its digits typed in Arabic-Indic or Persian digits', () => {
    const toScript = (zero: number) => (text: string) =>
      text.replace(/[0-9]/g, (digit) => String.fromCharCode(zero + Number(digit)));
    fc.assert(
      fc.property(year, seed, (y, values) => {
        const number = numberOf(y, values);
        for (const spell of [toScript(0x0660), toScript(0x06f0)])
          expect(normalizeCertificateNumber(spell(number))).toBe(number);
      }),
    );
    const number = numberOf(2027, [7, 20, 22, 19, 4, 29, 21]);
    expect(normalizeCertificateNumber(number.replace('2027', '٢٠٢٧'))).toBe(number);
  });

  it('refuses every number with one symbol mistyped', () => {
    fc.assert(
      fc.property(
        year,
        seed,
        fc.integer({ min: 0, max: 7 }),
        fc.integer({ min: 1, max: 31 }),
        (y, values, position, shift) => {
          const number = numberOf(y, values);
          const body = number.slice(9).replace('-', '');
          const changed = ALPHABET[(ALPHABET.indexOf(body[position]) + shift) % 32];
          const typo = body.slice(0, position) + changed + body.slice(position + 1);
          expect(normalizeCertificateNumber(`CLA-${y}-${typo}`)).toBeNull();
        },
      ),
    );
  });

  it('refuses a mistyped year', () => {
    const number = numberOf(2027, [7, 20, 22, 19, 4, 29, 21]);
    expect(normalizeCertificateNumber(number.replace('2027', '2028'))).toBeNull();
  });

  it('refuses what is not a number at all', () => {
    for (const text of [
      '',
      'CLA',
      'CLA-2027-7KQM',
      'CLA-2027-7KQM-4XPB-4XPB',
      'XYZ-2027-7KQM-4XPB',
      'x'.repeat(100),
    ]) {
      expect(normalizeCertificateNumber(text)).toBeNull();
    }
  });

  it('draws its symbols from a cryptographic source by default', () => {
    const numbers = new Set(Array.from({ length: 200 }, () => newCertificateNumber(2027)));
    expect(numbers.size).toBe(200);
    for (const number of numbers) expect(normalizeCertificateNumber(number)).toBe(number);
  });

  it('has a check symbol of the alphabet', () => {
    expect(ALPHABET).toContain(checkSymbol('20277KQM4XP'));
  });
});
