import { ARABIC_PATHS, PRERENDERED_PATHS, localePath, splitLocale } from './site-routes';

describe('Arabic addresses', () => {
  it('are each public address under /ar, and read back as it', () => {
    expect(localePath('/', 'ar')).toBe('/ar');
    expect(localePath('/decode', 'ar')).toBe('/ar/decode');
    expect(localePath('/ich/levels?level=2', 'ar')).toBe('/ar/ich/levels?level=2');
    expect(localePath('/decode', 'en')).toBe('/decode');
    for (const path of PRERENDERED_PATHS) {
      expect(splitLocale(localePath(path, 'ar'))).toEqual({ locale: 'ar', address: path });
      expect(splitLocale(path)).toEqual({ locale: 'en', address: path });
    }
    expect(ARABIC_PATHS).toHaveLength(PRERENDERED_PATHS.length);
  });

  it('are not every address starting with the letters a, r', () => {
    expect(splitLocale('/art')).toEqual({ locale: 'en', address: '/art' });
    expect(splitLocale('/ar/certificates/CLA-2027-7KQM-4XPB')).toEqual({
      locale: 'ar',
      address: '/certificates/CLA-2027-7KQM-4XPB',
    });
  });
});
