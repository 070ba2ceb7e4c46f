import { Suspense, lazy, useCallback, useRef } from 'react';
import { Link, Text } from '@chakra-ui/react';
import { ENROLMENT_LOADING_TEXT, PROVIDER } from '@academy/content';
import { LoadBoundary } from '../LoadBoundary';
import { FormModal } from '../overlay/FormModal';
import type { EnrolmentTarget } from './enrolment-target';
import { keepConfirmation } from './kept-confirmation';
import type { RegistrationThankYou } from './use-submit-registration';

/** The form, its rules and Apollo: loaded when the dialog first opens, or ahead of it (preloadEnrolmentForm). */
const loadEnrolmentModalContent = () => import('./EnrolmentModalContent');
const EnrolmentModalContent = lazy(loadEnrolmentModalContent);

/** Fetches the form's code before the dialog opens (the pointer or the keyboard reached an Enroll Now). */
export const preloadEnrolmentForm = () => void loadEnrolmentModalContent().catch(() => undefined);

/** What the dialog enrols in, as its title and the line under it show. */
export interface EnrolmentOffer {
  target: EnrolmentTarget;
  /** Date, place or price line shown under the programme name. */
  details?: string;
}

export interface EnrolmentDialogProps extends EnrolmentOffer {
  open: boolean;
  /** Stable, so the thank-you's 5-second timer is not restarted by a re-render. */
  onClose: () => void;
}

/** The modal's heading, which the loading dialog of an Enroll Now island shows too. */
export const enrolmentDialogTitle = (target: EnrolmentTarget) =>
  ENROLMENT_LOADING_TEXT.dialogTitle(target.title);

/** The enrolment modal of SPEC.md 2.9 for exactly this programme, level and event. */
export function EnrolmentDialog({ open, onClose, target, details }: EnrolmentDialogProps) {
  const registered = useRef<RegistrationThankYou | null>(null);
  // Once the thank-you closes, the page keeps a confirmation and shows the seat taken. Not before: a
  // calendar row whose last seat this was stops offering Enroll Now, and this dialog would go with it.
  const close = useCallback(() => {
    const thankYou = registered.current;
    registered.current = null;
    if (thankYou) keepConfirmation(target.title, thankYou);
    onClose();
  }, [onClose, target.title]);
  return (
    <FormModal
      open={open}
      onClose={close}
      title={enrolmentDialogTitle(target)}
      details={details}
      width="48rem"
    >
      <LoadBoundary fallback={<LoadFailed />}>
        <Suspense fallback={<Text color="gray.700">{ENROLMENT_LOADING_TEXT.loading}</Text>}>
          <EnrolmentModalContent
            target={target}
            onClose={close}
            onRegistered={(thankYou) => {
              registered.current = thankYou;
            }}
          />
        </Suspense>
      </LoadBoundary>
    </FormModal>
  );
}

function LoadFailed() {
  return (
    <Text role="alert" color="red.700">
      {ENROLMENT_LOADING_TEXT.loadFailed}{' '}
      <Link href={`mailto:${PROVIDER.email}`} color="teal.700" textDecoration="underline">
        {PROVIDER.email}
      </Link>
      .
    </Text>
  );
}
