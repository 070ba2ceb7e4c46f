import { EVENT_CALENDAR_PAGE } from '@academy/content';
import { PUBLISHED_ROWS } from '../../site-data/calendar-rows';
import { seatsLeftText, withLiveSeats } from './calendar-seats';

const [first, second] = PUBLISHED_ROWS;

describe('the live seats written into a rendered calendar', () => {
  it('takes each rendered event its live seats left, and nothing else', () => {
    const live = [
      { ...second, seatsLeft: 0, name: 'Renamed since' },
      { ...first, seatsLeft: 3, date: '2099-01-01' },
      { ...first, id: 'added-since' },
    ];
    const shown = withLiveSeats(PUBLISHED_ROWS, live);
    expect(shown.map((row) => row.id)).toEqual(PUBLISHED_ROWS.map((row) => row.id));
    expect(shown[0]).toEqual({ ...first, seatsLeft: 3 });
    expect(shown[1]).toEqual({ ...second, seatsLeft: 0 });
    // An event the live rows no longer hold keeps what was rendered.
    expect(withLiveSeats(PUBLISHED_ROWS, [])).toEqual(PUBLISHED_ROWS);
  });

  it('says a full event is fully booked and counts the others', () => {
    expect(seatsLeftText(0)).toBe(EVENT_CALENDAR_PAGE.fullyBooked);
    expect(seatsLeftText(1)).toBe('1 seat left');
    expect(seatsLeftText(7)).toBe('7 seats left');
  });
});
