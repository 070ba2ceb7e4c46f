import fc from 'fast-check';
import { westernDigits } from './patterns';
import { PHONE_MAX_LENGTH, isPhone, readPhone } from './phone';

/** A UAE mobile: 5 and a second digit (50, 52, 54, 55, 56, 58 are the operators'), then 7 digits. */
const uaeMobile = fc
  .tuple(fc.constantFrom('50', '52', '54', '55', '56', '58'), fc.stringMatching(/^\d{7}$/))
  .map(([prefix, rest]) => ({ prefix, a: rest.slice(0, 3), b: rest.slice(3) }));

/** The ways people write one number: with +971 or 00971 or a trunk 0, grouped or not. */
const SPELLINGS: ((n: { prefix: string; a: string; b: string }) => string)[] = [
  ({ prefix, a, b }) => `+971 ${prefix} ${a} ${b}`,
  ({ prefix, a, b }) => `+971${prefix}${a}${b}`,
  ({ prefix, a, b }) => `00971 ${prefix} ${a} ${b}`,
  ({ prefix, a, b }) => `0${prefix} ${a} ${b}`,
  ({ prefix, a, b }) => `0${prefix}${a}${b}`,
  ({ prefix, a, b }) => `0${prefix}-${a}-${b}`,
  ({ prefix, a, b }) => `(0${prefix}) ${a} ${b}`,
  ({ prefix, a, b }) => `0${prefix}.${a}.${b}`,
  ({ prefix, a, b }) => `+971 (0) ${prefix} ${a} ${b}`,
  ({ prefix, a, b }) => `+971-${prefix}-${a}-${b}`,
  ({ prefix, a, b }) => `  +971 ${prefix} ${a} ${b}  `,
];

