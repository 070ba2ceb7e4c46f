import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { matchesAny } from '../../database/like';
import { FamilyBookingStatus } from './family-booking-status.enum';

/** What a list (and its CSV export) narrows the family bookings by. */
export interface FamilyBookingFilters {
  search?: string;
  sessionId?: string;
  status?: FamilyBookingStatus;
  /** Booked on or after this instant. */
  from?: Date;
  /** Booked before this instant. */
  to?: Date;
}

const SEARCHED_COLUMNS = [
  'familyMember0',
  'familyMember1',
  'familyMember2',
  'familyMember3',
  'email',
  'phone',
  'sessionVenue',
];

/**
 * Narrows a query of bookings (as `alias`); the search matches part of a member name, the e-mail, the
 * phone or the venue.
 */
export function filterFamilyBookings<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  filters: FamilyBookingFilters,
): SelectQueryBuilder<T> {
  if (filters.sessionId) qb.andWhere(`${alias}.sessionId = :sessionId`, { sessionId: filters.sessionId });
  if (filters.status) qb.andWhere(`${alias}.status = :status`, { status: filters.status });
  if (filters.from) qb.andWhere(`${alias}.createdAt >= :from`, { from: filters.from });
  if (filters.to) qb.andWhere(`${alias}.createdAt < :to`, { to: filters.to });
  const search = filters.search?.trim().toLowerCase();
  if (search)
    qb.andWhere(
      matchesAny(
        SEARCHED_COLUMNS.map((column) => `${alias}.${column}`),
        search,
      ),
    );
  return qb;
}
