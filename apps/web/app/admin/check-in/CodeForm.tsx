import { useState } from 'react';
import { Button, Field, Flex, Input } from '@chakra-ui/react';
import { ADMIN_CHECK_IN } from '@academy/content';

/** A typed code (or a keyboard-like scanner's): checked in as a scanned one is. */
export function CodeForm({ onCode }: { onCode: (code: string) => void }) {
  const [code, setCode] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!code.trim()) return;
        onCode(code.trim());
        setCode('');
      }}
    >
      <Field.Root>
        <Field.Label>{ADMIN_CHECK_IN.codeLabel}</Field.Label>
        <Flex gap="2" w="full">
          <Input
            name="code"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" colorPalette="teal">
            {ADMIN_CHECK_IN.submitCode}
          </Button>
        </Flex>
        <Field.HelperText>{ADMIN_CHECK_IN.codeHint}</Field.HelperText>
      </Field.Root>
    </form>
  );
}
