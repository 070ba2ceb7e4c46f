import { Box, Button, Flex } from '@chakra-ui/react';
import { FormBanner } from './FormBanner';

interface ModalFormFooterProps {
  /** The form's error banner, if any. */
  banner: string | undefined;
  submitting: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** The end of a form in a modal: its error banner, then Cancel beside the submit button ('Submitting...' while it runs). */
export function ModalFormFooter({ banner, submitting, submitLabel, onCancel }: ModalFormFooterProps) {
  return (
    <>
      {/* Stays mounted so screen readers announce the banner that appears inside. */}
      <Box role="alert">{banner && <FormBanner tone="error">{banner}</FormBanner>}</Box>
      <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="teal" disabled={submitting}>
          {submitting ? 'Submitting...' : submitLabel}
        </Button>
      </Flex>
    </>
  );
}
