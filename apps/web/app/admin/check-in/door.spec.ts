import { dayCount, matching, registrationIdOfCode, venueDay } from './door';
import type { CheckInAttendee } from './check-in-attendee-fields';

const attendee = (id: string, overrides: Partial<CheckInAttendee> = {}): CheckInAttendee => ({
  id,
  registrationId: id,
  referenceCode: 'K7QM-4XPB',
  firstName: 'Layla',
  middleName: '',
  lastName: 'Hassan',
  nameAsCertificate: 'ليلى حسن',
  cancelled: false,
  unpaid: false,
  checkIns: [],
  completion: null,
  ...overrides,
});

describe('the door', () => {
  it('finds attendees by any words of their name or their reference', () => {
    const list = [attendee('a'), attendee('b', { firstName: 'Omar', referenceCode: 'ZZZZ-1234' })];
    expect(matching(list, 'hassan lay').map((a) => a.id)).toEqual(['a']);
    expect(matching(list, 'zzzz').map((a) => a.id)).toEqual(['b']);
    expect(matching(list, ' ').map((a) => a.id)).toEqual(['a', 'b']);
  });

  it('counts those in on a day, with the waiting ones, and a cancelled one only once let in', () => {
    const day = '2026-11-23';
    const checkIn = { day, checkedInAt: '', checkedInBy: 'x' };
    const list = [
      attendee('a', { checkIns: [checkIn] }),
      attendee('b'),
      attendee('c', { cancelled: true }),
      attendee('d', { cancelled: true, checkIns: [checkIn] }),
    ];
    expect(dayCount(list, day, new Set(['b']))).toEqual({ checkedIn: 3, total: 3 });
    expect(dayCount(list, '2026-11-24', new Set())).toEqual({ checkedIn: 0, total: 2 });
  });

  it('reads the registration of a check-in code, and nothing of another text', () => {
    // The code of 0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0ff with a made-up signature.
    const id = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0ff';
    const bytes = Buffer.concat([Buffer.from(id.replaceAll('-', ''), 'hex'), Buffer.alloc(10, 7)]);
    expect(registrationIdOfCode(`CI1-${bytes.toString('base64url')}`)).toBe(id);
    expect(registrationIdOfCode('rt_abc')).toBeNull();
  });

  it('tells the day at the venue', () => {
    expect(venueDay('2026-11-23T21:00:00Z')).toBe('2026-11-24');
  });
});
