import fc from 'fast-check';
import { formatFee, formatMinorUnits, minorUnitsPerUnit } from './fees';

describe('formatFee', () => {
  it('states a fee with its code and its thousands grouped', () => {
    expect(formatFee({ currency: 'USD', amount: 399 })).toBe('USD 399');
    expect(formatFee({ currency: 'EUR', amount: 2100 })).toBe('EUR 2,100');
    expect(formatFee({ currency: 'AED', amount: 1234567 })).toBe('AED 1,234,567');
  });

  it('groups whole amounts as Intl does in en-US', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1e12 }), (amount) => {
        expect(formatFee({ currency: 'USD', amount })).toBe(`USD ${amount.toLocaleString('en-US')}`);
      }),
    );
  });
});

describe('amounts in minor units', () => {
  it('counts most currencies in hundredths and a few in whole units', () => {
    expect(minorUnitsPerUnit('AED')).toBe(100);
    expect(minorUnitsPerUnit('usd')).toBe(100);
    expect(minorUnitsPerUnit('JPY')).toBe(1);
  });

  it('states an amount paid with its code', () => {
    expect(formatMinorUnits(37500, 'aed')).toBe('AED 375.00');
    expect(formatMinorUnits(150050, 'USD')).toBe('USD 1,500.50');
    expect(formatMinorUnits(5000, 'JPY')).toBe('JPY 5,000');
  });
});