describe('westernDigits', () => {
  it('writes Arabic-Indic and Persian digits as 0-9 and leaves everything else as it is', () => {
    expect(westernDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(westernDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(westernDigits('+٩٧١ ٥٠-١٢٣ (٤٥٦٧)')).toBe('+971 50-123 (4567)');
    expect(westernDigits('١٩٩٠-٠٥-١٢')).toBe('1990-05-12');
    expect(westernDigits('محمد 42 ab')).toBe('محمد 42 ab');
  });
});

describe('readPhone', () => {
  it('reads "+971 50 123 4567" and "050 123 4567" as the same UAE mobile, each kept as typed', () => {
    expect(readPhone('+971 50 123 4567')).toEqual({ typed: '+971 50 123 4567', e164: '+971501234567' });
    expect(readPhone(' 050 123 4567 ')).toEqual({ typed: '050 123 4567', e164: '+971501234567' });
  });

  it('reads every common spelling of any UAE mobile to the same E.164 number', () => {
    fc.assert(
      fc.property(uaeMobile, fc.constantFrom(...SPELLINGS), (number, spell) => {
        const typed = spell(number);
        expect(readPhone(typed)).toEqual({
          typed: typed.trim(),
          e164: `+971${number.prefix}${number.a}${number.b}`,
        });
      }),
    );
  });

  it('reads Arabic-Indic digits as the same number', () => {
    expect(readPhone('٠٥٠ ١٢٣ ٤٥٦٧')?.e164).toBe('+971501234567');
    expect(readPhone('۰۵۰۱۲۳۴۵۶۷')?.e164).toBe('+971501234567');
  });

  it('reads "+٩٧١ ٥٠ ١٢٣ ٤٥٦٧" as "+971 50 123 4567", Persian and mixed digits too, each kept as typed', () => {
    expect(readPhone('+٩٧١ ٥٠ ١٢٣ ٤٥٦٧')).toEqual({ typed: '+٩٧١ ٥٠ ١٢٣ ٤٥٦٧', e164: '+971501234567' });
    expect(readPhone('+۹۷۱ ۵۰ ۱۲۳ ۴۵۶۷')?.e164).toBe('+971501234567');
    expect(readPhone('٠٥٠ 123 ٤٥٦٧')?.e164).toBe('+971501234567');
    expect(readPhone('٠٠٤٤ ٢٠ ٧٩٤٦ ٠٩٥٨')?.e164).toBe('+442079460958');
    expect(readPhone('٩٨٧٦٥ ٤٣٢١٠', ['IN'])?.e164).toBe('+919876543210');
    expect(readPhone('٥٥٥١٢٣٤٥٦٧', [])).toEqual({ typed: '٥٥٥١٢٣٤٥٦٧', e164: null });
  });

  it('reads a number pasted from an Arabic page or phone: bidi marks dropped, a full-width plus, Arabic dashes', () => {
    // Phones wrap a number copied in an Arabic interface in LRE…PDF, LRI…PDI or LRM.
    for (const typed of [
      '\u202A+971 50 123 4567\u202C',
      '\u2066+٩٧١ ٥٠ ١٢٣ ٤٥٦٧\u2069',
      '\u200E+971 50 123 4567',
      '\u061C٠٥٠ ١٢٣ ٤٥٦٧\u200F',
    ]) {
      const phone = readPhone(typed);
      expect(phone?.e164).toBe('+971501234567');
      expect(phone?.typed).not.toMatch(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/);
    }
    expect(readPhone('＋971 50 123 4567')?.e164).toBe('+971501234567');
    expect(readPhone('050\u2013123\u20134567')?.e164).toBe('+971501234567');
    expect(readPhone('+971\u00A050\u00A0123\u00A04567')?.e164).toBe('+971501234567');
  });

  it('reads any number it takes in Western digits the same with Arabic-Indic or Persian digits', () => {
    const international = fc
      .tuple(
        fc.constantFrom('+44 20 7946 ', '+91 98765 ', '+1 212 555 ', '0044 20 7946 ', '+966 50 123 '),
        fc.stringMatching(/^\d{4}$/),
      )
      .map(([head, tail]) => head + tail);
    const anyTyping = fc.stringMatching(/^\+?[\d ()-.]{0,32}$/);
    const uaeTyped = fc
      .tuple(uaeMobile, fc.constantFrom(...SPELLINGS))
      .map(([number, spell]) => spell(number));
    const toDigits = (zero: number) => (text: string) =>
      text.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
    fc.assert(
      fc.property(
        fc.oneof(uaeTyped, international, anyTyping),
        fc.constantFrom(toDigits(0x0660), toDigits(0x06f0)),
        fc.constantFrom([], ['IN'], ['GB']),
        (western, mapDigits, alsoIn) => {
          const read = readPhone(western, alsoIn);
          fc.pre(read !== undefined);
          const arabic = readPhone(mapDigits(western), alsoIn);
          expect(arabic?.e164).toBe(read?.e164);
          expect(arabic && westernDigits(arabic.typed)).toBe(read?.typed);
        },
      ),
    );
  });

  it('reads international numbers of other countries, with + or 00', () => {
    expect(readPhone('+44 20 7946 0958')?.e164).toBe('+442079460958');
    expect(readPhone('0044 20 7946 0958')?.e164).toBe('+442079460958');
    expect(readPhone('+91 98765 43210')?.e164).toBe('+919876543210');
    expect(readPhone('+1 (212) 555-1234')?.e164).toBe('+12125551234');
  });

  it("reads a number without a country code in a country given after the UAE (the contact form's)", () => {
    expect(readPhone('98765 43210', ['IN'])).toEqual({ typed: '98765 43210', e164: '+919876543210' });
    expect(readPhone('020 7946 0958', ['UK'])?.e164).toBe('+442079460958');
    expect(readPhone('020 7946 0958', [''])).toBeUndefined();
    // The UAE comes first: a UAE number stays one whatever else is chosen.
    expect(readPhone('050 123 4567', ['IN'])?.e164).toBe('+971501234567');
  });

  it("takes an older client's ten digits without a country code, as typed and without E.164", () => {
    for (const typed of ['5551234567', '(555) 123-4567', '555.123.4567', '555 123 4567', '9876543210']) {
      expect(readPhone(typed)).toEqual({ typed, e164: null });
    }
  });

  it.each([
    '',
    '   ',
    'garbage',
    '050 123 456',
    '050 123 45678',
    '12345',
    '123456789',
    '+5551234567',
    '+1 555 123 4567',
    '++971501234567',
    '050 123 4567 ext 12',
    'tel:+971501234567',
    '+971 50 123 4567+',
    '050/123/4567',
    '5'.repeat(PHONE_MAX_LENGTH + 1),
  ])('refuses %p', (typed) => {
    expect(readPhone(typed)).toBeUndefined();
    expect(isPhone(typed)).toBe(false);
  });

  it('refuses what is not text', () => {
    for (const value of [undefined, null, 501234567, ['0501234567'], { number: '0501234567' }]) {
      expect(readPhone(value)).toBeUndefined();
    }
  });

  it('never throws, and whatever it takes is a number of at most 30 characters with a well-formed E.164', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^\+?[\d ()-.]{0,32}$/)), (value) => {
        const phone = readPhone(value);
        if (phone === undefined) return;
        expect(phone.typed.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
        if (phone.e164 !== null) expect(phone.e164).toMatch(/^\+[1-9]\d{6,14}$/);
        else expect(phone.typed.replace(/\D/g, '')).toHaveLength(10);
      }),
    );
  });
});
