import { PUBLISHED_ROWS } from '../../components/calendar/calendar-rows';
import { onlySeatsChanged } from './calendar-seats';

const built = { rows: PUBLISHED_ROWS, today: '2026-11-23' };
const upcoming = PUBLISHED_ROWS.findIndex((row) => row.date >= built.today && row.availability === 'OPEN');

/** The published rows with `change` applied to the first upcoming one, as the API could answer. */
const live = (change: Partial<(typeof PUBLISHED_ROWS)[number]>, today = built.today) => ({
  rows: PUBLISHED_ROWS.map((row, index) => (index === upcoming ? { ...row, ...change } : row)),
  today,
});

describe('whether the live calendar differs from the built one in its seats only', () => {
  it('is so for the rows as built, and for seats taken since', () => {
    expect(upcoming).toBeGreaterThanOrEqual(0);
    expect(onlySeatsChanged(built, live({}))).toBe(true);
    expect(onlySeatsChanged(built, live({ seatsLeft: 3 }))).toBe(true);
  });

  it('is not so for an event full since, moved, renamed, added or gone', () => {
    expect(onlySeatsChanged(built, live({ seatsLeft: 0, availability: 'FULL', enrollable: false }))).toBe(
      false,
    );
    expect(onlySeatsChanged(built, live({ date: '2027-06-01' }))).toBe(false);
    expect(onlySeatsChanged(built, live({ name: 'Renamed' }))).toBe(false);
    const added = { ...PUBLISHED_ROWS[upcoming], id: 'added' };
    expect(onlySeatsChanged(built, { rows: [...PUBLISHED_ROWS, added], today: built.today })).toBe(false);
    expect(onlySeatsChanged(built, { rows: PUBLISHED_ROWS.slice(1), today: built.today })).toBe(false);
  });

  it('is not so once an event built as upcoming has begun', () => {
    const first = PUBLISHED_ROWS[upcoming];
    const dayAfter = new Date(Date.parse(first.date) + 86_400_000).toISOString().slice(0, 10);
    expect(onlySeatsChanged(built, { rows: PUBLISHED_ROWS, today: dayAfter })).toBe(false);
  });

  it('reads a field the API leaves null as one the build left out', () => {
    const rows = PUBLISHED_ROWS.map((row) => ({ ...row, endDate: row.endDate ?? null }));
    expect(onlySeatsChanged(built, { rows, today: built.today })).toBe(true);
  });
});
