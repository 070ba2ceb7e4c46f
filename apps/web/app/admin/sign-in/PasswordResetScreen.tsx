import { type FormEvent, useId, useState } from 'react';
import { Box, Button, Heading, Input, Link, Stack, Text, chakra } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ADMIN_LOGIN_PATH, ADMIN_PASSWORD_RESET as TEXT } from '@academy/content';
import { FormField } from '../../components/form/FormField';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import { getAdminApolloClient } from '../graphql/admin-apollo-client';
import { describeActionFailure } from '../list/describe-failure';
import { type Outcome, OutcomeBanner } from '../list/OutcomeBanner';
import { usePasswordReset } from './use-password-reset';

/**
 * A forgotten password (/admin/reset-password): without a token, the form that mails a link; opened
 * from that link (its token in the fragment, which no server log sees), the form that sets the new one.
 */
export function PasswordResetScreen() {
  const token = typeof window === 'undefined' ? '' : decodeURIComponent(window.location.hash.slice(1));
  return (
    <GraphqlProvider client={getAdminApolloClient()}>
      <Box as="main" minH="100dvh" bg="gray.50" px="4" py={{ base: '10', md: '20' }}>
        <Stack maxW="md" mx="auto" gap="6" bg="white" p={{ base: '6', md: '8' }} rounded="xl" shadow="md">
          <Heading as="h1" size="2xl" color="teal.900">
            {TEXT.title}
          </Heading>
          {token ? <ChoosePassword token={token} /> : <AskForLink />}
          <Link asChild color="teal.800" alignSelf="flex-start">
            <RouterLink to={ADMIN_LOGIN_PATH}>{TEXT.signIn}</RouterLink>
          </Link>
        </Stack>
      </Box>
    </GraphqlProvider>
  );
}

function AskForLink() {
  const id = useId();
  const { ask } = usePasswordReset();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await ask(email);
      setError(undefined);
      setOutcome({ tone: 'success', text: TEXT.asked });
    } catch (failed) {
      const failure = describeActionFailure(failed);
      setError(failure.fieldErrors.email);
      setOutcome({ tone: 'error', text: failure.message || TEXT.failed });
    } finally {
      setBusy(false);
    }
  };
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="5"
      noValidate
      onSubmit={submit}
      aria-label={TEXT.title}
    >
      <Text color="gray.700">{TEXT.askIntro}</Text>
      <OutcomeBanner outcome={outcome} />
      <FormField id={`${id}-email`} name="email" label={TEXT.email} error={error} required>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" colorPalette="teal" size="lg" disabled={busy}>
        {busy ? TEXT.asking : TEXT.ask}
      </Button>
    </chakra.form>
  );
}

function ChoosePassword({ token }: { token: string }) {
  const id = useId();
  const { reset } = usePasswordReset();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<{ newPassword?: string; confirm?: string }>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const [done, setDone] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirm) {
      setErrors({ confirm: TEXT.mismatch });
      return;
    }
    setBusy(true);
    try {
      await reset(token, password);
      setErrors({});
      setDone(true);
      setOutcome({ tone: 'success', text: TEXT.saved });
      // The spent token leaves the address bar (and the browser's history of it).
      window.history.replaceState(null, '', window.location.pathname);
    } catch (failed) {
      const failure = describeActionFailure(failed);
      setErrors({ newPassword: failure.fieldErrors.newPassword });
      setOutcome({ tone: 'error', text: failure.fieldErrors.token ?? (failure.message || TEXT.failed) });
    } finally {
      setBusy(false);
    }
  };
  if (done) return <OutcomeBanner outcome={outcome} />;
  return (
    <chakra.form
      display="flex"
      flexDirection="column"
      gap="5"
      noValidate
      onSubmit={submit}
      aria-label={TEXT.title}
    >
      <Text color="gray.700">{TEXT.chooseIntro}</Text>
      <OutcomeBanner outcome={outcome} />
      <FormField
        id={`${id}-new`}
        name="newPassword"
        label={TEXT.newPassword}
        hint={TEXT.newPasswordHint}
        error={errors.newPassword}
        required
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </FormField>
      <FormField id={`${id}-confirm`} name="confirm" label={TEXT.confirm} error={errors.confirm} required>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
          />
        )}
      </FormField>
      <Button type="submit" colorPalette="teal" size="lg" disabled={busy}>
        {busy ? TEXT.saving : TEXT.save}
      </Button>
    </chakra.form>
  );
}
