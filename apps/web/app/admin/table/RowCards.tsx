import type { Row, Table } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import { CardList, CardListItem } from '../../components/CardList';

interface RowCardsProps<Data> {
  table: Table<Data>;
  /** Names the list, as the caption names the table. */
  label: string;
  /** The heading level under the screen's outline (h3 under a list that has its own h2). */
  headingLevel: 'h2' | 'h3';
  /** The id of the column whose cell is the card's action. */
  actionsColumn: string;
}

/**
 * A DataTable's rows on a phone: one card per row, titled by the first column, with the key fields
 * (every column not marked meta.card === false) and the row's actions, so nothing needs a sideways swipe.
 */
export function RowCards<Data>({ table, label, headingLevel, actionsColumn }: RowCardsProps<Data>) {
  return (
    <CardList label={label}>
      {table.getRowModel().rows.map((row) => (
        <RowCard key={row.id} row={row} headingLevel={headingLevel} actionsColumn={actionsColumn} />
      ))}
    </CardList>
  );
}

function RowCard<Data>({
  row,
  headingLevel,
  actionsColumn,
}: {
  row: Row<Data>;
  headingLevel: 'h2' | 'h3';
  actionsColumn: string;
}) {
  const [first, ...rest] = row.getVisibleCells();
  const render = (cell: (typeof rest)[number]) => flexRender(cell.column.columnDef.cell, cell.getContext());
  const action = rest.find((cell) => cell.column.id === actionsColumn);
  const facts = rest
    .filter((cell) => cell !== action && cell.column.columnDef.meta?.card !== false)
    .map((cell) => {
      const header = cell.column.columnDef.header;
      return [typeof header === 'string' ? header : cell.column.id, render(cell)] as const;
    });
  return (
    <CardListItem
      headingLevel={headingLevel}
      title={first ? render(first) : row.id}
      facts={facts}
      action={action && render(action)}
    />
  );
}
