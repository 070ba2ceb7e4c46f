import { seatHoldOf, workshopOf } from './registration-columns';

describe('workshopOf', () => {
  it('names the workshop by its event: name, days and place, not the stored string', () => {
    expect(
      workshopOf({
        city: 'Dubai, Business Bay | Decode Your Mind | 2026-12-07',
        event: {
          id: 'e1',
          name: 'Decode Your Mind',
          date: '2026-12-07',
          endDate: '2026-12-08',
          location: 'Dubai, Business Bay',
        },
      }),
    ).toBe('Decode Your Mind, 7 Dec 2026 – 8 Dec 2026, Dubai, Business Bay');
  });

  it('keeps the registrant’s choice when no event holds the seat', () => {
    const city = 'Next available intake | Decode | date to be announced';
    expect(workshopOf({ city, event: null })).toBe(city);
  });
});

describe('seatHoldOf', () => {
  const event = { id: 'e1', name: 'Decode Your Mind', date: '2026-12-07', endDate: null, location: 'Dubai' };
  const held = {
    status: 'PENDING',
    paymentStatus: 'UNPAID',
    event,
    holdUntil: '2026-11-25T08:00:00.000Z',
  } as const;

  it('gives the deadline of an unpaid, unconfirmed seat, or says it has none', () => {
    expect(seatHoldOf(held)).toBe('2026-11-25T08:00:00.000Z');
    expect(seatHoldOf({ ...held, holdUntil: null })).toBe('none');
  });

  it('gives nothing when no seat is held unpaid and unconfirmed', () => {
    expect(seatHoldOf({ ...held, status: 'CONFIRMED' })).toBeNull();
    expect(seatHoldOf({ ...held, status: 'EXPIRED' })).toBeNull();
    expect(seatHoldOf({ ...held, paymentStatus: 'PAID' })).toBeNull();
    expect(seatHoldOf({ ...held, event: null, holdUntil: null })).toBeNull();
  });
});
