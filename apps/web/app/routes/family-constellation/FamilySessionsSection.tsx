import { Suspense, lazy } from 'react';
import { Text } from '@chakra-ui/react';
import { FAMILY_SESSIONS_TEXT } from '@academy/content';
import { LoadBoundary } from '../../components/LoadBoundary';
import { PageSection } from '../../components/PageSection';
import { useHydrated } from '../../hooks/use-hydrated';

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
        loading
      )}
    </PageSection>
  );
}
