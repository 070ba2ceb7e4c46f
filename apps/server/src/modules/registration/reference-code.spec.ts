import { newReferenceCode, referenceCodeIn } from './reference-code';

describe('referenceCodeIn', () => {
  it('reads a code as printed, without its dash or in small letters', () => {
    expect(referenceCodeIn('K7QM-4XPB')).toBe('K7QM-4XPB');
    expect(referenceCodeIn(' k7qm4xpb ')).toBe('K7QM-4XPB');
    expect(referenceCodeIn('layla')).toBeUndefined();
    expect(referenceCodeIn(undefined)).toBeUndefined();
  });

  // Issue 30: staff on an Arabic keyboard type the code's digits as Arabic-Indic or Persian ones.
  it('reads the digits of a code typed in Arabic-Indic or Persian digits as 0-9', () => {
    expect(referenceCodeIn('K٧QM-٤XPB')).toBe('K7QM-4XPB');
    expect(referenceCodeIn('k۷qm۴xpb')).toBe('K7QM-4XPB');
    expect(referenceCodeIn('٠١٢٣-٤٥٦٧')).toBe('0123-4567');
    const code = newReferenceCode();
    expect(referenceCodeIn(code)).toBe(code);
  });
});
