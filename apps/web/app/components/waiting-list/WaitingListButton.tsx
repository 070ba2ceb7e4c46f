import { Suspense, lazy, useCallback, useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { ENROLMENT_LOADING_TEXT, WAITING_LIST } from '@academy/content';
import type { WaitingListKind } from '@academy/graphql-client';
import { islandAttributes } from '../island/island-attributes';
import { LoadBoundary } from '../LoadBoundary';
import { FormModal } from '../overlay/FormModal';

const loadContent = () => import('./WaitingListModalContent');
// Like the enrolment form, the form and Apollo load only when the button is first used.
const WaitingListModalContent = lazy(loadContent);
const prefetch = () => void loadContent().catch(() => undefined);

/** What a waiting list's modal is about: the event or family session, named. */
export interface WaitingListOffer {
  kind: WaitingListKind;
  id: string;
  /** The event's or session's name, for the dialog's title and the button's accessible name. */
  title: string;
  details?: string;
}

interface WaitingListButtonProps extends WaitingListOffer {
  size: 'sm' | 'lg';
}

/**
 * "Join the waiting list" on a full event or session: a small form in a modal. On a page that ships no
 * React the button is an island: islands/waiting-list.tsx opens the same modal.
 */
export function WaitingListButton({ kind, id, title, details, size }: WaitingListButtonProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button
        {...islandAttributes<WaitingListOffer>('waiting-list', { kind, id, title, details })}
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
      <WaitingListModal open={open} onClose={close} offer={{ kind, id, title, details }} />
    </>
  );
}

/** The waiting list's form in a modal, its code loaded when it first opens. */
export function WaitingListModal({
  open,
  onClose,
  offer,
}: {
  open: boolean;
  onClose: () => void;
  offer: WaitingListOffer;
}) {
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={`${WAITING_LIST.offer}: ${offer.title}`}
      details={offer.details}
      width="32rem"
    >
      <LoadBoundary fallback={<Text role="alert">{ENROLMENT_LOADING_TEXT.loadFailed}</Text>}>
        <Suspense fallback={<Text color="gray.700">{ENROLMENT_LOADING_TEXT.loading}</Text>}>
          <WaitingListModalContent kind={offer.kind} id={offer.id} onClose={onClose} />
        </Suspense>
      </LoadBoundary>
    </FormModal>
  );
}
