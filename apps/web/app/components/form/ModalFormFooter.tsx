import { Button, Flex } from '@chakra-ui/react';

interface ModalFormFooterProps {
  submitting: boolean;
  submitLabel: string;
  onCancel: () => void;
}

/** The end of a form in a modal: Cancel beside the submit button ('Submitting...' while it runs). */
export function ModalFormFooter({ submitting, submitLabel, onCancel }: ModalFormFooterProps) {
  return (
    <Flex gap="3" direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" colorPalette="teal" disabled={submitting}>
        {submitting ? 'Submitting...' : submitLabel}
      </Button>
    </Flex>
  );
}
