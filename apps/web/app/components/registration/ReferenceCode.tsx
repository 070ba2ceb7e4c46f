import { Box, Text } from '@chakra-ui/react';
import { REFERENCE_CODE_LABEL, REFERENCE_CODE_NOTE } from '@academy/content';

/** A registration's reference code, to quote when writing to the provider (it opens nothing). */
export function ReferenceCode({ code }: { code: string }) {
  return (
    <Box>
      <Text color="gray.800">
        {REFERENCE_CODE_LABEL}:{' '}
        <Text as="strong" fontFamily="mono" fontSize="lg" letterSpacing="wider">
          {code}
        </Text>
      </Text>
      <Text fontSize="sm" color="gray.600">
        {REFERENCE_CODE_NOTE}
      </Text>
    </Box>
  );
}
