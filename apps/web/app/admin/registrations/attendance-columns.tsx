import { createColumnHelper } from '@tanstack/react-table';
import { ATTENDANCE_COLUMNS } from '@academy/content';
import { timeOf } from '../check-in/door';
import type { RegistrationRow } from './use-registrations-page';

/** What an event's attendee list shows of one registration's attendance (the door's list answers it). */
export interface RowAttendance {
  checkIns: ReadonlyArray<{ day: string; checkedInAt: string }>;
  completion: { how: 'ATTENDANCE' | 'STAFF' } | null;
}

/** The event's days and each registration's attendance, by registration id. */
export interface EventAttendanceColumns {
  days: readonly string[];
  byRegistration: ReadonlyMap<string, RowAttendance>;
}

const column = createColumnHelper<RegistrationRow>();

/** 'Day 1 09:12 · Day 2 –': each day of the event, with the time checked in. */
export function checkInSummary(days: readonly string[], attendance: RowAttendance | undefined): string {
  return days
    .map((day, index) => {
      const checkIn = attendance?.checkIns.find((row) => row.day === day);
      return ATTENDANCE_COLUMNS.day(index + 1, checkIn ? timeOf(checkIn.checkedInAt) : null);
    })
    .join(' · ');
}

/** The attendee list's check-in per day and completion columns. */
export function attendanceColumns({ days, byRegistration }: EventAttendanceColumns) {
  return [
    column.accessor((row) => checkInSummary(days, byRegistration.get(row.id)), {
      id: 'checkIns',
      header: ATTENDANCE_COLUMNS.checkIns,
      enableSorting: false,
      meta: { minW: '9rem' },
    }),
    column.accessor(
      (row) => {
        const how = byRegistration.get(row.id)?.completion?.how;
        if (!how) return '';
        return how === 'STAFF' ? ATTENDANCE_COLUMNS.byStaff : ATTENDANCE_COLUMNS.byAttendance;
      },
      { id: 'completion', header: ATTENDANCE_COLUMNS.completion, enableSorting: false },
    ),
  ];
}
