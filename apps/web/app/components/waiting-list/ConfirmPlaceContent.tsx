import { useEffect, useRef, useState } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { WAITING_LIST } from '@academy/content';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import { FormBanner } from '../form/FormBanner';
import { type ConfirmOutcome, useConfirmWaitingList } from './use-confirm-waiting-list';

/** What a waiting list's confirmation link opens: the place confirmed, with its number in line, or why not. */
export default function ConfirmPlaceContent({ token }: { token: string }) {
  return (
    <GraphqlProvider>
      <ConfirmPlace token={token} />
    </GraphqlProvider>
  );
}

function ConfirmPlace({ token }: { token: string }) {
  const confirm = useConfirmWaitingList();
  const [outcome, setOutcome] = useState<ConfirmOutcome>();
  const sent = useRef<string>(undefined);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Once per token (React runs effects twice in development); opening the link again is harmless.
    if (sent.current === token) return;
    sent.current = token;
    void confirm(token).then(setOutcome);
  }, [confirm, token]);
  useEffect(() => {
    // The visitor came for this answer: bring it into view wherever the page put it.
    if (outcome) box.current?.focus();
  }, [outcome]);
  return (
    <Box
      ref={box}
      tabIndex={-1}
      mb="6"
      scrollMarginTop="24"
      aria-labelledby="waiting-list-confirmation"
      role="region"
    >
      <Heading as="h2" id="waiting-list-confirmation" size="md" mb="3">
        {WAITING_LIST.confirmHeading}
      </Heading>
      <Box role="status">
        {!outcome && <Text color="gray.700">{WAITING_LIST.confirming}</Text>}
        {outcome?.ok && <FormBanner tone="success">{outcome.message}</FormBanner>}
      </Box>
      <Box role="alert">
        {outcome && !outcome.ok && <FormBanner tone="error">{outcome.message}</FormBanner>}
      </Box>
    </Box>
  );
}
