import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { ADMIN_HISTORY, ADMIN_REGISTRATION_DETAILS } from '@academy/content';
import type { AuditHistoryFieldsFragment } from '@academy/graphql-client';
import { formatDateTime } from '../list/format';

/** Who changed a record, what and when, newest first. */
export function HistoryList({ entries }: { entries: readonly AuditHistoryFieldsFragment[] }) {
  const newestFirst = [...entries].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <Box as="section">
      <Heading as="h3" size="md" color="teal.900" mb="2">
        {ADMIN_REGISTRATION_DETAILS.history}
      </Heading>
      {newestFirst.length === 0 ? (
        <Text color="gray.600">{ADMIN_REGISTRATION_DETAILS.noHistory}</Text>
      ) : (
        <Stack as="ol" gap="2" listStyle="none" p="0" m="0">
          {newestFirst.map((entry) => (
            <Box as="li" key={entry.id} borderLeftWidth="3px" borderColor="teal.600" pl="3">
              <Text fontWeight="medium">{entry.summary}</Text>
              <Text fontSize="sm" color="gray.600">
                <span>{ADMIN_HISTORY.columns.actor}: </span>
                {entry.actor}
                <span> · {ADMIN_HISTORY.columns.at}: </span>
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
