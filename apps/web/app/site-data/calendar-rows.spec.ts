import { CALENDAR_EVENTS } from '@academy/content';
import { Kind } from 'graphql';
import { PUBLISHED_ROWS } from './calendar-rows';
import { CalendarEventsDocument } from '../components/calendar/fetch-calendar-rows';

describe('the published calendar rows', () => {
  it('are the content events in order, none of their seats taken', () => {
    expect(PUBLISHED_ROWS.map((row) => row.id)).toEqual(CALENDAR_EVENTS.map((event) => event.id));
    for (const row of PUBLISHED_ROWS) expect(row).toMatchObject({ seats: 10, seatsLeft: 10 });
  });

  it('show the fee only for events that take enrolments, each closed once its day has passed', () => {
    // The tests build as of 2026-11-23 (jest.config.js): the events of 2025 and early 2026 have taken
    // place, the level pages' sessions of 2027 take enrolments.
    for (const row of PUBLISHED_ROWS) {
      const { price } = CALENDAR_EVENTS.find((event) => event.id === row.id) ?? {};
      const past = row.date < '2026-11-23';
      if (row.noEnroll)
        expect(row).toMatchObject({ price: null, enrollable: false, availability: 'OPEN_ENTRY' });
      else expect(row).toMatchObject({ price, enrollable: !past, availability: past ? 'CLOSED' : 'OPEN' });
    }
    expect(PUBLISHED_ROWS.filter((row) => row.noEnroll)).toHaveLength(
      CALENDAR_EVENTS.filter((event) => event.noenroll).length,
    );
  });

  it('carry every field the live query asks for, so a live row replaces a published one cell for cell', () => {
    const [operation] = CalendarEventsDocument.definitions;
    if (operation.kind !== Kind.OPERATION_DEFINITION) throw new Error('Expected the query');
    const [list] = operation.selectionSet.selections;
    if (list.kind !== Kind.FIELD || !list.selectionSet) throw new Error('Expected calendarEvents');
    const fields = list.selectionSet.selections.flatMap((field) =>
      field.kind === Kind.FIELD ? [field.name.value] : [],
    );
    expect(fields).toContain('seatsLeft');
    for (const row of PUBLISHED_ROWS) expect(Object.keys(row).sort()).toEqual([...fields].sort());
  });
});
