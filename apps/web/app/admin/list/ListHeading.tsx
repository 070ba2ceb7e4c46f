import type { ReactNode } from 'react';
import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { ADMIN_LIST } from '@academy/content';

interface ListHeadingProps {
  title: string;
  total?: number;
  onRefresh: () => void;
  refreshing: boolean;
  /** More actions beside Refresh (e.g. Add event). */
  actions?: ReactNode;
}

/** A list screen's heading, its total and its Refresh button. */
export function ListHeading({ title, total, onRefresh, refreshing, actions }: ListHeadingProps) {
  return (
    <Flex align="center" justify="space-between" gap="3" wrap="wrap">
      <div>
        <Heading as="h1" size={{ base: 'xl', md: '2xl' }} color="teal.900">
          {title}
        </Heading>
        {total !== undefined && (
          <Text color="gray.700" fontSize="sm">
            {ADMIN_LIST.total(total)}
          </Text>
        )}
      </div>
      <Flex gap="2" wrap="wrap">
        {actions}
        <Button variant="outline" colorPalette="teal" onClick={onRefresh} disabled={refreshing}>
          {ADMIN_LIST.refresh}
        </Button>
      </Flex>
    </Flex>
  );
}
