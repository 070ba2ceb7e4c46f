import type { ComponentProps } from 'react';
import type { ColumnDef, SortingState } from '@tanstack/react-table';
import { DataTable } from '../table/DataTable';
import { Pagination } from '../table/Pagination';
import { type ListQuery, type ListTexts, ListResults } from './ListResults';

interface PagedListProps<Row extends { id: string }> {
  query: ListQuery<Row>;
  texts: ListTexts;
  caption: string;
  // Each column has its own value type, as in DataTable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<Row, any>[];
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  minW: string;
  cardHeadingLevel?: 'h2' | 'h3';
  onPageChange: (page: number) => void;
  selection?: ComponentProps<typeof DataTable>['selection'];
}

/** An admin list's states (ListResults) and, for a page with rows, its table and pagination. */
export function PagedList<Row extends { id: string }>({
  query,
  texts,
  onPageChange,
  ...table
}: PagedListProps<Row>) {
  return (
    <ListResults query={query} texts={texts}>
      {(page) => (
        <>
          <DataTable {...table} rows={page.items} getRowId={(row) => row.id} />
          <Pagination page={page.page} totalPages={page.totalPages} onPageChange={onPageChange} />
        </>
      )}
    </ListResults>
  );
}
