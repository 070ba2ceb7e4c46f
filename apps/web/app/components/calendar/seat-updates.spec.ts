import { PUBLISHED_ROWS } from '../../site-data/calendar-rows';
import { announceSeats, onSeatsChanged, withSeatFigures } from './seat-updates';

describe('seat updates', () => {
  const [first, second] = PUBLISHED_ROWS;

  it("replaces one event's figures and keeps the other rows and their order", () => {
    const rows = withSeatFigures([first, second], {
      id: second.id,
      seatsLeft: 0,
      enrollable: false,
      availability: 'FULL',
    });
    expect(rows.map((row) => row.id)).toEqual([first.id, second.id]);
    expect(rows[0]).toBe(first);
    expect(rows[1]).toMatchObject({ ...second, seatsLeft: 0, enrollable: false, availability: 'FULL' });
  });

  it('tells every listener until it stops listening', () => {
    const heard: number[] = [];
    const stop = onSeatsChanged((figures) => heard.push(figures.seatsLeft));
    const figures = { id: first.id, seatsLeft: 3, enrollable: true, availability: first.availability };
    announceSeats(figures);
    stop();
    announceSeats({ ...figures, seatsLeft: 2 });
    expect(heard).toEqual([3]);
  });
});
