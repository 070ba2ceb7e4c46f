import { type ReactNode, useId } from 'react';
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { ADMIN_LIST } from '@academy/content';
import { ModalDialog } from '../../components/overlay/ModalDialog';

interface DetailsDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A record's details in a modal: named by its heading, focus kept inside while open and given back to
 * the button that opened it (ModalDialog), Escape and the Close button close it.
 */
export function DetailsDialog({ title, onClose, children }: DetailsDialogProps) {
  const headingId = useId();
  return (
    <ModalDialog open onClose={onClose} labelledBy={headingId} panelProps={{ rounded: 'lg' }}>
      <Stack gap="5" p={{ base: '4', md: '6' }}>
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h2" id={headingId} size="xl" color="teal.900">
            {title}
          </Heading>
          <Button variant="outline" size="sm" onClick={onClose}>
            {ADMIN_LIST.close}
          </Button>
        </Flex>
        {children}
      </Stack>
    </ModalDialog>
  );
}
