import { ServerModule } from '../module';
import { CalendarEventAdminResolver } from './calendar-event-admin.resolver';
import { CalendarEventAdminService } from './calendar-event-admin.service';
import { calendarFeedRoutes } from './calendar-feed.routes';
import { CalendarEvent } from './calendar-event.entity';
import { calendarEventSeed } from './calendar-event.seed';
import { CalendarEventResolver } from './calendar-event.resolver';
import { calendarEventRoutes } from './calendar-event.routes';
import { CalendarEventService } from './calendar-event.service';
import { registerSeatMetrics } from './seat-metrics';
import { SeatService, SeatsFreedListener } from './seat.service';
import { CreateCalendarEvent1763830000000 } from './migrations/1763830000000-create-calendar-event';
import { CalendarEventEnrolment1763900000000 } from './migrations/1763900000000-calendar-event-enrolment';
import { CalendarEventSeatHoldHours1764200000000 } from './migrations/1764200000000-calendar-event-seat-hold-hours';
import { CalendarEventOffer1764660100000 } from './migrations/1764660100000-calendar-event-offer';
import { priceEventsOfLevel } from './event-pricing';

/** The services this module provides to the ones set up after it (ModuleContext.services). */
declare module '../module' {
  interface Services {
    calendar: CalendarEventService;
    seats: SeatService;
  }
  interface Events {
    /** Seats of an event or a family session became free, inside the transaction that freed them. */
    seatsFreed: SeatsFreedListener;
  }
}

/**
 * The practitioner event calendar: its events, the public `calendarEvents` query, the subscribable
 * /calendar.ics, and the seats of events and family sessions (the `seats` service). An event costs its
 * level's fee in the catalogue, or a named offer staff gave it until a day.
 */
export const calendarEventModule: ServerModule = {
  name: 'calendar-event',
  needs: ['audit', 'catalogue', 'siteChanges'],
  provides: ['calendar', 'seats'],
  emits: ['seatsFreed'],
  listens: ['levelChanging'],
  entities: [CalendarEvent],
  migrations: [
    CreateCalendarEvent1763830000000,
    CalendarEventEnrolment1763900000000,
    CalendarEventSeatHoldHours1764200000000,
    CalendarEventOffer1764660100000,
  ],
  seed: calendarEventSeed,
  resolvers: [CalendarEventResolver, CalendarEventAdminResolver],
  setup({ config, db, clock, services, events: moduleEvents, metrics }) {
    const events = db.dataSource.getRepository(CalendarEvent);
    const calendar = new CalendarEventService(events, clock);
    registerSeatMetrics(metrics, events, calendar);
    services.provide('calendar', calendar);
    const seats = new SeatService(
      db,
      calendar,
      services.get('siteChanges'),
      moduleEvents.emitter('seatsFreed'),
    );
    services.provide('seats', seats);
    const catalogue = services.get('catalogue');
    const admin = new CalendarEventAdminService(
      db,
      calendar,
      services.get('audit'),
      seats,
      catalogue,
      services.get('siteChanges'),
    );
    return {
      // An event's regular fee is its level's: a change of the level's fee prices its events with it.
      listeners: { levelChanging: priceEventsOfLevel(() => calendar.today()) },
      resolvers: [new CalendarEventResolver(calendar), new CalendarEventAdminResolver(admin)],
      routes: [
        ...calendarFeedRoutes(calendar, config.publicUrl),
        ...calendarEventRoutes(calendar, new URL(config.publicUrl).hostname),
      ],
    };
  },
};
