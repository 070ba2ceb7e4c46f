import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/** A form's success or error message; put it inside a live region so it is announced. */
export function FormBanner({ tone, children }: { tone: 'success' | 'error'; children: ReactNode }) {
  const palette = tone === 'success' ? 'green' : 'red';
  return (
    <Box
      px="4"
      py="3"
      borderRadius="md"
      borderWidth="1px"
      borderColor={`${palette}.300`}
      bg={`${palette}.50`}
      color={`${palette}.800`}
      fontWeight="medium"
    >
      {children}
    </Box>
  );
}

/**
 * A form's banners, placed above the fields they are about. The live regions stay mounted, so a banner
 * that appears inside is announced; `data-form-banner` lets the submit sequence scroll to it.
 */
export function FormBanners({ error, success }: { error?: string; success?: string }) {
  return (
    <Box data-form-banner="" scrollMarginTop="24">
      <Box role="status">{success && <FormBanner tone="success">{success}</FormBanner>}</Box>
      <Box role="alert">{error && <FormBanner tone="error">{error}</FormBanner>}</Box>
    </Box>
  );
}
