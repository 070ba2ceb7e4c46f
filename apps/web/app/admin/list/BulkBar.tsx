import type { ReactNode } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { ADMIN_BULK } from '@academy/content';

interface BulkBarProps {
  count: number;
  onClear: () => void;
  /** The screen's bulk actions (buttons) for the selected rows. */
  children: ReactNode;
}

/**
 * Above a table while rows are selected: how many (announced as it changes), the screen's actions for
 * them, and Clear selection. The count's live region stays in the page so each change is read out.
 */
export function BulkBar({ count, onClear, children }: BulkBarProps) {
  return (
    <Flex
      role="group"
      aria-label={ADMIN_BULK.bar}
      gap="3"
      align="center"
      wrap="wrap"
      minH="10"
      {...(count > 0 && {
        // Stays in view while staff scroll down the rows they select.
        position: 'sticky',
        top: '0',
        zIndex: '2',
        p: '3',
        bg: 'teal.50',
        borderWidth: '1px',
        borderColor: 'teal.200',
        rounded: 'md',
      })}
    >
      <Text role="status" fontSize="sm" fontWeight="medium" color="teal.900">
        {count > 0 ? ADMIN_BULK.selected(count) : ''}
      </Text>
      {count > 0 && (
        <>
          {children}
          <Button size="sm" variant="ghost" colorPalette="teal" onClick={onClear}>
            {ADMIN_BULK.clear}
          </Button>
        </>
      )}
    </Flex>
  );
}
