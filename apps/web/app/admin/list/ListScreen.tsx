import type { ComponentProps, ReactNode } from 'react';
import { Flex, Stack } from '@chakra-ui/react';
import type { ColumnDef } from '@tanstack/react-table';
import type { ExportTable } from '@academy/graphql-client';
import { CsvExport } from '../csv/CsvExport';
import { ExportSelection } from '../csv/ExportSelection';
import { BulkBar } from './BulkBar';
import { ListHeading } from './ListHeading';
import type { ListQuery, ListTexts } from './ListResults';
import { PagedList } from './PagedList';
import { SearchBox } from './SearchBox';
import type { useListState } from './use-list-state';
import { useSelection } from './use-selection';

interface ListScreenProps<Row extends { id: string }> {
  title: string;
  /** The list's states and its search placeholder (the screen's ADMIN_* content). */
  texts: ListTexts & { searchPlaceholder: string };
  query: ListQuery<Row>;
  list: ReturnType<typeof useListState>;
  caption: string;
  // Each column has its own value type, as in DataTable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  minW: string;
  csvTable: ExportTable;
  /** What the export narrows its file by: the screen's search and filters, and its From and To days. */
  exported: Pick<ComponentProps<typeof CsvExport>, 'filters' | 'days'>;
  /**
   * Filters beside the search. When this is given, even as nothing (false), the search sits in a row
   * with them; without it, the search stands alone.
   */
  filters?: ReactNode;
  /** The table sorts by its column headers, on the server. */
  sortable?: boolean;
  /** Figures between the heading and the list (the dashboard's summary). */
  summary?: ReactNode;
  /**
   * The screen's bulk actions for the selected rows (a checkbox per row when given); `finish` clears
   * the selection and reloads the page once an action is done.
   */
  bulkActions?: (ids: string[], finish: () => void) => ReactNode;
  /** The details dialog, when one is open. */
  children?: ReactNode;
}

/** An admin list screen: heading with total and Refresh, search (and filters), the paged table, CSV export. */
export function ListScreen<Row extends { id: string }>({
  title,
  texts,
  query,
  list: { state, dispatch, searchInput, setSearchInput },
  caption,
  columns,
  minW,
  csvTable,
  exported,
  filters,
  sortable = false,
  summary,
  bulkActions,
  children,
}: ListScreenProps<Row>) {
  const items = query.page?.items;
  const { selected, setSelected, clear } = useSelection(
    // The rows by id, not by place: a reload may order rows of the same moment differently.
    JSON.stringify([state, exported, Array.isArray(items) ? items.map((row) => row.id).sort() : []]),
  );
  const search = (
    <SearchBox value={searchInput} onChange={setSearchInput} placeholder={texts.searchPlaceholder} />
  );
  return (
    <Stack gap="5">
      <ListHeading title={title} total={query.total} onRefresh={query.refetch} refreshing={query.loading} />
      {summary}
      {filters === undefined ? (
        search
      ) : (
        <Flex gap="4" wrap="wrap" align="flex-end">
          {search}
          {filters}
        </Flex>
      )}
      {bulkActions && (
        <BulkBar count={selected.size} onClear={clear}>
          {bulkActions([...selected], () => {
            clear();
            query.refetch();
          })}
          <ExportSelection table={csvTable} ids={[...selected]} />
        </BulkBar>
      )}
      <PagedList
        query={query}
        texts={texts}
        caption={caption}
        columns={columns}
        sorting={sortable ? state.sorting : undefined}
        onSortingChange={sortable ? (sorting) => dispatch({ type: 'sort', sorting }) : undefined}
        minW={minW}
        onPageChange={(next) => dispatch({ type: 'page', page: next })}
        selection={bulkActions && { selected, onChange: setSelected }}
      />
      {/* Another From or To on the screen starts the export's own again. */}
      <CsvExport key={`${exported.days.from}|${exported.days.to}`} table={csvTable} {...exported} />
      {children}
    </Stack>
  );
}
