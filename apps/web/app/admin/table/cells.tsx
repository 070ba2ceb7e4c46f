import { Button } from '@chakra-ui/react';
import type { CellContext, DisplayColumnDef } from '@tanstack/react-table';
import { ADMIN_LIST } from '@academy/content';
import { StatusBadge } from '../list/StatusBadge';
import { formatDateTime } from '../list/format';
import { ACTIONS_COLUMN } from './DataTable';

/** A status column's cell: the badge, in the words of `labels`. */
export function statusCell<Status extends string>(labels: Readonly<Record<Status, string>>) {
  return function StatusCell<Row>(info: CellContext<Row, Status>) {
    return <StatusBadge status={info.getValue()} label={labels[info.getValue()]} />;
  };
}

/** A moment the server stamped, in the reader's time, machine-readable too. */
export function DateTimeCell<Row>(info: CellContext<Row, string>) {
  return <time dateTime={info.getValue()}>{formatDateTime(info.getValue())}</time>;
}

/** The Actions column of a list whose rows open in a details dialog; `name` names the row to screen readers. */
export function viewDetailsColumn<Row>(
  onView: (row: Row) => void,
  name: (row: Row) => string,
): DisplayColumnDef<Row> {
  return {
    id: ACTIONS_COLUMN,
    header: ADMIN_LIST.actions,
    cell: ({ row }) => (
      <Button
        size="xs"
        colorPalette="teal"
        aria-label={`${ADMIN_LIST.viewDetails}: ${name(row.original)}`}
        onClick={() => onView(row.original)}
      >
        {ADMIN_LIST.viewDetails}
      </Button>
    ),
  };
}
