import { DataSource } from 'typeorm';
import { seedCalendarEvents } from './calendar-events.seed';
import { seedFamilySessions } from './family-sessions.seed';

export interface SeedReport {
  calendarEvents: number;
  familySessions: number;
}

/** Adds the published content a fresh database needs, all or nothing, and reports what it added. */
export function seedDatabase(dataSource: DataSource): Promise<SeedReport> {
  return dataSource.transaction(async (manager) => ({
    calendarEvents: await seedCalendarEvents(manager),
    familySessions: await seedFamilySessions(manager),
  }));
}

/** The one line the server prints about seeding at start. */
export function describeSeed(report: SeedReport): string {
  if (report.calendarEvents === 0 && report.familySessions === 0) {
    return 'Calendar events and family sessions already present: nothing seeded';
  }
  return `Seeded ${report.calendarEvents} calendar events and ${report.familySessions} family sessions`;
}
