import 'reflect-metadata';
import { Enquiry } from '../enquiry/enquiry.entity';
import { FamilyBooking } from '../family-booking/family-booking.entity';
import { Registration } from '../registration/registration.entity';
import { CsvColumn, toCsv } from './csv';
import { ENQUIRY_COLUMNS, FAMILY_BOOKING_COLUMNS, REGISTRATION_COLUMNS } from './csv-export.service';

/** The cells of one exported row, by header (no cell here holds a comma or a quote). */
function exported<T>(row: T, columns: CsvColumn<T>[]): Record<string, string> {
  const [header, line] = toCsv([row], columns)
    .replace(/^\uFEFF/, '')
    .split('\n');
  const cells = line.split(',');
  return Object.fromEntries(header.split(',').map((name, index) => [name, cells[index]]));
}

const registration = {
  id: 'reg-1',
  referenceCode: 'K7QM-4XPB',
  createdAt: new Date('2026-11-23T08:00:00Z'),
  status: 'pending',
  paymentStatus: 'unpaid',
  programme: 'DECODE',
  mobileNo: '+971501234567',
  TelNo: '042345678',
} as unknown as Registration;

describe('the registrations CSV', () => {
  it('carries the reference code next to the id', () => {
    const cells = exported(registration, REGISTRATION_COLUMNS);
    expect(Object.keys(cells).slice(0, 3)).toEqual(['Registration', 'Reference', 'Registered at']);
    expect(cells.Reference).toBe('K7QM-4XPB');
  });

  it('keeps phone numbers as text, never as a number or a formula', () => {
    const cells = exported(registration, REGISTRATION_COLUMNS);
    expect(cells.Mobile).toBe("'+971501234567");
    expect(cells.Telephone).toBe("'042345678");
  });

  it('names the language the registration was made in, after the office', () => {
    const columns = Object.keys(exported(registration, REGISTRATION_COLUMNS));
    expect(columns.slice(columns.indexOf('Office'), columns.indexOf('Office') + 2)).toEqual([
      'Office',
      'Language',
    ]);
    expect(exported({ ...registration, locale: 'ar' }, REGISTRATION_COLUMNS).Language).toBe('Arabic');
    expect(exported({ ...registration, locale: 'en' }, REGISTRATION_COLUMNS).Language).toBe('English');
  });
});

describe('the other CSVs', () => {
  it('keep phone numbers as text', () => {
    const enquiry = { id: 'e-1', phoneNumber: '+971501234567' } as unknown as Enquiry;
    const booking = { id: 'b-1', phone: '0501234567', children: [] } as unknown as FamilyBooking;
    expect(exported(enquiry, ENQUIRY_COLUMNS).Phone).toBe("'+971501234567");
    expect(exported(booking, FAMILY_BOOKING_COLUMNS).Phone).toBe("'0501234567");
  });
});
