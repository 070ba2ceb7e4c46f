import type { FormEvent, ReactNode, RefObject } from 'react';
import { Box, Button, Flex, SimpleGrid, chakra } from '@chakra-ui/react';
import { ADMIN_EVENTS } from '@academy/content';
import { FormBanner } from '../../components/form/FormBanner';
import { DetailsDialog } from '../details/DetailsDialog';

interface EditorDialogProps {
  title: string;
  formRef: RefObject<HTMLFormElement | null>;
  onSubmit: (event: FormEvent) => void;
  /** The form-level message after a refused save. */
  banner?: string;
  saving: boolean;
  saveLabel: string;
  onClose: () => void;
  /** The fields, laid out two a row from medium screens. */
  fields: ReactNode;
  /** The check boxes under the fields. */
  checks: ReactNode;
  /** Shown under the form, e.g. the record's history. */
  after?: ReactNode;
}

/** The frame the event and session editors share: the dialog, its error banner, the fields, Cancel and Save. */
export function EditorDialog({
  title,
  formRef,
  onSubmit,
  banner,
  saving,
  saveLabel,
  onClose,
  fields,
  checks,
  after,
}: EditorDialogProps) {
  return (
    <DetailsDialog title={title} onClose={onClose}>
      <chakra.form ref={formRef} noValidate onSubmit={onSubmit} display="flex" flexDirection="column" gap="4">
        <Box aria-live="assertive">{banner && <FormBanner tone="error">{banner}</FormBanner>}</Box>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {fields}
        </SimpleGrid>
        {checks}
        <Flex gap="3" justify="flex-end">
          <Button variant="outline" onClick={onClose}>
            {ADMIN_EVENTS.cancel}
          </Button>
          <Button type="submit" colorPalette="teal" disabled={saving}>
            {saving ? ADMIN_EVENTS.saving : saveLabel}
          </Button>
        </Flex>
      </chakra.form>
      {after}
    </DetailsDialog>
  );
}
