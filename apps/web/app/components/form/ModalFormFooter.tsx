import { Button, Flex } from '@chakra-ui/react';
import { FORM_FOOTER_TEXT } from '@academy/content';

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
        {FORM_FOOTER_TEXT.cancel}
      </Button>
      <Button type="submit" colorPalette="teal" disabled={submitting}>
        {submitting ? FORM_FOOTER_TEXT.submitting : submitLabel}
      </Button>
    </Flex>
  );
}
