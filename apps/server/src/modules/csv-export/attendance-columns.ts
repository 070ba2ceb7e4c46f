import { In } from 'typeorm';
import { PROVIDER } from '@academy/content';
import { Database } from '../../database/database';
import { Attendance } from '../attendance/attendance.entity';
import { Completion } from '../registration/completion.entity';
import { Registration } from '../registration/registration.entity';
import { CsvColumn } from './csv';

/** A registration as its CSV row writes it: with its check-ins, day by day, and its completion. */
export interface AttendedRegistration extends Registration {
  checkIns?: Attendance[];
  completion?: Completion | null;
}

const timeOfDay = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PROVIDER.timeZone,
});

/** The registrations CSV's last columns: each day checked in (with the time at the venue), and completion. */
export const ATTENDANCE_COLUMNS: CsvColumn<AttendedRegistration>[] = [
  {
    header: 'Checked in',
    value: (r) =>
      (r.checkIns ?? []).map((row) => `${row.day} ${timeOfDay.format(row.checkedInAt)}`).join('; ') || null,
  },
  {
    header: 'Completed',
    value: (r) =>
      r.completion
        ? r.completion.how === 'staff'
          ? `By staff: ${r.completion.reason ?? ''}`
          : 'Attended every day'
        : null,
  },
];

/** Gives a batch of registrations their check-ins and completion, in two queries. */
export async function withAttendance(db: Database, rows: Registration[]): Promise<AttendedRegistration[]> {
  if (rows.length === 0) return rows;
  const ids = rows.map((row) => row.id);
  const [checkIns, completions] = await Promise.all([
    db.manager.find(Attendance, { where: { registrationId: In(ids) }, order: { day: 'ASC' } }),
    db.manager.findBy(Completion, { registrationId: In(ids) }),
  ]);
  const completionOf = new Map(completions.map((row) => [row.registrationId, row]));
  return rows.map((row) => ({
    ...row,
    checkIns: checkIns.filter((checkIn) => checkIn.registrationId === row.id),
    completion: completionOf.get(row.id) ?? null,
  }));
}
