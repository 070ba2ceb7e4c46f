import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { ADMIN_LIST_ERRORS } from '@academy/content';
import { describeListFailure } from './describe-failure';

interface ErrorPanelProps {
  /** What failed, e.g. 'Failed to fetch registrations'. */
  summary: string;
  /** The failure, described per SPEC.md 8; or a sentence of its own (the data-format error). */
  error: unknown;
  onRetry: () => void;
}

/** SPEC.md 8's 'Error Loading Data' panel with its Retry button. */
export function ErrorPanel({ summary, error, onRetry }: ErrorPanelProps) {
  const detail = typeof error === 'string' ? error : describeListFailure(error);
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" rounded="lg" p="6" color="red.900">
      <Heading as="h2" size="md" mb="2">
        {ADMIN_LIST_ERRORS.title}
      </Heading>
      <Text>{summary}</Text>
      {detail !== summary && <Text mt="1">{detail}</Text>}
      <Button mt="4" colorPalette="teal" onClick={onRetry}>
        {ADMIN_LIST_ERRORS.retry}
      </Button>
    </Box>
  );
}
