import { DataSource } from 'typeorm';
import { seedCalendarEvents } from './calendar-events.seed';

export interface SeedReport {
  calendarEvents: number;
}

/** Adds the published content a fresh database needs, all or nothing, and reports what it added. */
export function seedDatabase(dataSource: DataSource): Promise<SeedReport> {
  return dataSource.transaction(async (manager) => ({
    calendarEvents: await seedCalendarEvents(manager),
  }));
}

/** The one line the server prints about seeding at start. */
export function describeSeed(report: SeedReport): string {
  return report.calendarEvents > 0
    ? `Seeded ${report.calendarEvents} calendar events`
    : 'Calendar events already present: nothing seeded';
}
