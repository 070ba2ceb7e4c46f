import type { ReactNode } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { ADMIN_LIST, ADMIN_LIST_ERRORS } from '@academy/content';
import { ErrorPanel } from './ErrorPanel';
import { LoadingState } from './LoadingState';

/** One page of a list as the API returns it. */
export interface ListPage<Row> {
  items: Row[];
  total: number;
  page: number;
  totalPages: number;
}

/** A list query's state: the page shown (the previous one while the next loads), and how it went. */
export interface ListQuery<Row> {
  page?: ListPage<Row>;
  /** How many the list holds, whatever the search (the page's total is what the search found). */
  total?: number;
  loading: boolean;
  error?: unknown;
  refetch: () => void;
}

export interface ListTexts {
  loading: string;
  empty: string;
  emptyHint: string;
  /** SPEC.md 8's 'Failed to fetch …'. */
  failure: string;
}

interface ListResultsProps<Row> {
  query: ListQuery<Row>;
  texts: ListTexts;
  /** The table and its pagination, for a page with rows. */
  children: (page: ListPage<Row>) => ReactNode;
}

/**
 * The states of SPEC.md 4 for an admin list: loading, the error panel with Retry (when nothing could be
 * shown), the data-format error, empty, or the rows; and the 'Found N' count in a live region.
 */
export function ListResults<Row>({ query, texts, children }: ListResultsProps<Row>) {
  const { page, loading, error, refetch } = query;
  const wellFormed = page !== undefined && Array.isArray(page.items);
  return (
    <Stack gap="4" aria-busy={loading}>
      <Text role="status" fontSize="sm" color="gray.700" minH="5">
        {wellFormed && !loading ? ADMIN_LIST.found(page.total) : ''}
      </Text>
      {page === undefined ? (
        error ? (
          <ErrorPanel summary={texts.failure} error={error} onRetry={refetch} />
        ) : (
          <LoadingState label={texts.loading} />
        )
      ) : !wellFormed ? (
        <ErrorPanel summary={texts.failure} error={ADMIN_LIST_ERRORS.dataFormat} onRetry={refetch} />
      ) : (
        <>
          {error !== undefined && <ErrorPanel summary={texts.failure} error={error} onRetry={refetch} />}
          {page.items.length === 0 ? <EmptyState texts={texts} /> : children(page)}
        </>
      )}
    </Stack>
  );
}

function EmptyState({ texts }: { texts: ListTexts }) {
  return (
    <Box textAlign="center" py="12" px="4" bg="white" rounded="lg" borderWidth="1px" borderColor="gray.200">
      <Text fontWeight="bold" fontSize="lg" color="gray.800">
        {texts.empty}
      </Text>
      <Text color="gray.600" mt="1">
        {texts.emptyHint}
      </Text>
    </Box>
  );
}
