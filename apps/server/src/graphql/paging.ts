import { ArgsType, ClassType, Field, Int, ObjectType } from 'type-graphql';
import { AppError } from '../common/app-error';
import { COST, FieldCost, rowsCost } from './query-cost';

/** Admin lists answer at most this many rows per request, and 10 unless asked (SPEC.md 9). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
/** No list has this many pages of 100; a larger page number only makes the database skip rows. */
export const MAX_PAGE = 100_000;

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 1, description: `From 1 to ${MAX_PAGE}` })
  page: number;

  @Field(() => Int, { defaultValue: DEFAULT_PAGE_SIZE, description: `1 to ${MAX_PAGE_SIZE}` })
  limit: number;
}

/** The page asked for, or a BAD_INPUT naming the argument. */
export function readPage({ page, limit }: PageArgs): { page: number; limit: number } {
  const errors = [];
  if (!isPageNumber(page)) errors.push({ field: 'page', message: PAGE_MESSAGE });
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_SIZE) {
    errors.push({ field: 'limit', message: `limit must be from 1 to ${MAX_PAGE_SIZE}` });
  }
  if (errors.length > 0) throw AppError.badInput(errors);
  return { page, limit };
}

const PAGE_MESSAGE = `page must be from 1 to ${MAX_PAGE}`;

function isPageNumber(page: number): boolean {
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE;
}

/**
 * The page a REST list asks for (`?page=&limit=`), read as leniently as old clients expect: a value
 * that is not a whole number falls back to the default, and the limit is kept within 1 to MAX_PAGE_SIZE.
 * A page number beyond MAX_PAGE is refused (BAD_INPUT naming `page`): the database cannot skip that far.
 */
export function readRestPage(
  query: Record<string, unknown>,
  defaultLimit: number,
): { page: number; limit: number } {
  const number = (value: unknown, fallback: number) =>
    typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : fallback;
  const page = Math.max(1, number(query.page, 1));
  if (!isPageNumber(page)) throw AppError.badInput([{ field: 'page', message: PAGE_MESSAGE }]);
  return { page, limit: Math.min(MAX_PAGE_SIZE, Math.max(1, number(query.limit, defaultLimit))) };
}

/**
 * A page costs its query and its fields once per row it may return. A limit out of range is refused by
 * readPage; it is costed as the nearest one in range, so a negative limit never lowers a query's cost.
 */
export const pagedComplexity: FieldCost = ({ args, childComplexity }) => {
  const limit = Number(args.limit ?? DEFAULT_PAGE_SIZE);
  const rows = Number.isFinite(limit)
    ? Math.min(Math.max(Math.ceil(limit), 1), MAX_PAGE_SIZE)
    : MAX_PAGE_SIZE;
  return COST.query + rowsCost(rows, childComplexity);
};

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

/** The GraphQL type of a page of `itemType`, named `<name>Page`. */
export function PagedType<T extends object>(itemType: ClassType<T>, name: string) {
  @ObjectType(`${name}Page`, { description: `A page of ${name} rows, newest first unless sorted otherwise` })
  abstract class Page implements Paged<T> {
    @Field(() => [itemType])
    items: T[];

    @Field(() => Int, { description: 'Rows matching, on every page' })
    total: number;

    @Field(() => Int)
    page: number;

    @Field(() => Int)
    limit: number;

    @Field(() => Int)
    totalPages: number;
  }
  return Page;
}

export function toPaged<T>(items: T[], total: number, page: number, limit: number): Paged<T> {
  return { items, total, page, limit, totalPages: Math.ceil(total / limit) };
}
