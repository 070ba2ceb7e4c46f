import { Suspense, lazy, useCallback, useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { ENROLMENT_LOADING_TEXT, WAITING_LIST } from '@academy/content';
import type { WaitingListKind } from '@academy/graphql-client';
import { LoadBoundary } from '../LoadBoundary';
import { FormModal } from '../overlay/FormModal';

const loadContent = () => import('./WaitingListModalContent');
// Like the enrolment form, the form and Apollo load only when the button is first used.
const WaitingListModalContent = lazy(loadContent);
const prefetch = () => void loadContent().catch(() => undefined);

interface WaitingListButtonProps {
  kind: WaitingListKind;
  id: string;
  /** The event's or session's name, for the dialog's title and the button's accessible name. */
  title: string;
  details?: string;
  size: 'sm' | 'lg';
}

/** "Join the waiting list" on a full event or session: a small form in a modal. */
export function WaitingListButton({ kind, id, title, details, size }: WaitingListButtonProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button
        colorPalette="teal"
        variant="outline"
        size={size}
        w={size === 'lg' ? 'full' : undefined}
        aria-label={`${WAITING_LIST.offer}: ${title}${details ? `, ${details}` : ''}`}
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {WAITING_LIST.offer}
      </Button>
      <FormModal
        open={open}
        onClose={close}
        title={`${WAITING_LIST.offer}: ${title}`}
        details={details}
        width="32rem"
      >
        <LoadBoundary fallback={<Text role="alert">{ENROLMENT_LOADING_TEXT.loadFailed}</Text>}>
          <Suspense fallback={<Text color="gray.700">{ENROLMENT_LOADING_TEXT.loading}</Text>}>
            <WaitingListModalContent kind={kind} id={id} onClose={close} />
          </Suspense>
        </LoadBoundary>
      </FormModal>
    </>
  );
}
