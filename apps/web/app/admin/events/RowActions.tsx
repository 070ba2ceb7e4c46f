import { Button, Flex } from '@chakra-ui/react';
import { ADMIN_EVENTS } from '@academy/content';

export interface RowActionHandlers<Row> {
  onEdit: (row: Row) => void;
  onToggleOpen: (row: Row) => void;
  onDelete: (row: Row) => void;
}

interface RowActionsProps<Row> extends RowActionHandlers<Row> {
  row: Row;
  /** Names the row in each button's accessible name. */
  name: string;
  isOpen: boolean;
}

/** Edit, Close or Open, and Delete for one event or session. */
export function RowActions<Row>({ row, name, isOpen, onEdit, onToggleOpen, onDelete }: RowActionsProps<Row>) {
  return (
    <Flex gap="1.5" wrap="nowrap">
      <Button
        size="xs"
        colorPalette="teal"
        aria-label={`${ADMIN_EVENTS.edit}: ${name}`}
        onClick={() => onEdit(row)}
      >
        {ADMIN_EVENTS.edit}
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="teal"
        aria-label={`${isOpen ? ADMIN_EVENTS.close : ADMIN_EVENTS.open}: ${name}`}
        onClick={() => onToggleOpen(row)}
      >
        {isOpen ? ADMIN_EVENTS.close : ADMIN_EVENTS.open}
      </Button>
      <Button
        size="xs"
        variant="outline"
        colorPalette="red"
        aria-label={`${ADMIN_EVENTS.delete}: ${name}`}
        onClick={() => onDelete(row)}
      >
        {ADMIN_EVENTS.delete}
      </Button>
    </Flex>
  );
}
