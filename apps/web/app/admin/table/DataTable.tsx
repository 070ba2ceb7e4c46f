import { chakra } from '@chakra-ui/react';
import {
  type ColumnDef,
  type Header,
  type RowData,
  type SortingState,
  flexRender,
  getCoreRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { ColumnHeader, RowHeader, STICKY_LAST_COLUMN, TableFrame, Td } from '../../components/ScrollTable';
import { ColumnChooser } from './ColumnChooser';
import { RowCards } from './RowCards';
import { SELECT_COLUMN, selectionColumn } from './selection-column';
import { useColumnVisibility } from './use-column-visibility';

/** The id of a list's Actions column, which stays in view at the table's end. */
export const ACTIONS_COLUMN = 'actions';

declare module '@tanstack/react-table' {
  // Type parameters must match tanstack's declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The narrowest a column of long texts may get, so they wrap on a few lines instead of many. */
    minW?: string;
    /** false: a field left out of the phone's cards (they show the key fields only). */
    card?: boolean;
    /** true: hidden until the reader shows it with the column chooser (keeps a laptop's table narrow). */
    defaultHidden?: boolean;
  }
}

interface DataTableProps<Row> {
  /** Read by screen readers; names the scrolling region too. */
  caption: string;
  // Each column has its own value type; tanstack's own examples type such a list with `any`.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  rows: Row[];
  getRowId: (row: Row) => string;
  /** The server's sort; columns with enableSorting: false are not sortable. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  /** Below this width the table scrolls sideways inside its region. */
  minW: string;
  /** The level of the phone cards' headings: h2 under the screen's h1, h3 under a list's own h2. */
  cardHeadingLevel?: 'h2' | 'h3';
  /** With bulk actions: the ids of the selected rows and where a change of them goes (a checkbox per row). */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void };
}

/**
 * Every admin table: @tanstack/react-table holds the model (columns, the sort, pages), the server does
 * the sorting and paging (manual), and this draws it. The first column names its row; with a selection,
 * a checkbox column comes before it (tanstack's row selection, of the page shown). On a narrow
 * screen the table scrolls inside its own focusable region, so the page never scrolls sideways; the
 * Actions column (id 'actions') stays at its end, in view, and a column chooser hides or shows the
 * others (remembered per list). On a phone the rows are cards instead.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  getRowId,
  sorting = [],
  onSortingChange,
  minW,
  cardHeadingLevel = 'h2',
  selection,
}: DataTableProps<Row>) {
  const nameColumn = columnId(columns[0]);
  const rowSelection = Object.fromEntries([...(selection?.selected ?? [])].map((id) => [id, true]));
  const [columnVisibility, setColumnVisibility] = useColumnVisibility(
    caption,
    Object.fromEntries(
      columns.filter((column) => column.meta?.defaultHidden).map((column) => [columnId(column), false]),
    ),
  );
  // The app is not built with React Compiler, so nothing memoizes around the table's functions.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: rows,
    columns: selection ? [selectionColumn<Row>(nameColumn), ...columns] : columns,
    getRowId,
    enableRowSelection: Boolean(selection),
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection?.onChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSorting: Boolean(onSortingChange),
    enableMultiSort: false,
    enableSortingRemoval: false,
    sortDescFirst: false,
    state: { sorting, columnVisibility, rowSelection },
    onColumnVisibilityChange: (updater) =>
      setColumnVisibility(typeof updater === 'function' ? updater(columnVisibility) : updater),
    onSortingChange: (updater) =>
      onSortingChange?.(typeof updater === 'function' ? updater(sorting) : updater),
  });
  const optional = table
    .getAllLeafColumns()
    .filter((column) => ![SELECT_COLUMN, nameColumn, ACTIONS_COLUMN].includes(column.id));
  return (
    <>
      {optional.length > 0 && <ColumnChooser columns={optional} caption={caption} />}
      <RowCards
        table={table}
        label={caption}
        headingLevel={cardHeadingLevel}
        actionsColumn={ACTIONS_COLUMN}
        nameColumn={nameColumn}
        selectable={Boolean(selection)}
      />
      <TableFrame
        caption={caption}
        minW={minW}
        hideBelow="md"
        fontSize="sm"
        head={table.getHeaderGroups().map((group) => (
          <tr key={group.id}>
            {group.headers.map((header) => (
              <HeaderCell key={header.id} header={header} />
            ))}
          </tr>
        ))}
      >
        {table.getRowModel().rows.map((row) => (
          <tr key={row.id}>
            {row.getVisibleCells().map((cell) => {
              const content = flexRender(cell.column.columnDef.cell, cell.getContext());
              const minW = cell.column.columnDef.meta?.minW;
              return cell.column.id === nameColumn ? (
                <RowHeader key={cell.id} scope="row" fontWeight="medium" minW={minW} {...COMPACT}>
                  {content}
                </RowHeader>
              ) : (
                <Td key={cell.id} minW={minW} {...COMPACT} {...stickyEnd(cell.column.id)}>
                  {content}
                </Td>
              );
            })}
          </tr>
        ))}
      </TableFrame>
    </>
  );
}

/** A column's id as tanstack resolves it: its own, or the key its values are read from. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const columnId = (column: ColumnDef<any, any>) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : '');

/** Narrower cells than the public site's tables: a laptop's list shows every key column without scrolling. */
const COMPACT = { px: '2.5', py: '2.5' } as const;

/** A long header wraps at its spaces rather than widen its column past its values. */
const HEADER = { ...COMPACT, whiteSpace: 'normal' } as const;

const stickyEnd = (columnId: string) => (columnId === ACTIONS_COLUMN ? STICKY_LAST_COLUMN : {});

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A column header; a sortable one is a button, and aria-sort says how the rows are ordered. */
function HeaderCell<Row>({ header }: { header: Header<Row, unknown> }) {
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) {
    const sticky = header.column.id === ACTIONS_COLUMN ? { ...STICKY_LAST_COLUMN, bg: 'teal.800' } : {};
    return (
      <ColumnHeader scope="col" {...HEADER} {...sticky}>
        {label}
      </ColumnHeader>
    );
  }
  const direction = header.column.getIsSorted();
  return (
    <ColumnHeader scope="col" aria-sort={direction ? ARIA_SORT[direction] : 'none'} p="0" whiteSpace="normal">
      <chakra.button
        type="button"
        onClick={header.column.getToggleSortingHandler()}
        display="flex"
        alignItems="center"
        gap="1.5"
        w="full"
        {...COMPACT}
        textAlign="start"
        fontWeight="inherit"
        color="inherit"
        cursor="pointer"
        _hover={{ bg: 'teal.900' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'white', outlineOffset: '-3px' }}
      >
        {label}
        <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
      </chakra.button>
    </ColumnHeader>
  );
}
