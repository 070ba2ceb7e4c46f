import type { CalendarEventService } from '../calendar-event/calendar-event.service';
import type { CalendarEventListing } from '../calendar-event/calendar-event.type';

/** A calendar row as the pages show it: the fields of the web's CalendarEvents query, no more. */
export type PageCalendarRow = Omit<CalendarEventListing, 'seatsTaken'>;

/**
 * What a public page is rendered from (the web's SiteData, apps/web/app/site-data/site-data.ts): the
 * live calendar and the provider's day.
 */
export interface SiteData {
  today: string;
  calendar: PageCalendarRow[];
  source: 'live';
}

/** Reads the live data every public page is rendered from: one read serves every page of a version. */
export class SiteDataReader {
  constructor(private readonly calendar: CalendarEventService) {}

  async read(): Promise<SiteData> {
    const rows = await this.calendar.list();
    return {
      today: this.calendar.today(),
      calendar: rows.map(({ seatsTaken: _taken, ...row }) => row),
      source: 'live',
    };
  }
}
