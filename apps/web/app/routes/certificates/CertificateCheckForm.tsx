import { type FormEvent, useId, useRef, useState } from 'react';
import { Button, Input, Stack, chakra } from '@chakra-ui/react';
import { CERTIFICATE_CHECK, certificatePath } from '@academy/content';
import { useNavigate } from 'react-router-dom';
import { FormField } from '../../components/form/FormField';

/** One field, the number: checking opens the number's own page, which anyone can be sent. */
export function CertificateCheckForm({ initial = '' }: { initial?: string }) {
  const [number, setNumber] = useState(initial);
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const id = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = number.trim();
    if (!typed) {
      setError(CERTIFICATE_CHECK.invalid);
      inputRef.current?.focus();
      return;
    }
    navigate(certificatePath(typed.toUpperCase()));
  }

  return (
    <chakra.form onSubmit={handleSubmit} noValidate aria-label={CERTIFICATE_CHECK.title}>
      <Stack gap="4" align="stretch">
        <FormField
          id={`${id}number`}
          name="number"
          label={CERTIFICATE_CHECK.numberLabel}
          error={error}
          required
        >
          {(control) => (
            <Input
              {...control}
              ref={inputRef}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              value={number}
              onChange={(event) => {
                setNumber(event.target.value);
                setError(undefined);
              }}
            />
          )}
        </FormField>
        <Button type="submit" colorPalette="teal" alignSelf="flex-start">
          {CERTIFICATE_CHECK.submit}
        </Button>
      </Stack>
    </chakra.form>
  );
}
