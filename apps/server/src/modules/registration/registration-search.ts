import { Brackets, EntityManager, ObjectLiteral, SelectQueryBuilder, WhereExpressionBuilder } from 'typeorm';
import type { ProgrammeKey } from '@academy/content';
import { RegistrationSearchTerm } from './registration-search-term.entity';
import { PaymentStatus } from './payment-status.enum';
import { RegistrationStatus } from './registration-status.enum';
import { Registration } from './registration.entity';
import { LIKE_ESCAPE, prefixPattern } from '../../database/like';
import { registrationSearchTerms, searchWords } from './search-terms';
import { pageOf } from '../../database/page-of';
import { referenceCodeIn } from './reference-code';

/** Above this many distinct terms a driving word is matched by its prefix pattern instead. */
const MAX_DRIVING_TERMS = 8;

export interface RegistrationQuery {
  page: number;
  limit: number;
  search?: string;
  /** Only these programmes (all when empty). */
  programmes?: ProgrammeKey[];
  /** Only the registrations of this event. */
  eventId?: string;
  status?: RegistrationStatus;
  paymentStatus?: PaymentStatus;
  /** Only those with a payment received that matches no fee, not refunded in full yet. */
  unmatchedPayment?: boolean | null;
  /** Registered on or after this instant. */
  from?: Date;
  /** Registered before this instant. */
  to?: Date;
  sortBy?: RegistrationSortKey;
  /** Newest first unless said otherwise. */
  sortDirection?: 'ASC' | 'DESC';
}

/** What a list (and its CSV export) narrows the registrations by. */
export type RegistrationFilters = Pick<
  RegistrationQuery,
  'search' | 'programmes' | 'eventId' | 'status' | 'paymentStatus' | 'unmatchedPayment' | 'from' | 'to'
>;

/**
 * Narrows a query of registrations (as `alias`) to the filters; each search word must begin one of a
 * registration's terms, found through the term index. A search that can be a reference code (with or
 * without its dash) also finds the registration of that code.
 */
export function filterRegistrations<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  filters: RegistrationFilters,
  words = searchWords(filters.search ?? ''),
): SelectQueryBuilder<T> {
  if (filters.programmes?.length)
    qb.andWhere(`${alias}.programme IN (:...programmes)`, { programmes: filters.programmes });
  if (filters.eventId) qb.andWhere(`${alias}.eventId = :eventId`, { eventId: filters.eventId });
  if (filters.status) qb.andWhere(`${alias}.status = :status`, { status: filters.status });
  if (filters.paymentStatus)
    qb.andWhere(`${alias}.paymentStatus = :paymentStatus`, { paymentStatus: filters.paymentStatus });
  // The payment module keeps these (unmatched_payment); they are few, found by their registration.
  if (filters.unmatchedPayment)
    qb.andWhere(
      `EXISTS (SELECT 1 FROM unmatched_payment um WHERE um.registrationId = ${alias}.id AND um.refundedAt IS NULL)`,
    );
  if (filters.from) qb.andWhere(`${alias}.createdAt >= :from`, { from: filters.from });
  if (filters.to) qb.andWhere(`${alias}.createdAt < :to`, { to: filters.to });
  const everyWord = (where: WhereExpressionBuilder) =>
    words.forEach((word, index) => {
      where.andWhere(
        `${alias}.id IN (SELECT w${index}.registrationId FROM registration_search_term w${index} WHERE w${index}.term LIKE :word${index} ESCAPE '${LIKE_ESCAPE}')`,
        { [`word${index}`]: prefixPattern(word) },
      );
    });
  const code = referenceCodeIn(filters.search);
  if (!code) {
    everyWord(qb);
    return qb;
  }
  qb.andWhere(
    new Brackets((either) => {
      either.where(`${alias}.referenceCode = :code`, { code });
      if (words.length > 0) either.orWhere(new Brackets(everyWord));
    }),
  );
  return qb;
}

