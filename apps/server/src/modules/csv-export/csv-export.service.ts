import { setImmediate } from 'node:timers/promises';
import { EntityTarget, ObjectLiteral } from 'typeorm';
import { PROGRAMMES } from '@academy/content';
import { AppError } from '../../common/app-error';
import { Database } from '../../database/database';
import { Enquiry } from '../enquiry/enquiry.entity';
import { FamilyBooking } from '../family-booking/family-booking.entity';
import { familyMembers } from '../family-booking/family-booking.view';
import { Registration } from '../registration/registration.entity';
import { CsvColumn, csvChunks } from './csv';
import { CsvExport, ExportTable } from './csv-export.type';

/** One export answers at most this many rows; a longer range is refused with advice to narrow it. */
export const MAX_EXPORT_ROWS = 20_000;

const REGISTRATION_COLUMNS: CsvColumn<Registration>[] = [
  { header: 'Registration', value: (r) => r.id },
  { header: 'Registered at', value: (r) => r.createdAt },
  { header: 'Status', value: (r) => r.status },
  { header: 'Programme', value: (r) => PROGRAMMES[r.programme]?.name ?? r.programme },
  { header: 'Level', value: (r) => r.levelName },
  { header: 'Workshop', value: (r) => r.city },
  { header: 'First name', value: (r) => r.firstName },
  { header: 'Middle name', value: (r) => r.middleName },
  { header: 'Last name', value: (r) => r.lastName },
  { header: 'Name on certificate', value: (r) => r.nameAsCertificate },
  { header: 'Email', value: (r) => r.email },
  { header: 'Mobile', value: (r) => r.mobileNo },
  { header: 'Telephone', value: (r) => r.TelNo },
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
];

const ENQUIRY_COLUMNS: CsvColumn<Enquiry>[] = [
  { header: 'Enquiry', value: (m) => m.id },
  { header: 'Received at', value: (m) => m.createdAt },
  { header: 'Status', value: (m) => m.status },
  { header: 'First name', value: (m) => m.firstName },
  { header: 'Last name', value: (m) => m.lastName },
  { header: 'Email', value: (m) => m.email },
  { header: 'Phone', value: (m) => m.phoneNumber },
  { header: 'Country', value: (m) => m.country },
  { header: 'Zip code', value: (m) => m.zipCode },
  { header: 'Message', value: (m) => m.message },
];

const FAMILY_BOOKING_COLUMNS: CsvColumn<FamilyBooking>[] = [
  { header: 'Booking', value: (b) => b.id },
  { header: 'Booked at', value: (b) => b.createdAt },
  { header: 'Status', value: (b) => b.status },
  { header: 'Session', value: (b) => b.sessionVenue },
  { header: 'Date', value: (b) => b.sessionDate },
  { header: 'Time slot', value: (b) => b.sessionSlot },
  { header: 'Family members', value: (b) => familyMembers(b).join('; ') },
  { header: 'Seats', value: (b) => b.seats },
  { header: 'Email', value: (b) => b.email },
  { header: 'Phone', value: (b) => b.phone },
];

/** The end of the range is exclusive; a range is the instants from `from` up to `to`. */
export interface ExportRange {
  from: Date;
  to: Date;
}

/** A CSV file as it is written: its name, and its text in chunks read from the database batch by batch. */
export interface CsvFile {
  filename: string;
  chunks: AsyncIterable<string>;
}

/** A table's export with its row type closed over: how many rows a range holds, and their CSV text. */
interface CsvSource {
  count(range: ExportRange): Promise<number>;
  chunks(range: ExportRange): AsyncIterable<string>;
}

type ExportRow = ObjectLiteral & { id: string; createdAt: Date };

/** Rows read per database query while a file is written: short queries, little held at once. */
export const EXPORT_BATCH_ROWS = 500;

/**
 * CSV exports of the admin tables over a date range, oldest first. Every export pages through the
 * database in batches, so no request holds the event loop, or the rows of a long range, at once: the
 * REST download streams its file; the GraphQL export (one string) is capped at MAX_EXPORT_ROWS.
 */
export class CsvExportService {
  constructor(
    private readonly db: Database,
    private readonly batchRows = EXPORT_BATCH_ROWS,
  ) {}

  /** The file of one table over a range, to stream; nothing is read until its chunks are. */
  open(table: ExportTable, { from, to }: ExportRange): CsvFile {
    if (!(from < to)) {
      throw AppError.badInput([{ field: 'to', message: 'The end of the range must be after its start' }]);
    }
    const day = (date: Date) => date.toISOString().slice(0, 10);
    // `to` is exclusive: the file is named after the day of the range's last millisecond.
    const filename = `${table}-${day(from)}-to-${day(new Date(to.getTime() - 1))}.csv`;
    return { filename, chunks: this.source(table).chunks({ from, to }) };
  }

  /** The whole file as one string, for GraphQL; a range of more than MAX_EXPORT_ROWS rows is refused. */
  async export(table: ExportTable, from: Date, to: Date): Promise<CsvExport> {
    const file = this.open(table, { from, to });
    const rows = await this.source(table).count({ from, to });
    if (rows > MAX_EXPORT_ROWS) {
      const message = `More than ${MAX_EXPORT_ROWS} rows: choose a shorter date range`;
      throw AppError.badInput([{ field: 'from', message }], message);
    }
    let content = '';
    for await (const chunk of file.chunks) content += chunk;
    return { filename: file.filename, rows, content };
  }

  private source(table: ExportTable): CsvSource {
    switch (table) {
      case ExportTable.REGISTRATIONS:
        return this.sourceOf(Registration, REGISTRATION_COLUMNS);
      case ExportTable.ENQUIRIES:
        return this.sourceOf(Enquiry, ENQUIRY_COLUMNS);
      case ExportTable.FAMILY_BOOKINGS:
        return this.sourceOf(FamilyBooking, FAMILY_BOOKING_COLUMNS);
    }
  }

  private sourceOf<T extends ExportRow>(entity: EntityTarget<T>, columns: CsvColumn<T>[]): CsvSource {
    const inRange = ({ from, to }: ExportRange) =>
      this.db.manager
        .createQueryBuilder(entity, 'row')
        .where('row.createdAt >= :from AND row.createdAt < :to', { from, to });
    const batchRows = this.batchRows;
    // Keyset paging: each batch starts after the last row of the one before, however far in it is.
    async function* batches(range: ExportRange): AsyncGenerator<T[]> {
      let last: T | undefined;
      for (;;) {
        const query = inRange(range).orderBy('row.createdAt', 'ASC').addOrderBy('row.id', 'ASC');
        if (last) {
          // Written so that the createdAt index seeks to the first row rather than scanning to it.
          query.andWhere('row.createdAt >= :at AND (row.createdAt > :at OR row.id > :id)', {
            at: last.createdAt,
            id: last.id,
          });
        }
        const rows = await query.limit(batchRows).getMany();
        if (rows.length > 0) yield rows;
        if (rows.length < batchRows) return;
        last = rows[rows.length - 1];
        // The embedded SQLite driver answers synchronously, so awaiting it lets no other request in:
        // give them their turn between batches.
        await setImmediate();
      }
    }
    return {
      count: (range) => inRange(range).getCount(),
      chunks: (range) => csvChunks(batches(range), columns),
    };
  }
}
