import { type CatalogueSeedEntry, PROGRAMME_LEVELS } from '@academy/content';
import type { CalendarEventService } from '../calendar-event/calendar-event.service';
import type { CalendarEventListing } from '../calendar-event/calendar-event.type';
import type { CatalogueService } from '../catalogue/catalogue.service';

/** A calendar row as the pages show it: the fields of the web's CalendarEvents query, no more. */
export type PageCalendarRow = Omit<CalendarEventListing, 'seatsTaken'>;

/**
 * What a public page is rendered from (the web's SiteData, apps/web/app/site-data/site-data.ts): the
 * live calendar, the catalogue's fees and durations, and the provider's day.
 */
export interface SiteData {
  today: string;
  calendar: PageCalendarRow[];
  catalogue: CatalogueSeedEntry[];
  source: 'live';
}

/** Reads the live data every public page is rendered from: one read serves every page of a version. */
export class SiteDataReader {
  constructor(
    private readonly calendar: CalendarEventService,
    private readonly catalogue: CatalogueService,
  ) {}

  async read(): Promise<SiteData> {
    const [rows, levels] = await Promise.all([this.calendar.list(), this.catalogue.list()]);
    return {
      today: this.calendar.today(),
      calendar: rows.map(({ seatsTaken: _taken, ...row }) => row),
      catalogue: levels.map((level) => ({
        programme: level.programme,
        // Its place in the programme's teaching order, as the pages number levels and modules.
        rank: PROGRAMME_LEVELS[level.programme].indexOf(level.level) + 1,
        fee: { currency: level.currency, amount: level.feeAmount },
        durationDays: level.durationDays,
        hours: level.hours,
      })),
      source: 'live',
    };
  }
}