/** The columns staff can sort by, and what each sorts on. */
export const REGISTRATION_SORT_COLUMNS = {
  createdAt: ['r.createdAt'],
  name: ['r.lastName', 'r.firstName'],
  email: ['r.email'],
  city: ['r.city'],
  levelName: ['r.levelName'],
  mobileNo: ['r.mobileNo'],
  status: ['r.status'],
  holdUntil: ['r.holdUntil'],
} as const;
export type RegistrationSortKey = keyof typeof REGISTRATION_SORT_COLUMNS;

/** A page's registrations and how many match on every page. */
export interface RegistrationPage {
  rows: Registration[];
  total: number;
}

/** Writes (again) the words a registration is found by, with what the dashboard filters on. */
export async function writeSearchTerms(
  manager: EntityManager,
  row: Registration,
  { isNew = false }: { isNew?: boolean } = {},
): Promise<void> {
  // A new registration has no terms yet; deleting none would still take a gap lock on InnoDB, which
  // made concurrent enrolments wait on one another.
  if (!isNew) await manager.delete(RegistrationSearchTerm, { registrationId: row.id });
  const terms = registrationSearchTerms(row).map((term) => ({
    term,
    registrationId: row.id,
    programme: row.programme,
    status: row.status,
    createdAt: row.createdAt,
  }));
  if (terms.length > 0) {
    await manager
      .createQueryBuilder()
      .insert()
      .into(RegistrationSearchTerm)
      .values(terms)
      // Words that differ here may be one key under MariaDB's collation (every letter beyond the Basic
      // Multilingual Plane weighs the same): the one stored finds the registration for both. Only that
      // conflict is let pass (INSERT IGNORE would also turn a bad value into a warning).
      .orUpdate(['status'], ['term', 'registrationId'])
      .updateEntity(false)
      .execute();
  }
}

/**
 * Pages of registrations for staff. Without a search, straight from the registrations' own indexes.
 * With one, from the search-term index: the longest word drives (the terms it begins, on
 * (term, programme, createdAt), which already holds the filters and the order), each other word is
 * checked per candidate on (registrationId, term). Nothing scans the registrations per keystroke.
 */
export class RegistrationSearch {
  constructor(private readonly manager: () => EntityManager) {}

  page(query: RegistrationQuery): Promise<RegistrationPage> {
    const words = searchWords(query.search ?? '');
    const sorted = query.sortBy && query.sortBy !== 'createdAt';
    // An event's attendees are few, and the term index knows nothing of events: read them directly.
    // Nor does it know reference codes: a search that can be one is read with the code's own index.
    // Nor payments, which change after the terms are written: a payment filter reads the registrations.
    return words.length === 0 ||
      sorted ||
      query.eventId ||
      query.paymentStatus ||
      query.unmatchedPayment ||
      referenceCodeIn(query.search)
      ? this.fromRegistrations(query, words)
      : this.fromTerms(query, words);
  }

