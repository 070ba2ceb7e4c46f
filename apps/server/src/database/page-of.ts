import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * One page of an ordered query's rows, with how many rows match on every page. The count leaves the
 * order out (TypeORM drops it), so ordering first costs the count nothing.
 */
export async function pageOf<T extends ObjectLiteral>(
  query: SelectQueryBuilder<T>,
  { page, limit }: { page: number; limit: number },
): Promise<{ rows: T[]; total: number }> {
  const total = await query.getCount();
  const rows = await query
    .offset((page - 1) * limit)
    .limit(limit)
    .getMany();
  return { rows, total };
}
