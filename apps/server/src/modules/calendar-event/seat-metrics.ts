import { Gauge, Registry } from 'prom-client';
import { MoreThanOrEqual, Repository } from 'typeorm';
import { CalendarEvent } from './calendar-event.entity';
import { CalendarEventService } from './calendar-event.service';

/** Events reported, soonest first: a bounded number of label values, and a cheap indexed read. */
const UPCOMING_EVENTS = 50;

/**
 * Seats of the calendar events still to come (open-entry events sell none), by event id, read at each
 * scrape: a dashboard shows which intakes fill up and an alert can fire on a full one.
 */
export function registerSeatMetrics(
  registry: Registry,
  events: Repository<CalendarEvent>,
  calendar: CalendarEventService,
): void {
  const upcoming = () =>
    events.find({
      select: { id: true, date: true, sortOrder: true, seats: true, seatsTaken: true },
      where: { date: MoreThanOrEqual(calendar.today()), noEnroll: false },
      order: { date: 'ASC', sortOrder: 'ASC' },
      take: UPCOMING_EVENTS,
    });
  const gauge = (name: string, help: string, value: (event: CalendarEvent) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['event'] as const,
      registers: [registry],
      async collect() {
        const rows = await upcoming();
        this.reset();
        for (const event of rows) this.set({ event: event.id }, value(event));
      },
    });
  gauge(
    'calendar_event_seats_taken',
    `Seats taken, for the next ${UPCOMING_EVENTS} events`,
    (e) => e.seatsTaken,
  );
  gauge('calendar_event_seats', `Seats on sale, for the next ${UPCOMING_EVENTS} events`, (e) => e.seats);
}
