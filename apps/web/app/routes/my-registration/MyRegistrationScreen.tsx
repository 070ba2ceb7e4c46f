import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { LOST_LINK, MY_REGISTRATION, MY_REGISTRATION_PANELS } from '@academy/content';
import { ConfirmEmail } from './ConfirmEmail';
import { PageTitle } from './PageTitle';
import { Problem } from './Problem';
import { RegistrationDetails } from './RegistrationDetails';
import { useMyRegistration } from './use-my-registration';
import { useRegistrationLink } from './use-registration-link';

/** What the private link opens: the registration, or why it cannot be shown. */
export function MyRegistrationScreen() {
  const link = useRegistrationLink();
  if (link.status === 'reading') return <Loading />;
  if (link.status === 'incomplete') {
    return (
      <Problem message={MY_REGISTRATION.incompleteLink}>
        <LostLinkPrompt />
      </Problem>
    );
  }
  if (link.status === 'confirm-email') return <ConfirmEmail id={link.id} token={link.token} />;
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
      if (state.failure.kind === 'replaced') {
        return (
          <Problem message={state.failure.message} advice={MY_REGISTRATION.replacedLinkAdvice}>
            <LostLinkPrompt />
          </Problem>
        );
      }
      if (state.failure.kind === 'not-found') {
        return (
          <Problem message={state.failure.message} advice={MY_REGISTRATION.notFoundAdvice}>
            <LostLinkPrompt />
          </Problem>
        );
      }
      return (
        <Problem message={state.failure.message ?? MY_REGISTRATION.loadFailed}>
          <Button colorPalette="teal" alignSelf="flex-start" onClick={reload}>
            {MY_REGISTRATION_PANELS.retry}
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

/** A link that opens nothing may be an old one: a new one can be mailed. */
function LostLinkPrompt() {
  return (
    <Link asChild color="teal.700" fontWeight="medium" alignSelf="flex-start">
      <RouterLink to={LOST_LINK.path}>{LOST_LINK.prompt}</RouterLink>
    </Link>
  );
}
