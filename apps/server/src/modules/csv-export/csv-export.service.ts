import { Between } from 'typeorm';
import { PROGRAMMES } from '@academy/content';
import { AppError } from '../../common/app-error';
import { Database } from '../../database/database';
import { Enquiry } from '../enquiry/enquiry.entity';
import { FamilyBooking } from '../family-booking/family-booking.entity';
import { familyMembers } from '../family-booking/family-booking.view';
import { Registration } from '../registration/registration.entity';
import { CsvColumn, toCsv } from './csv';
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

/** CSV exports of the admin tables over a date range, oldest first. */
export class CsvExportService {
  constructor(private readonly db: Database) {}

  async export(table: ExportTable, from: Date, to: Date): Promise<CsvExport> {
    if (!(from < to)) {
      throw AppError.badInput([{ field: 'to', message: 'The end of the range must be after its start' }]);
    }
    // `to` is exclusive: the range ends a millisecond before it.
    const last = new Date(to.getTime() - 1);
    const range = {
      where: { createdAt: Between(from, last) },
      order: { createdAt: 'ASC' as const },
      take: MAX_EXPORT_ROWS + 1,
    };
    const day = (date: Date) => date.toISOString().slice(0, 10);
    const filename = `${table}-${day(from)}-to-${day(last)}.csv`;
    const build = <T>(rows: T[], columns: CsvColumn<T>[]): CsvExport => {
      if (rows.length > MAX_EXPORT_ROWS) {
        const message = `More than ${MAX_EXPORT_ROWS} rows: choose a shorter date range`;
        throw AppError.badInput([{ field: 'from', message }], message);
      }
      return { filename, rows: rows.length, content: toCsv(rows, columns) };
    };
    const manager = this.db.manager;
    switch (table) {
      case ExportTable.REGISTRATIONS:
        return build(await manager.find(Registration, range), REGISTRATION_COLUMNS);
      case ExportTable.ENQUIRIES:
        return build(await manager.find(Enquiry, range), ENQUIRY_COLUMNS);
      case ExportTable.FAMILY_BOOKINGS:
        return build(await manager.find(FamilyBooking, range), FAMILY_BOOKING_COLUMNS);
    }
  }
}
