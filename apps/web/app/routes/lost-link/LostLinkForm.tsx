import { type FormEvent, useId, useRef, useState } from 'react';
import { Button, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { LOST_LINK } from '@academy/content';
import { EMAIL_MAX_LENGTH, validateLostLinkEmail } from '@academy/validation';
import { FormBanner } from '../../components/form/FormBanner';
import { FormField } from '../../components/form/FormField';
import { EARLY_ACTION } from '../../early-actions';
import { useSendRegistrationLinks } from './use-send-registration-links';

type Status = { kind: 'editing' } | { kind: 'sending' } | { kind: 'sent'; message: string };

/** One field, the address; the reply reads the same whether or not it has registrations. */
export function LostLinkForm() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [banner, setBanner] = useState<string>();
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const { send } = useSendRegistrationLinks();
  const inputRef = useRef<HTMLInputElement>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const id = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const invalid = validateLostLinkEmail(email);
    setEmailError(invalid);
    setBanner(undefined);
    if (invalid) {
      inputRef.current?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const outcome = await send(email.trim());
    if (outcome.ok) {
      setStatus({ kind: 'sent', message: outcome.message });
      // The form is gone; the reply takes focus so it is read out.
      window.setTimeout(() => sentRef.current?.focus());
      return;
    }
    setStatus({ kind: 'editing' });
    setEmailError(outcome.failure.emailError);
    setBanner(outcome.failure.emailError ? undefined : outcome.failure.message);
    if (outcome.failure.emailError) inputRef.current?.focus();
  }

  if (status.kind === 'sent') {
    return (
      <Text ref={sentRef} tabIndex={-1} role="status" outline="none" fontSize="lg" color="gray.800">
        {status.message}
      </Text>
    );
  }
  const sending = status.kind === 'sending';
  return (
    <chakra.form
      method="post"
      onSubmit={handleSubmit}
      noValidate
      aria-label={LOST_LINK.title}
      {...EARLY_ACTION}
    >
      <Stack gap="5" align="stretch">
        {banner && (
          <div role="alert">
            <FormBanner tone="error">{banner}</FormBanner>
          </div>
        )}
        <FormField id={`${id}email`} name="email" label={LOST_LINK.emailLabel} error={emailError} required>
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              type="email"
              autoComplete="email"
              maxLength={EMAIL_MAX_LENGTH}
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setEmailError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" colorPalette="teal" alignSelf="flex-start" disabled={sending}>
          {sending ? LOST_LINK.sending : LOST_LINK.submit}
        </Button>
      </Stack>
    </chakra.form>
  );
}
