import type { CalendarRow } from '../../site-data/calendar-rows';

/** An event's seat figures as an enrolment's answer gives them, right after it took a seat. */
export type SeatFigures = Pick<CalendarRow, 'id' | 'seatsLeft' | 'enrollable' | 'availability'>;

/** The rows with one event's figures replaced (the others, and the order, as they were). */
export function withSeatFigures(rows: readonly CalendarRow[], figures: SeatFigures): CalendarRow[] {
  return rows.map((row) =>
    row.id === figures.id
      ? {
          ...row,
          seatsLeft: figures.seatsLeft,
          enrollable: figures.enrollable,
          availability: figures.availability,
        }
      : row,
  );
}

const listeners = new Set<(figures: SeatFigures) => void>();

/**
 * A seat taken through this page: every part of the page that shows the event's seats left hears it
 * at once, instead of waiting for the next visit (the enrolment's answer carries the new figures).
 */
export function announceSeats(figures: SeatFigures): void {
  for (const listener of listeners) listener(figures);
}

export function onSeatsChanged(listener: (figures: SeatFigures) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
