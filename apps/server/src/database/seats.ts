import type { EntityManager, EntityTarget } from 'typeorm';

/** A row that sells a number of seats: a calendar event or a family session. */
interface SeatedRow {
  id: string;
  seats: number;
  seatsTaken: number;
  isOpen: boolean;
  date: string;
}

/**
 * Takes `count` seats of an open row dated today or later, in one conditional UPDATE: the check and the
 * increment cannot be split by a concurrent booking (on MySQL the row lock orders them, on SQLite
 * transactions run one at a time). Returns whether the seats were taken; `where` adds the caller's rules.
 */
export async function takeSeats(
  manager: EntityManager,
  entity: EntityTarget<SeatedRow>,
  id: string,
  count: number,
  today: string,
  where: Record<string, unknown> = {},
): Promise<boolean> {
  let update = manager
    .createQueryBuilder()
    .update(entity)
    .set({ seatsTaken: () => `seatsTaken + ${Number(count)}` })
    .where('id = :id', { id })
    .andWhere('isOpen = :open', { open: true })
    .andWhere('date >= :today', { today })
    .andWhere('seatsTaken + :count <= seats', { count });
  for (const [column, value] of Object.entries(where)) {
    update = update.andWhere(`${column} = :${column}`, { [column]: value });
  }
  const result = await update.execute();
  return result.affected === 1;
}

/** Gives back seats a booking held (a cancellation or an erasure), never counting below zero. */
export async function releaseSeats(
  manager: EntityManager,
  entity: EntityTarget<SeatedRow>,
  id: string,
  count: number,
): Promise<void> {
  await manager
    .createQueryBuilder()
    .update(entity)
    .set({
      seatsTaken: () =>
        `CASE WHEN seatsTaken >= ${Number(count)} THEN seatsTaken - ${Number(count)} ELSE 0 END`,
    })
    .where('id = :id', { id })
    .execute();
}
