import { CATALOGUE_LEVELS, type CatalogueLevel } from '@academy/content';
import { Seed } from '../../database/seed';
import { ProgrammeLevel } from './programme-level.entity';

/** The row of a content level: its id is the programme and its rank there ('DECODE-2'). */
export function programmeLevelRow(level: CatalogueLevel, now: Date): ProgrammeLevel {
  return {
    id: `${level.programme}-${level.rank}`,
    programme: level.programme,
    level: level.level,
    feeAmount: level.fee.amount,
    currency: level.fee.currency,
    durationDays: level.durationDays,
    hours: level.hours,
    updatedAt: now,
  };
}

/**
 * Puts every level of the content's catalogue the table lacks into it: all of them on first start, and
 * a level a later release adds. A level already there is left alone, so staff's fees survive restarts.
 */
export const catalogueSeed: Seed = {
  name: 'programmeLevels',
  rows: 'programme levels',
  async fill(manager) {
    const repository = manager.getRepository(ProgrammeLevel);
    const before = await repository.count();
    const now = new Date();
    // OR IGNORE: a level already stored (by id, or by programme and name) keeps staff's terms, and two
    // instances starting together on one MySQL do not fail on each other's rows.
    await repository
      .createQueryBuilder()
      .insert()
      .values(CATALOGUE_LEVELS.map((level) => programmeLevelRow(level, now)))
      .orIgnore()
      .updateEntity(false)
      .execute();
    return (await repository.count()) - before;
  },
};
