import { workshopOf } from './registration-columns';

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
