import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { SortDirection } from './sorting';

/**
 * Orders a list by one of its sort keys (each names the columns it sorts on), then newest first and by
 * id, so rows that tie keep one order from page to page.
 */
export function orderList<T extends ObjectLiteral, Key extends string>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  columns: Readonly<Record<Key, readonly string[]>>,
  sortBy: Key,
  direction: SortDirection,
): SelectQueryBuilder<T> {
  const sorted = columns[sortBy];
  for (const column of sorted) qb.addOrderBy(`${alias}.${column}`, direction);
  if (!sorted.includes('createdAt')) qb.addOrderBy(`${alias}.createdAt`, SortDirection.DESC);
  return qb.addOrderBy(`${alias}.id`, direction);
}
