import { Suspense, lazy } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { FAMILY_SESSIONS_TEXT } from '@academy/content';
import { LoadBoundary } from '../../components/LoadBoundary';
import { PageSection } from '../../components/PageSection';
import { useHydrated } from '../../hooks/use-hydrated';
import { islandAttributes } from '../../components/island/island-attributes';
import { ContactPrompt } from './FamilySessionList';
import { NO_SESSIONS_TEMPLATE } from './family-sessions-query';

// The sessions come from the API: the list and its booking form load once the page is interactive,
// so the page's first JavaScript carries neither.
const FamilySessionList = lazy(() => import('./FamilySessionList'));

const loading = (
  <Text textAlign="center" color="gray.700">
    {FAMILY_SESSIONS_TEXT.loading}
  </Text>
);

/** The family sessions a family can book (SPEC.md 2.11), each opening 'Book Your Family Session'. */
export function FamilySessionsSection() {
  const hydrated = useHydrated();
  return (
    <PageSection id="family-sessions" title={FAMILY_SESSIONS_TEXT.title} lead={FAMILY_SESSIONS_TEXT.lead}>
      {hydrated ? (
        <LoadBoundary fallback={<Text textAlign="center">{FAMILY_SESSIONS_TEXT.failed}</Text>}>
          <Suspense fallback={loading}>
            <FamilySessionList />
          </Suspense>
        </LoadBoundary>
      ) : (
        <FamilySessionsIsland />
      )}
    </PageSection>
  );
}

/**
 * The sessions as the page is built (it cannot know them): an island that asks for them once the page
 * has loaded. When none is scheduled, the usual case between seasons, it shows the words kept in the
 * template without React; otherwise it renders the list and its booking form.
 */
function FamilySessionsIsland() {
  return (
    <Stack gap="6" {...islandAttributes('family-sessions', null, { wake: 'idle' })}>
      {/* A live region, so the list's arrival, absence or failure is announced. */}
      <Box role="status">{loading}</Box>
      <template {...{ [NO_SESSIONS_TEMPLATE]: '' }}>
        <Text textAlign="center" color="gray.700">
          {FAMILY_SESSIONS_TEXT.empty}
        </Text>
        <ContactPrompt />
      </template>
    </Stack>
  );
}
