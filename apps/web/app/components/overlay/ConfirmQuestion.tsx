import { useEffect, useId, useRef } from 'react';
import { Button, Flex, Heading } from '@chakra-ui/react';
import { ModalDialog } from './ModalDialog';

interface ConfirmQuestionProps {
  /** The question, naming what the action does and to what. */
  question: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asked before an action that cannot be undone (a delete), in the app's own dialog rather than the
 * browser's. Not doing it is the safe answer: it has focus, and Escape or a click beside the question
 * gives it too.
 */
export function ConfirmQuestion({
  question,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmQuestionProps) {
  const headingId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <ModalDialog
      open
      onClose={onCancel}
      labelledBy={headingId}
      role="alertdialog"
      panelProps={{ w: 'min(100% - 2rem, 28rem)', rounded: 'lg', p: '6' }}
    >
      <Heading as="h2" id={headingId} size="md" color="teal.900">
        {question}
      </Heading>
      <Flex mt="5" gap="3" direction={{ base: 'column', sm: 'row' }} justify="flex-end">
        <Button ref={cancelRef} variant="outline" colorPalette="teal" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button colorPalette="red" onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </Flex>
    </ModalDialog>
  );
}
