import { validateEnquiryField } from './enquiry';
import { validateFamilyBooking, validateFamilyMember } from './family-booking';
import { hasDisallowedNameCharacters } from './patterns';
import { nameAsCertificate, prepareRegistration, validateRegistrationField } from './registration';
import { prepareWaitingList, validateWaitingList } from './waiting-list';

const TODAY = '2026-11-23';

/**
 * Names as Arabic speakers write them: with and without tashkeel (U+064B-U+065F), the dagger alif
 * (U+0670), hamza seats, tatweel (U+0640) stretching a word, ZWNJ (Persian names) and ZWJ, and a name
 * mixing scripts.
 */
const ARABIC_NAMES = [
  'محمد عبدالله',
  'فاطمة الزهراء',
  'عَبْدُ الرَّحْمٰن',
  'مُحَمَّدٌ',
  'أسماء بنت أبي بكر',
  'إبراهيم آل مكتوم',
  'ـمحمـــدـ',
  'مریم\u200cزاده',
  'لا\u200dم',
  'Layla الهاشمي',
];

/** What no name may hold, written into Arabic names (patterns.ts, NOT_IN_NAMES). */
const REFUSED = [
  'محمد\u0000',
  'محمد\nعلي',
  'محمد\u202Eعلي',
  '\u2066فاطمة\u2069',
  'عبد\u0085الله',
  'علي\ud800',
];

const person = { email: 'layla@example.ae', mobileNo: '050 123 4567' };

describe('names in Arabic script, in every form', () => {
  it.each(ARABIC_NAMES)('takes %p', (name) => {
    expect(hasDisallowedNameCharacters(name)).toBe(false);
    for (const field of ['firstName', 'middleName', 'lastName'] as const) {
      expect(validateRegistrationField(field, name, TODAY)).toBeUndefined();
    }
    expect(validateEnquiryField('firstName', name)).toBeUndefined();
    expect(validateEnquiryField('lastName', name)).toBeUndefined();
    expect(validateFamilyMember(0, name)).toBeUndefined();
    expect(
      validateFamilyBooking({
        sessionId: 's1',
        sessionSlot: '10:00',
        familyMembers: [name, 'فاطمة الزهراء'],
        email: 'layla@example.ae',
        phone: '٠٥٠ ١٢٣ ٤٥٦٧',
      }),
    ).toEqual({});
    expect(validateWaitingList({ ...person, firstName: name, lastName: name })).toEqual({});
    expect(prepareWaitingList({ ...person, firstName: ` ${name} `, lastName: name })).toMatchObject({
      firstName: name,
      lastName: name,
    });
  });

  it.each(ARABIC_NAMES)('prints %p on the certificate as typed', (name) => {
    expect(nameAsCertificate(` ${name} `, '', 'الهاشمي')).toBe(`${name} الهاشمي`);
    const prepared = prepareRegistration({ firstName: name, middleName: 'بن', lastName: name });
    expect(prepared.nameAsCertificate).toBe(`${name} بن ${name}`);
  });

  it('still refuses in them what it refuses in any name, in every form', () => {
    for (const bad of REFUSED) {
      expect(hasDisallowedNameCharacters(bad)).toBe(true);
      expect(validateRegistrationField('firstName', bad, TODAY)).toBe(
        'First name contains characters that are not allowed',
      );
      expect(validateEnquiryField('lastName', bad)).toBe('LastName contains characters that are not allowed');
      expect(validateFamilyMember(1, bad)).toBe(
        'Family member 2 name contains characters that are not allowed',
      );
      expect(validateWaitingList({ ...person, firstName: bad, lastName: 'علي' })).toEqual({
        firstName: 'First name contains characters that are not allowed',
      });
    }
  });

  it('counts a two-letter Arabic name as long enough where names have a minimum', () => {
    expect(validateEnquiryField('firstName', 'عز')).toBeUndefined();
    expect(validateFamilyMember(0, 'عز')).toBeUndefined();
    expect(validateEnquiryField('firstName', 'ع')).toBe('FirstName must be at least 2 characters');
  });
});
