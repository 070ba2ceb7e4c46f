import { Suspense, lazy, useCallback, useState } from 'react';
import { Button, type ButtonProps, Link, Text } from '@chakra-ui/react';
import { ENROLMENT_LOADING_TEXT, PROVIDER } from '@academy/content';
import { LoadBoundary } from '../LoadBoundary';
import { FormModal } from '../overlay/FormModal';
import { EARLY_ACTION } from '../../early-actions';
import type { EnrolmentTarget } from './enrolment-target';

const loadEnrolmentModalContent = () => import('./EnrolmentModalContent');
// The form, its rules and Apollo stay out of the page's first JavaScript: they load on the first
// press, or ahead of it when the pointer or the keyboard reaches the button.
const EnrolmentModalContent = lazy(loadEnrolmentModalContent);
const prefetch = () => void loadEnrolmentModalContent().catch(() => undefined);

interface EnrolButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  target: EnrolmentTarget;
  /** Date, place or price line shown under the programme name. */
  details?: string;
  label?: string;
}

/**
 * Every Enroll Now (level side panels, calendar rows, workshop rows): opens the enrolment modal of
 * SPEC.md 2.9 for exactly this programme, level and event.
 */
export function EnrolButton({ target, details, label = 'Enroll Now', ...buttonProps }: EnrolButtonProps) {
  const [open, setOpen] = useState(false);
  // Stable, so the thank-you's 5-second timer is not restarted by a re-render.
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button
        colorPalette="teal"
        {...buttonProps}
        {...EARLY_ACTION}
        onClick={() => setOpen(true)}
        onPointerEnter={prefetch}
        onPointerDown={prefetch}
        onFocus={prefetch}
      >
        {label}
      </Button>
      <FormModal
        open={open}
        onClose={close}
        title={`Enrol in ${target.title}`}
        details={details}
        width="48rem"
      >
        <LoadBoundary fallback={<LoadFailed />}>
          <Suspense fallback={<Text color="gray.700">{ENROLMENT_LOADING_TEXT.loading}</Text>}>
            <EnrolmentModalContent target={target} onClose={close} />
          </Suspense>
        </LoadBoundary>
      </FormModal>
    </>
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
