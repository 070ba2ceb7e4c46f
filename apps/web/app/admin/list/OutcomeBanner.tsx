import { Box } from '@chakra-ui/react';
import { FormBanner } from '../../components/form/FormBanner';

/** How the last action went. */
export interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

/** A polite live region announcing `outcome`; `mt` is the space above it while it shows. */
export function OutcomeBanner({ outcome, mt = '0' }: { outcome?: Outcome; mt?: string }) {
  return (
    <Box aria-live="polite" mt={outcome ? mt : '0'}>
      {outcome && <FormBanner tone={outcome.tone}>{outcome.text}</FormBanner>}
    </Box>
  );
}
