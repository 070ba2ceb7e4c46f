import { Brackets, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { COUNTRIES, countryName } from '@academy/content';
import { AppError } from '../../common/app-error';
import { Database } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import { MailOutbox } from '../mail/mail-outbox';
import { Clock } from '../../common/clock';
import { ENQUIRY_SORT_COLUMNS, EnquirySortField, EnquiryView } from './enquiry-admin.type';
import { Enquiry } from './enquiry.entity';
import { EnquiryStatus } from './enquiry-status.enum';
import { matchesAny } from '../../database/like';
import { pageOf } from '../../database/page-of';
import { orderList } from '../../graphql/list-sort';
import { SortDirection } from '../../graphql/sorting';

export const ENQUIRY_NOT_FOUND = 'Enquiry not found';

export interface EnquiryQuery {
  page: number;
  limit: number;
  search?: string;
  status?: EnquiryStatus;
  from?: Date;
  to?: Date;
  sortBy?: EnquirySortField;
  sortDirection?: SortDirection;
}

/** What a list (and its CSV export) narrows the enquiries by. */
export type EnquiryFilters = Pick<EnquiryQuery, 'search' | 'status' | 'from' | 'to'>;

/** Narrows a query of enquiries (as `alias`); the search matches part of the name, e-mail, country, phone or status. */
export function filterEnquiries<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  alias: string,
  filters: EnquiryFilters,
): SelectQueryBuilder<T> {
  if (filters.status) qb.andWhere(`${alias}.status = :status`, { status: filters.status });
  if (filters.from) qb.andWhere(`${alias}.createdAt >= :from`, { from: filters.from });
  if (filters.to) qb.andWhere(`${alias}.createdAt < :to`, { to: filters.to });
  const search = filters.search?.trim().toLowerCase();
  if (search) {
    const countries = COUNTRIES.filter((c) => c.name.toLowerCase().includes(search)).map((c) => c.code);
    qb.andWhere(
      new Brackets((where) => {
        where.where(
          matchesAny(
            [
              `${alias}.firstName`,
              `${alias}.lastName`,
              `${alias}.email`,
              `${alias}.phoneNumber`,
              `${alias}.country`,
              `${alias}.status`,
              `CONCAT(${alias}.firstName, ' ', ${alias}.lastName)`,
            ],
            search,
          ),
        );
        if (countries.length > 0) where.orWhere(`${alias}.country IN (:...countries)`, { countries });
      }),
    );
  }
  return qb;
}

export function toEnquiryView(enquiry: Enquiry): EnquiryView {
  return {
    ...enquiry,
    fullName: `${enquiry.firstName} ${enquiry.lastName}`,
    countryName: countryName(enquiry.country),
  };
}

/** Staff's inbox of enquiries: listing, status, history and erasure. */
export class EnquiryAdminService {
  constructor(
    private readonly db: Database,
    private readonly mail: MailOutbox,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  private get enquiries(): Repository<Enquiry> {
    return this.db.dataSource.getRepository(Enquiry);
  }

  /**
   * A page of enquiries, newest first unless sorted by another column; the search matches part of the
   * name, e-mail, country, phone or status.
   */
  async list(query: EnquiryQuery): Promise<{ rows: Enquiry[]; total: number }> {
    const qb = filterEnquiries(this.enquiries.createQueryBuilder('m'), 'm', query);
    const sortBy = query.sortBy ?? EnquirySortField.CREATED_AT;
    return pageOf(
      orderList(qb, 'm', ENQUIRY_SORT_COLUMNS, sortBy, query.sortDirection ?? SortDirection.DESC),
      query,
    );
  }

  async find(id: string): Promise<Enquiry> {
    const enquiry = await this.enquiries.findOneBy({ id });
    if (!enquiry) throw AppError.notFound(ENQUIRY_NOT_FOUND);
    return enquiry;
  }

  history(id: string) {
    return this.audit.history('enquiry', id);
  }

  async setStatus(id: string, status: EnquiryStatus, actor: Actor): Promise<Enquiry> {
    const current = await this.find(id);
    if (current.status === status) return current;
    await this.db.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Enquiry)
        .set({ status })
        .where('id = :id AND status = :from', { id, from: current.status })
        .execute();
      if (result.affected !== 1)
        throw AppError.conflict('The enquiry was changed meanwhile. Please reload it.');
      await this.audit.record(manager, actor, {
        action: 'enquiry.status',
        subjectKind: 'enquiry',
        subjectId: id,
        summary: `Status ${current.status} → ${status}`,
      });
    });
    return { ...current, status };
  }

  /** Erases an enquiry and its queued mails for good; the log keeps only that it happened. */
  async erase(id: string, actor: Actor): Promise<void> {
    await this.find(id);
    await this.db.transaction(async (manager) => {
      await manager.delete(Enquiry, { id });
      await this.mail.erase(manager, 'enquiry', id);
      await this.audit.recordErasure(manager, actor, {
        subjectKind: 'enquiry',
        subjectId: id,
        summary: `Erased on request (${this.clock.now().toISOString()})`,
      });
    });
  }
}
