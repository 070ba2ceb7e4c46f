import { useId, useRef, useEffect } from 'react';
import { Button, Flex, Heading, Text } from '@chakra-ui/react';
import { FORM_CLOSE_TEXT } from '@academy/content';
import { ModalDialog } from './ModalDialog';

interface CloseQuestionProps {
  onKeepEditing: () => void;
  onCloseKeepingDraft: () => void;
  onDiscard: () => void;
}

/**
 * Asked before a form with typed data closes. Keep editing is the safe answer: it has focus, and Escape
 * or a click beside the question gives it too.
 */
export function CloseQuestion({ onKeepEditing, onCloseKeepingDraft, onDiscard }: CloseQuestionProps) {
  const headingId = useId();
  const textId = useId();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <ModalDialog
      open
      onClose={onKeepEditing}
      labelledBy={headingId}
      describedBy={textId}
      role="alertdialog"
      panelProps={{ w: 'min(100% - 2rem, 28rem)', rounded: 'lg', p: '6' }}
    >
      <Heading as="h2" id={headingId} size="lg" color="teal.900">
        {FORM_CLOSE_TEXT.question}
      </Heading>
      <Text id={textId} mt="2" color="gray.700">
        {FORM_CLOSE_TEXT.explanation}
      </Text>
      <Flex mt="5" gap="3" direction={{ base: 'column', sm: 'row' }} justify="flex-end" wrap="wrap">
        <Button ref={keepRef} colorPalette="teal" onClick={onKeepEditing}>
          {FORM_CLOSE_TEXT.keepEditing}
        </Button>
        <Button variant="outline" colorPalette="teal" onClick={onCloseKeepingDraft}>
          {FORM_CLOSE_TEXT.closeKeepingDraft}
        </Button>
        <Button variant="outline" colorPalette="red" onClick={onDiscard}>
          {FORM_CLOSE_TEXT.discard}
        </Button>
      </Flex>
    </ModalDialog>
  );
}
