import { createColumnHelper } from '@tanstack/react-table';
import { ADMIN_REGISTRATIONS, REGISTRATION_STATUS_LABELS } from '@academy/content';
import { DateTimeCell, statusCell, viewDetailsColumn } from '../table/cells';
import type { RegistrationRow } from './use-registrations-page';

const column = createColumnHelper<RegistrationRow>();
const TEXT = ADMIN_REGISTRATIONS.columns;

/** The registrations table of SPEC.md 2.15; every column but Actions sorts on the server. */
export function registrationColumns(onView: (row: RegistrationRow) => void) {
  return [
    column.accessor((row) => `${row.firstName} ${row.lastName}`, {
      id: 'name',
      header: TEXT.name,
      meta: { minW: '10rem' },
    }),
    column.accessor('email', { header: TEXT.email }),
    column.accessor('city', { header: TEXT.city, meta: { minW: '18rem' } }),
    column.accessor('levelName', { header: TEXT.level, meta: { minW: '12rem' } }),
    column.accessor('mobileNo', { header: TEXT.mobile }),
    column.accessor('createdAt', { header: TEXT.createdAt, meta: { minW: '10rem' }, cell: DateTimeCell }),
    column.accessor('status', { header: TEXT.status, cell: statusCell(REGISTRATION_STATUS_LABELS) }),
    viewDetailsColumn(onView, (row) => `${row.firstName} ${row.lastName}`),
  ];
}
