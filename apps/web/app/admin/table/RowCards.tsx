import type { Row, Table } from '@tanstack/react-table';
import { flexRender } from '@tanstack/react-table';
import { Box, Flex } from '@chakra-ui/react';
import { CardList, CardListItem } from '../../components/CardList';
import { SELECT_COLUMN, SelectPageBox } from './selection-column';

interface RowCardsProps<Data> {
  table: Table<Data>;
  /** Names the list, as the caption names the table. */
  label: string;
  /** The heading level under the screen's outline (h3 under a list that has its own h2). */
  headingLevel: 'h2' | 'h3';
  /** The id of the column whose cell is the card's action. */
  actionsColumn: string;
  /** The id of the column that names the row, the card's title. */
  nameColumn: string;
  /** The rows have checkboxes (bulk actions): each card has its own, and one above selects the page. */
  selectable?: boolean;
}

/**
 * A DataTable's rows on a phone: one card per row, titled by the row's name, with the key fields
 * (every column not marked meta.card === false) and the row's actions, so nothing needs a sideways swipe.
 */
export function RowCards<Data>({
  table,
  label,
  headingLevel,
  actionsColumn,
  nameColumn,
  selectable,
}: RowCardsProps<Data>) {
  return (
    <>
      {selectable && (
        <Box hideFrom="md">
          <SelectPageBox table={table} showLabel />
        </Box>
      )}
      <CardList label={label}>
        {table.getRowModel().rows.map((row) => (
          <RowCard
            key={row.id}
            row={row}
            headingLevel={headingLevel}
            actionsColumn={actionsColumn}
            nameColumn={nameColumn}
          />
        ))}
      </CardList>
    </>
  );
}

function RowCard<Data>({
  row,
  headingLevel,
  actionsColumn,
  nameColumn,
}: {
  row: Row<Data>;
  headingLevel: 'h2' | 'h3';
  actionsColumn: string;
  nameColumn: string;
}) {
  const cells = row.getVisibleCells();
  const render = (cell: (typeof cells)[number]) => flexRender(cell.column.columnDef.cell, cell.getContext());
  const byId = (id: string) => cells.find((cell) => cell.column.id === id);
  const [name, select, action] = [byId(nameColumn), byId(SELECT_COLUMN), byId(actionsColumn)];
  const facts = cells
    .filter((cell) => ![name, select, action].includes(cell) && cell.column.columnDef.meta?.card !== false)
    .map((cell) => {
      const header = cell.column.columnDef.header;
      return [typeof header === 'string' ? header : cell.column.id, render(cell)] as const;
    });
  return (
    <CardListItem
      headingLevel={headingLevel}
      title={name ? render(name) : row.id}
      facts={facts}
      action={
        select ? (
          <Flex gap="3" align="center" justify="space-between" wrap="wrap">
            {render(select)}
            {action && render(action)}
          </Flex>
        ) : (
          action && render(action)
        )
      }
    />
  );
}
