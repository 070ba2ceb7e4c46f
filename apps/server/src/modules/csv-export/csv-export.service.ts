import { setImmediate } from 'node:timers/promises';
import { EntityTarget, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { PROGRAMMES, PROVIDER, type ProgrammeKey, minorUnitsPerUnit } from '@academy/content';
import { AppError } from '../../common/app-error';
import { checkDateRange } from '../../common/date-range';
import { checkBulkIds } from '../../graphql/bulk';
import { Database } from '../../database/database';
import { filterEnquiries } from '../enquiry/enquiry-admin.service';
import { EnquiryStatus } from '../enquiry/enquiry-status.enum';
import { Enquiry } from '../enquiry/enquiry.entity';
import { filterFamilyBookings } from '../family-booking/family-booking-filters';
import { FamilyBookingStatus } from '../family-booking/family-booking-status.enum';
import { FamilyBooking } from '../family-booking/family-booking.entity';
import { familyMembers } from '../family-booking/family-booking.view';
import { languageName } from '../mail/mail-locale';
import { PaymentStatus } from '../registration/payment-status.enum';
import { filterRegistrations } from '../registration/registration-search';
import { RegistrationStatus } from '../registration/registration-status.enum';
import { Registration } from '../registration/registration.entity';
import { ATTENDANCE_COLUMNS, AttendedRegistration, withAttendance } from './attendance-columns';
import { CsvColumn, csvChunks, phoneText, zonedIso } from './csv';
import { CsvExport, ExportTable } from './csv-export.type';

/** One export answers at most this many rows; a longer range is refused with advice to narrow it. */
export const MAX_EXPORT_ROWS = 20_000;

/** An amount in minor units as a number of the currency's units ('375.00'), for a spreadsheet. */
const inUnits = (amount: number | null, currency: string | null) =>
  amount !== null && currency
    ? (amount / minorUnitsPerUnit(currency)).toFixed(minorUnitsPerUnit(currency) === 1 ? 0 : 2)
    : null;

export const REGISTRATION_COLUMNS: CsvColumn<AttendedRegistration>[] = [
  { header: 'Registration', value: (r) => r.id },
  // The code registrants quote when they write or pay by transfer.
  { header: 'Reference', value: (r) => r.referenceCode },
  { header: 'Registered at', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => r.status },
  { header: 'Payment', value: (r) => r.paymentStatus },
  { header: 'Amount paid', value: (r) => inUnits(r.amountPaid, r.paymentCurrency) },
  { header: 'Currency', value: (r) => r.paymentCurrency },
  { header: 'Payment reference', value: (r) => r.paymentReference },
  { header: 'Paid at', value: (r) => r.paidAt },
  // What it owes, recorded at enrolment: the event's fee that day, an offer's price while one applied.
  { header: 'Fee', value: (r) => inUnits(r.feeAmount, r.feeCurrency) },
  { header: 'Fee currency', value: (r) => r.feeCurrency },
  { header: 'Fee offer', value: (r) => r.feeOffer },
  { header: 'Programme', value: (r) => PROGRAMMES[r.programme]?.name ?? r.programme },
  { header: 'Level', value: (r) => r.levelName },
  { header: 'Workshop', value: (r) => r.city },
  { header: 'First name', value: (r) => r.firstName },
  { header: 'Middle name', value: (r) => r.middleName },
  { header: 'Last name', value: (r) => r.lastName },
  { header: 'Name on certificate', value: (r) => r.nameAsCertificate },
  { header: 'Email', value: (r) => r.email },
  // As the registrant typed them, kept as text.
  { header: 'Mobile', value: (r) => phoneText(r.mobileNo) },
  { header: 'Telephone', value: (r) => phoneText(r.TelNo) },
  { header: 'Date of birth', value: (r) => r.dob },
  { header: 'Occupation', value: (r) => r.occupation },
  { header: 'Current address', value: (r) => r.currentAddress },
  { header: 'Permanent address', value: (r) => r.permanenetAddress },
  { header: 'Venue', value: (r) => r.venue },
  { header: 'Course date', value: (r) => r.courseDetailDate },
  { header: 'Course time', value: (r) => r.courseDetailTime },
  { header: 'Heard about us', value: (r) => r.hearAbout },
  { header: 'News by e-mail', value: (r) => r.communicationPreferences },
  { header: 'Office', value: (r) => r.office },
  // The language the registration was made in (issue 30): its mails and certificate are in it.
  { header: 'Language', value: (r) => languageName(r.locale) },
  ...ATTENDANCE_COLUMNS,
];

export const ENQUIRY_COLUMNS: CsvColumn<Enquiry>[] = [
  { header: 'Enquiry', value: (m) => m.id },
  { header: 'Received at', value: (m) => m.createdAt },
  { header: 'Status', value: (m) => m.status },
  { header: 'First name', value: (m) => m.firstName },
  { header: 'Last name', value: (m) => m.lastName },
  { header: 'Email', value: (m) => m.email },
  { header: 'Phone', value: (m) => phoneText(m.phoneNumber) },
  { header: 'Country', value: (m) => m.country },
  { header: 'Zip code', value: (m) => m.zipCode },
  { header: 'Message', value: (m) => m.message },
];

export const FAMILY_BOOKING_COLUMNS: CsvColumn<FamilyBooking>[] = [
  { header: 'Booking', value: (b) => b.id },
  { header: 'Booked at', value: (b) => b.createdAt },
  { header: 'Status', value: (b) => b.status },
  { header: 'Session', value: (b) => b.sessionVenue },
  { header: 'Date', value: (b) => b.sessionDate },
  { header: 'Time slot', value: (b) => b.sessionSlot },
  { header: 'Family members', value: (b) => familyMembers(b).join('; ') },
  { header: 'Seats', value: (b) => b.seats },
  { header: 'Email', value: (b) => b.email },
  { header: 'Phone', value: (b) => phoneText(b.phone) },
];

/**
 * What an export narrows its table by, as its screen does: the created-at range (`to` exclusive; either
 * end open), the search, and the filters the table knows (programme, event and payment status for
 * registrations; its own statuses; session for family bookings); with ids, only those rows (the list's
 * selection).
 */
export interface ExportFilters {
  from?: Date;
  to?: Date;
  search?: string;
  programmes?: ProgrammeKey[];
  eventId?: string;
  status?: string;
  /** Registrations: only those in this payment status. */
  paymentStatus?: PaymentStatus;
  /** Registrations: only those with a payment that matches no fee, not refunded in full. */
  unmatchedPayment?: boolean | null;
  sessionId?: string;
  /** Only these rows (a selection in the list). */
  ids?: string[];
}

/** A CSV file as it is written: its name, and its text in chunks read from the database batch by batch. */
export interface CsvFile {
  filename: string;
  chunks: AsyncIterable<string>;
}

/** A table's export with its row type closed over: how many rows the filters hold, and their CSV text. */
interface CsvSource {
  count(filters: ExportFilters): Promise<number>;
  chunks(filters: ExportFilters): AsyncIterable<string>;
}

/** Each table's statuses by the names its GraphQL list takes them (IN_PROGRESS), and their stored values. */
const STATUSES: Record<ExportTable, Record<string, string>> = {
  [ExportTable.REGISTRATIONS]: RegistrationStatus,
  [ExportTable.ENQUIRIES]: EnquiryStatus,
  [ExportTable.FAMILY_BOOKINGS]: FamilyBookingStatus,
};

/** The provider's day of an instant, for file names. */
const providerDay = (date: Date) => zonedIso(date, PROVIDER.timeZone).slice(0, 10);

/** The filters as the database reads them (a status by its stored value); bad ones are refused. */
function checkedFilters(table: ExportTable, filters: ExportFilters): ExportFilters {
  checkDateRange(filters);
  const statuses = STATUSES[table];
  if (filters.status && !Object.hasOwn(statuses, filters.status)) {
    const message = `Status must be one of ${Object.keys(statuses).join(', ')}`;
    throw AppError.badInput([{ field: 'status', message }]);
  }
  if (filters.paymentStatus && table !== ExportTable.REGISTRATIONS) {
    const message = 'Only registrations have a payment status';
    throw AppError.badInput([{ field: 'paymentStatus', message }]);
  }
  if (filters.unmatchedPayment && table !== ExportTable.REGISTRATIONS) {
    const message = 'Only registrations receive payments';
    throw AppError.badInput([{ field: 'unmatchedPayment', message }]);
  }
  const ids = filters.ids && checkBulkIds(filters.ids);
  return { ...filters, status: filters.status && statuses[filters.status], ids };
}

function fileName(table: ExportTable, { from, to }: ExportFilters): string {
  // `to` is exclusive: the file is named after the day of the range's last millisecond.
  const last = to && providerDay(new Date(to.getTime() - 1));
  if (from && last) return `${table}-${providerDay(from)}-to-${last}.csv`;
  if (from) return `${table}-from-${providerDay(from)}.csv`;
  if (last) return `${table}-to-${last}.csv`;
  return `${table}.csv`;
}

type ExportRow = ObjectLiteral & { id: string; createdAt: Date };

/** Rows read per database query while a file is written: short queries, little held at once. */
export const EXPORT_BATCH_ROWS = 500;

/**
 * CSV exports of the admin tables as their screens filter them, oldest first. Every export pages through the
 * database in batches, so no request holds the event loop, or the rows of a long range, at once: the
 * REST download streams its file; the GraphQL export (one string) is capped at MAX_EXPORT_ROWS.
 */
export class CsvExportService {
  constructor(
    private readonly db: Database,
    private readonly batchRows = EXPORT_BATCH_ROWS,
  ) {}

  /** The file of one table's filtered rows, to stream; nothing is read until its chunks are. */
  open(table: ExportTable, filters: ExportFilters): CsvFile {
    const chunks = this.source(table).chunks(checkedFilters(table, filters));
    return { filename: fileName(table, filters), chunks };
  }

  /** The whole file as one string, for GraphQL; more than MAX_EXPORT_ROWS rows are refused. */
  async export(table: ExportTable, filters: ExportFilters): Promise<CsvExport> {
    const file = this.open(table, filters);
    const rows = await this.source(table).count(checkedFilters(table, filters));
    if (rows > MAX_EXPORT_ROWS) {
      const message = `More than ${MAX_EXPORT_ROWS} rows: choose a shorter date range or narrower filters`;
      throw AppError.badInput([{ field: 'from', message }], message);
    }
    let content = '';
    for await (const chunk of file.chunks) content += chunk;
    return { filename: file.filename, rows, content };
  }

  private source(table: ExportTable): CsvSource {
    switch (table) {
      case ExportTable.REGISTRATIONS:
        return this.sourceOf(
          Registration,
          REGISTRATION_COLUMNS,
          (qb, filters) =>
            filterRegistrations(qb, 'row', {
              ...filters,
              status: filters.status as RegistrationStatus | undefined,
            }),
          (rows) => withAttendance(this.db, rows),
        );
      case ExportTable.ENQUIRIES:
        return this.sourceOf(Enquiry, ENQUIRY_COLUMNS, (qb, filters) =>
          filterEnquiries(qb, 'row', { ...filters, status: filters.status as EnquiryStatus | undefined }),
        );
      case ExportTable.FAMILY_BOOKINGS:
        return this.sourceOf(FamilyBooking, FAMILY_BOOKING_COLUMNS, (qb, filters) =>
          filterFamilyBookings(qb, 'row', {
            ...filters,
            status: filters.status as FamilyBookingStatus | undefined,
          }),
        );
    }
  }

  /** `complete` adds to each batch what its columns read beside the table's own (a registration's check-ins). */
  private sourceOf<T extends ExportRow>(
    entity: EntityTarget<T>,
    columns: CsvColumn<T>[],
    filter: (qb: SelectQueryBuilder<T>, filters: ExportFilters) => SelectQueryBuilder<T>,
    complete: (rows: T[]) => Promise<T[]> = async (rows) => rows,
  ): CsvSource {
    const matching = (filters: ExportFilters) => {
      const query = filter(this.db.manager.createQueryBuilder(entity, 'row'), filters);
      return filters.ids ? query.andWhere('row.id IN (:...ids)', { ids: filters.ids }) : query;
    };
    const batchRows = this.batchRows;
    // Keyset paging: each batch starts after the last row of the one before, however far in it is.
    async function* batches(filters: ExportFilters): AsyncGenerator<T[]> {
      let last: T | undefined;
      for (;;) {
        const query = matching(filters).orderBy('row.createdAt', 'ASC').addOrderBy('row.id', 'ASC');
        if (last) {
          // Written so that the createdAt index seeks to the first row rather than scanning to it.
          query.andWhere('row.createdAt >= :at AND (row.createdAt > :at OR row.id > :id)', {
            at: last.createdAt,
            id: last.id,
          });
        }
        const rows = await query.limit(batchRows).getMany();
        if (rows.length > 0) yield await complete(rows);
        if (rows.length < batchRows) return;
        last = rows[rows.length - 1];
        // The embedded SQLite driver answers synchronously, so awaiting it lets no other request in:
        // give them their turn between batches.
        await setImmediate();
      }
    }
    return {
      count: (filters) => matching(filters).getCount(),
      chunks: (filters) => csvChunks(batches(filters), columns, PROVIDER.timeZone),
    };
  }
}
