import { useEffect, useRef, useState } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { MY_REGISTRATION } from '@academy/content';
import { graphql } from '@academy/graphql-client';
import { FormBanner } from '../../components/form/FormBanner';
import { ContactLine } from './ContactLine';
import { Problem } from './Problem';
import { PageTitle } from './PageTitle';
import { describeRegistrationFailure } from './registration-failure';

const ConfirmMyRegistrationEmailDocument = graphql(`
  mutation ConfirmMyRegistrationEmail($id: ID!, $token: String!) {
    confirmMyRegistrationEmail(id: $id, token: $token) {
      message
      email
    }
  }
`);

type Outcome =
  { status: 'confirming' } | { status: 'done'; message: string } | { status: 'refused'; message: string };

/** The link sent to a new e-mail address: opening it confirms the address, once. */
export function ConfirmEmail({ id, token }: { id: string; token: string }) {
  const [confirm] = useMutation(ConfirmMyRegistrationEmailDocument);
  const [outcome, setOutcome] = useState<Outcome>({ status: 'confirming' });
  // Strict mode runs effects twice in development; the link works once.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm({ variables: { id, token } }).then(
      ({ data }) => setOutcome({ status: 'done', message: data?.confirmMyRegistrationEmail.message ?? '' }),
      (error: unknown) => {
        const failure = describeRegistrationFailure(error);
        setOutcome({ status: 'refused', message: failure.message ?? MY_REGISTRATION.emailConfirmFailed });
      },
    );
  }, [confirm, id, token]);

  if (outcome.status === 'refused') return <Problem message={outcome.message} />;
  return (
    <Stack gap="4">
      <PageTitle />
      {outcome.status === 'confirming' ? (
        <Text role="status" color="gray.600">
          {MY_REGISTRATION.emailConfirming}
        </Text>
      ) : (
        <Stack gap="3" role="status">
          <FormBanner tone="success">{outcome.message}</FormBanner>
          <Text color="gray.700">{MY_REGISTRATION.emailConfirmedAdvice}</Text>
        </Stack>
      )}
      <ContactLine />
    </Stack>
  );
}
