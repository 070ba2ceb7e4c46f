import { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';

/**
 * Fills an empty table with the published rows and returns how many it added. A table that holds any
 * row is left alone, so staff edits and deletions survive every restart.
 */
export async function fillIfEmpty<T extends ObjectLiteral>(
  manager: EntityManager,
  entity: EntityTarget<T>,
  rows: T[],
): Promise<number> {
  const repository = manager.getRepository(entity);
  if ((await repository.count()) > 0) return 0;
  // OR IGNORE: when two instances start together on one MySQL, the second finds the rows of the first
  // instead of failing on the primary key; counting afterwards reports only what this one added.
  await repository.createQueryBuilder().insert().values(rows).orIgnore().updateEntity(false).execute();
  return repository.count();
}
