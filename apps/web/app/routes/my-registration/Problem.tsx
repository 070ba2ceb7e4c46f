import type { ReactNode } from 'react';
import { Stack, Text } from '@chakra-ui/react';
import { FormBanner } from '../../components/form/FormBanner';
import { ContactLine } from './ContactLine';
import { PageTitle } from './PageTitle';

interface ProblemProps {
  message: string;
  advice?: string;
  /** What the registrant can do about it here (Retry). */
  children?: ReactNode;
}

/** A link that opens nothing: what went wrong (announced), what to do, and whom to ask. */
export function Problem({ message, advice, children }: ProblemProps) {
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
