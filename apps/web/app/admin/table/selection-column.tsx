import type { ColumnDef, Row, Table } from '@tanstack/react-table';
import { ADMIN_BULK } from '@academy/content';
import { SelectBox } from './SelectBox';

/** The id of the checkbox column a table with bulk actions starts with. */
export const SELECT_COLUMN = 'select';

/** The checkbox that selects every row of the page shown, or none. */
export function SelectPageBox<Data>({ table, showLabel }: { table: Table<Data>; showLabel?: boolean }) {
  return (
    <SelectBox
      label={ADMIN_BULK.selectPage}
      checked={table.getIsAllPageRowsSelected()}
      indeterminate={table.getIsSomePageRowsSelected()}
      onChange={(checked) => table.toggleAllPageRowsSelected(checked)}
      showLabel={showLabel}
    />
  );
}

/** A row's checkbox, named after the row ("Select Layla Hassan"). */
export function SelectRowBox<Data>({ row, nameColumn }: { row: Row<Data>; nameColumn: string }) {
  return (
    <SelectBox
      label={ADMIN_BULK.selectRow(String(row.getValue(nameColumn)))}
      checked={row.getIsSelected()}
      onChange={(checked) => row.toggleSelected(checked)}
    />
  );
}

/** The checkbox column: never sorted nor hidden; `nameColumn` holds the row names the boxes are named by. */
export function selectionColumn<Data>(nameColumn: string): ColumnDef<Data> {
  return {
    id: SELECT_COLUMN,
    enableSorting: false,
    enableHiding: false,
    header: ({ table }) => <SelectPageBox table={table} />,
    cell: ({ row }) => <SelectRowBox row={row} nameColumn={nameColumn} />,
  };
}