  /**
   * Newest first through the term index, then the page's registrations by primary key. A driving word
   * that begins only a few distinct terms is looked up by those terms (equality on the index's first
   * column, so the programme is matched in the index too); a registration holds a term once, so with a
   * single term nothing needs de-duplicating and the index already gives the newest-first order. A word
   * that begins no term at all ends the search before any row is read.
   */
  private async fromTerms(query: RegistrationQuery, words: string[]): Promise<RegistrationPage> {
    const expansions = await Promise.all(words.map((word) => this.termsBeginning(word)));
    if (expansions.some((terms) => terms?.length === 0)) return { rows: [], total: 0 };
    const params: Record<string, unknown> = {
      programmes: query.programmes,
      status: query.status,
      from: query.from,
      to: query.to,
    };
    // Which rows of the term table (alias) hold word i and pass the filters; each other word's rows
    // carry the filters too, so its lookup stays inside the same programme's part of the index.
    const termRows = (alias: string, index: number) => {
      const terms = expansions[index];
      if (terms) params[`terms${index}`] = terms;
      else params[`word${index}`] = prefixPattern(words[index]);
      return [
        terms
          ? `${alias}.term IN (:...terms${index})`
          : `${alias}.term LIKE :word${index} ESCAPE '${LIKE_ESCAPE}'`,
        query.programmes?.length ? `${alias}.programme IN (:...programmes)` : '',
        query.status ? `${alias}.status = :status` : '',
        query.from ? `${alias}.createdAt >= :from` : '',
        query.to ? `${alias}.createdAt < :to` : '',
      ]
        .filter(Boolean)
        .join(' AND ');
    };
    const others = words.slice(1);
    const matches = () => {
      const qb = this.manager().createQueryBuilder(RegistrationSearchTerm, 't').where(termRows('t', 0));
      others.forEach((_, index) => {
        const o = `o${index + 1}`;
        qb.andWhere(
          `EXISTS (SELECT 1 FROM registration_search_term ${o} WHERE ${o}.registrationId = t.registrationId AND ${termRows(o, index + 1)})`,
        );
      });
      return qb.setParameters(params);
    };
    const terms = expansions[0];
    const oneTerm = terms?.length === 1;
    const direction = query.sortDirection ?? 'DESC';
    const newestFirst = () => {
      const qb = matches().select('t.registrationId', 'id').addSelect('t.createdAt', 'createdAt');
      if (!oneTerm) qb.groupBy('t.registrationId').addGroupBy('t.createdAt');
      return qb.orderBy('t.createdAt', direction).addOrderBy('t.registrationId', direction);
    };
    const offset = (query.page - 1) * query.limit;
    let ids: { id: string }[];
    let total: number;
    if (others.length > 0) {
      // Every candidate of the driving word is checked against the other words: read the (smaller)
      // result whole once instead of checking them all again for the count.
      const all = await newestFirst().getRawMany<{ id: string }>();
      total = all.length;
      ids = all.slice(offset, offset + query.limit);
    } else {
      const [count] = await matches()
        .select(oneTerm ? 'COUNT(*)' : 'COUNT(DISTINCT t.registrationId)', 'total')
        .getRawMany<{ total: string }>();
      total = Number(count.total);
      ids = await newestFirst().offset(offset).limit(query.limit).getRawMany<{ id: string }>();
    }
    const rows = ids.length
      ? await this.manager()
          .getRepository(Registration)
          .findBy(ids.map(({ id }) => ({ id })))
      : [];
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { rows: ids.flatMap(({ id }) => byId.get(id) ?? []), total };
  }

  /**
   * The distinct terms that begin with `word`, found by one index seek each (databases do not skip
   * through an index for DISTINCT on a prefix range); undefined when there are more than a few, and a
   * prefix pattern serves better.
   */
  private async termsBeginning(word: string): Promise<string[] | undefined> {
    const terms: string[] = [];
    while (terms.length <= MAX_DRIVING_TERMS) {
      const qb = this.manager()
        .createQueryBuilder(RegistrationSearchTerm, 't')
        .select('t.term', 'term')
        .where(`t.term LIKE :word ESCAPE '${LIKE_ESCAPE}'`, { word: prefixPattern(word) });
      if (terms.length) qb.andWhere('t.term > :last', { last: terms[terms.length - 1] });
      const next = await qb.orderBy('t.term', 'ASC').limit(1).getRawOne<{ term: string }>();
      if (!next) return terms;
      terms.push(next.term);
    }
    return undefined;
  }

  /** Filters on the registrations themselves, sorted by any column; a search narrows by the term index. */
  private async fromRegistrations(query: RegistrationQuery, words: string[]): Promise<RegistrationPage> {
    const qb: SelectQueryBuilder<Registration> = this.manager()
      .getRepository(Registration)
      .createQueryBuilder('r');
    filterRegistrations(qb, 'r', query, words);
    const direction = query.sortDirection ?? 'DESC';
    for (const column of REGISTRATION_SORT_COLUMNS[query.sortBy ?? 'createdAt'])
      qb.addOrderBy(column, direction);
    // Ties keep a stable order across pages.
    if (query.sortBy && query.sortBy !== 'createdAt') qb.addOrderBy('r.createdAt', 'DESC');
    qb.addOrderBy('r.id', direction);
    return pageOf(qb, query);
  }
}
