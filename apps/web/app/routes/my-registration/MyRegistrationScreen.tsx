import type { ReactNode } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { MY_REGISTRATION } from '@academy/content';
import { FormBanner } from '../../components/form/FormBanner';
import { ContactLine } from './ContactLine';
import { PageTitle } from './PageTitle';
import { RegistrationDetails } from './RegistrationDetails';
import { useMyRegistration } from './use-my-registration';
import { useRegistrationLink } from './use-registration-link';

/** What the private link opens: the registration, or why it cannot be shown. */
export function MyRegistrationScreen() {
  const link = useRegistrationLink();
  if (link.status === 'reading') return <Loading />;
  if (link.status === 'incomplete') return <Problem message={MY_REGISTRATION.incompleteLink} />;
  return <OpenedRegistration id={link.id} token={link.token} />;
}

function OpenedRegistration({ id, token }: { id: string; token: string }) {
  const { state, reload } = useMyRegistration(id, token);
  switch (state.status) {
    case 'loading':
      return <Loading />;
    case 'ready':
      return <RegistrationDetails registration={state.registration} token={token} reload={reload} />;
    case 'unavailable':
      if (state.failure.kind === 'not-found') {
        return <Problem message={state.failure.message} advice={MY_REGISTRATION.notFoundAdvice} />;
      }
      return (
        <Problem message={state.failure.message ?? MY_REGISTRATION.loadFailed}>
          <Button colorPalette="teal" alignSelf="flex-start" onClick={reload}>
            Retry
          </Button>
        </Problem>
      );
  }
}

function Loading() {
  return (
    <Stack gap="4">
      <PageTitle />
      <Text role="status" color="gray.600">
        {MY_REGISTRATION.loading}
      </Text>
    </Stack>
  );
}

interface ProblemProps {
  message: string;
  advice?: string;
  /** What the registrant can do about it here (Retry). */
  children?: ReactNode;
}

/** A link that opens nothing: what went wrong (announced), what to do, and whom to ask. */
function Problem({ message, advice, children }: ProblemProps) {
  return (
    <Stack gap="4">
      <PageTitle />
      <Stack gap="3" role="alert">
        <FormBanner tone="error">{message}</FormBanner>
        {advice && <Text color="gray.700">{advice}</Text>}
      </Stack>
      {children}
      <ContactLine />
    </Stack>
  );
}
