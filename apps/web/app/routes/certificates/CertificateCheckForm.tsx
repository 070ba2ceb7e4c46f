import { useId } from 'react';
import { Button, Input, Stack, chakra } from '@chakra-ui/react';
import { CERTIFICATES_PATH, CERTIFICATE_CHECK } from '@academy/content';
import { FormField } from '../../components/form/FormField';

/**
 * One field, the number, sent by the browser itself (no script): the server answers
 * /certificates?number=… with the number's own page, which anyone can be sent. `error` is the server's
 * answer to the form sent empty.
 */
export function CertificateCheckForm({ error }: { error?: string }) {
  const id = useId();
  return (
    <chakra.form
      method="get"
      action={CERTIFICATES_PATH}
      data-native-form=""
      aria-label={CERTIFICATE_CHECK.title}
    >
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
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              autoFocus={Boolean(error)}
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
