import { Box } from '@chakra-ui/react';

/** How much of a file has been sent, as a bar screen readers read as a percentage. */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      h="2"
      bg="gray.200"
      borderRadius="full"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} bg="teal.600" transition="width 0.2s ease-out" />
    </Box>
  );
}
