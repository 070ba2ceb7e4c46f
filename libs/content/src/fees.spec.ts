import { formatMinorUnits, minorUnitsPerUnit } from './fees';

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
