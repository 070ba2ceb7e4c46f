import { useId, useState } from 'react';
import { Box, Button, Flex, chakra } from '@chakra-ui/react';
import type { Column } from '@tanstack/react-table';
import { ADMIN_LIST } from '@academy/content';

interface ColumnChooserProps<Row> {
  /** The columns a reader may show or hide (not the row's name, not its actions). */
  columns: Column<Row, unknown>[];
  /** The table's caption, naming the group of checkboxes. */
  caption: string;
}

/** 'Columns': a disclosure of one checkbox per optional column of a table. */
export function ColumnChooser<Row>({ columns, caption }: ColumnChooserProps<Row>) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box alignSelf="flex-end" textAlign="end">
      <Button
        size="sm"
        variant="outline"
        colorPalette="teal"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {ADMIN_LIST.columns}
      </Button>
      {/* Out of the page while closed: its labels would otherwise also name the filters' controls. */}
      {open && (
        <chakra.fieldset
          id={panelId}
          mt="2"
          p="3"
          borderWidth="1px"
          borderColor="gray.200"
          rounded="md"
          bg="white"
          textAlign="start"
        >
          <chakra.legend srOnly>{ADMIN_LIST.columnsShown(caption)}</chakra.legend>
          <Flex gap="4" wrap="wrap">
            {columns.map((column) => (
              <chakra.label key={column.id} display="flex" alignItems="center" gap="2" fontSize="sm">
                <chakra.input
                  type="checkbox"
                  boxSize="4"
                  accentColor="teal.700"
                  checked={column.getIsVisible()}
                  onChange={column.getToggleVisibilityHandler()}
                />
                {typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id}
              </chakra.label>
            ))}
          </Flex>
        </chakra.fieldset>
      )}
    </Box>
  );
}
