import { Suspense, lazy } from 'react';
import { Link, Text } from '@chakra-ui/react';
import { ENROLMENT_LOADING_TEXT, PROVIDER } from '@academy/content';
import { LoadBoundary } from '../LoadBoundary';
import { FormModal } from '../overlay/FormModal';
import type { EnrolmentTarget } from './enrolment-target';

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
export const enrolmentDialogTitle = (target: EnrolmentTarget) => `Enrol in ${target.title}`;

/** The enrolment modal of SPEC.md 2.9 for exactly this programme, level and event. */
export function EnrolmentDialog({ open, onClose, target, details }: EnrolmentDialogProps) {
  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={enrolmentDialogTitle(target)}
      details={details}
      width="48rem"
    >
      <LoadBoundary fallback={<LoadFailed />}>
        <Suspense fallback={<Text color="gray.700">{ENROLMENT_LOADING_TEXT.loading}</Text>}>
          <EnrolmentModalContent target={target} onClose={onClose} />
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
