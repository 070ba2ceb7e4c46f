import { Button, Flex } from '@chakra-ui/react';
import { ADMIN_LIST } from '@academy/content';
import { pageWindow } from './page-window';

interface PaginationProps {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
}

/** Previous, up to five page buttons and Next (SPEC.md 9); nothing for a single page. */
export function Pagination({ page, totalPages, onPageChange }: PaginationProps) {
  const pages = pageWindow(page, totalPages);
  if (pages.length === 0) return null;
  return (
    <Flex as="nav" aria-label={ADMIN_LIST.pagination} gap="1.5" wrap="wrap" justify="center" mt="4">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {ADMIN_LIST.previous}
      </Button>
      {pages.map((shown) => (
        <Button
          key={shown}
          size="sm"
          minW="9"
          colorPalette="teal"
          variant={shown === page ? 'solid' : 'outline'}
          aria-current={shown === page ? 'page' : undefined}
          aria-label={ADMIN_LIST.page(shown)}
          onClick={() => onPageChange(shown)}
        >
          {shown}
        </Button>
      ))}
      <Button
        size="sm"
        variant="outline"
        disabled={page >= totalPages}
        onClick={() => onPageChange(page + 1)}
      >
        {ADMIN_LIST.next}
      </Button>
    </Flex>
  );
}
