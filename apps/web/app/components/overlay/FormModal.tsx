import { type ReactNode, useCallback, useId, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Box, Flex, Heading, Text, chakra } from '@chakra-ui/react';
import { FORM_FOOTER_TEXT } from '@academy/content';
import { CLOSE_ICON, MediaIcon } from '../media/icons';
import { CloseQuestion } from './CloseQuestion';
import { type CloseGuard, ModalCloseContext } from './close-guard';
import { ModalDialog } from './ModalDialog';

interface FormModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A line under the title (date, place, price). */
  details?: ReactNode;
  /** The panel's width on wide screens (a CSS length). */
  width: string;
  /** The form, or what replaces it once sent. */
  children: ReactNode;
}

/**
 * A modal holding a form (enrolment, family booking): its title bar, then the form under it. Escape, a
 * click beside it, × and the form's Cancel close it at once, unless the form (through useCloseGuard)
 * holds typed data: then it asks whether to keep editing, close keeping the draft, or discard it.
 */
export function FormModal({ open, onClose, title, details, width, children }: FormModalProps) {
  const headingId = useId();
  const guard = useRef<CloseGuard | null>(null);
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => (guard.current?.hasTyped ? setAsking(true) : onClose()), [onClose]);
  const register = useCallback((registered: CloseGuard) => {
    guard.current = registered;
    return () => {
      if (guard.current === registered) guard.current = null;
    };
  }, []);
  const modalClose = useMemo(() => ({ requestClose, register }), [requestClose, register]);
  const closeAfterAnswer = (discard: boolean) => {
    if (discard) guard.current?.discard();
    // The question closes first, so the form's dialog, closing after it, gets the last word on focus
    // and on the page's scroll lock.
    flushSync(() => setAsking(false));
    onClose();
  };
  return (
    <ModalCloseContext.Provider value={modalClose}>
      <ModalDialog
        open={open}
        onClose={requestClose}
        labelledBy={headingId}
        panelProps={{ w: `min(100% - 1rem, ${width})`, rounded: 'lg', p: '0' }}
      >
        <ModalHeader headingId={headingId} title={title} details={details} onClose={requestClose} />
        <Box px={{ base: '4', md: '6' }} py="5">
          {children}
        </Box>
      </ModalDialog>
      {/* Outside the form's dialog, so its Escape and clicks answer the question only. */}
      {open && asking && (
        <CloseQuestion
          onKeepEditing={() => setAsking(false)}
          onCloseKeepingDraft={() => closeAfterAnswer(false)}
          onDiscard={() => closeAfterAnswer(true)}
        />
      )}
    </ModalCloseContext.Provider>
  );
}

interface ModalHeaderProps {
  /** The heading's id: the dialog's labelledBy. */
  headingId: string;
  title: string;
  details?: ReactNode;
  onClose: () => void;
}

/**
 * A form modal's title bar: a heading that wraps however long the programme's name is, and the ×
 * button. It stays at the top while a long form scrolls under it, so closing is always one click away.
 */
function ModalHeader({ headingId, title, details, onClose }: ModalHeaderProps) {
  return (
    <Flex
      position="sticky"
      top="0"
      zIndex="1"
      bg="white"
      align="flex-start"
      justify="space-between"
      gap="3"
      ps={{ base: '4', md: '6' }}
      pe={{ base: '2', md: '3' }}
      pt={{ base: '4', md: '5' }}
      pb="3"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Box minW="0">
        <Heading as="h2" id={headingId} size={{ base: 'lg', md: 'xl' }} color="teal.900" textWrap="balance">
          {title}
        </Heading>
        {details && (
          <Text mt="1" fontSize="sm" color="gray.700">
            {details}
          </Text>
        )}
      </Box>
      <chakra.button
        type="button"
        aria-label={FORM_FOOTER_TEXT.close}
        onClick={onClose}
        display="grid"
        placeItems="center"
        boxSize="10"
        flexShrink={0}
        rounded="md"
        color="gray.700"
        cursor="pointer"
        _hover={{ bg: 'gray.100' }}
        _focusVisible={{ outline: '3px solid', outlineColor: 'teal.600', outlineOffset: '1px' }}
      >
        <MediaIcon path={CLOSE_ICON} />
      </chakra.button>
    </Flex>
  );
}
