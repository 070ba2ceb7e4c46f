import { DataSource, EntityManager } from 'typeorm';

/** Published content a module puts into its tables while they are empty (calendar events, family sessions). */
export interface Seed {
  /** The seed's count in the report, e.g. `calendarEvents`. */
  name: string;
  /** What the start-up line calls its rows, e.g. 'calendar events'. */
  rows: string;
  /** Fills the module's table if it is empty (see fillIfEmpty); returns how many rows it added. */
  fill(manager: EntityManager): Promise<number>;
}

/** How many rows each seed added, by seed name. */
export type SeedReport = Record<string, number>;

/** Runs the seeds in order, all or nothing, and reports what each added. */
export function seedDatabase(dataSource: DataSource, seeds: readonly Seed[]): Promise<SeedReport> {
  return dataSource.transaction(async (manager) => {
    const report: SeedReport = {};
    for (const seed of seeds) report[seed.name] = await seed.fill(manager);
    return report;
  });
}

/** The one line the server prints about seeding at start. */
export function describeSeed(seeds: readonly Seed[], report: SeedReport): string {
  if (seeds.every((seed) => !report[seed.name])) {
    const what = inWords(seeds.map((seed) => seed.rows));
    return `${what.charAt(0).toUpperCase()}${what.slice(1)} already present: nothing seeded`;
  }
  return `Seeded ${inWords(seeds.map((seed) => `${report[seed.name] ?? 0} ${seed.rows}`))}`;
}

/** 'a', 'a and b', 'a, b and c'. */
function inWords(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
