import { useCallback, useState } from 'react';
import { Button, type ButtonProps } from '@chakra-ui/react';
import { ENROLMENT_LOADING_TEXT } from '@academy/content';
import { EARLY_ACTION } from '../../early-actions';
import { islandAttributes } from '../island/island-attributes';
import { ENROLMENT_LOADING_DIALOG_ID, islandDialogAttributes } from '../island/island-dialog';
import {
  EnrolmentDialog,
  type EnrolmentOffer,
  enrolmentDialogTitle,
  preloadEnrolmentForm,
} from './EnrolmentDialog';
import type { EnrolmentTarget } from './enrolment-target';

interface EnrolButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  target: EnrolmentTarget;
  /** Date, place or price line shown under the programme name. */
  details?: string;
  label?: string;
}

/**
 * Every Enroll Now (level side panels, calendar rows, workshop rows): opens the enrolment modal of
 * SPEC.md 2.9 for exactly this programme, level and event. The form's code loads on the first press, or
 * ahead of it when the pointer or the keyboard reaches the button. On a page that ships no React
 * (RouteModule.staticPage) the button is an island: islands/enrol.tsx opens the same modal, and the page's
 * loading dialog answers the press until it does.
 */
export function EnrolButton({
  target,
  details,
  label = ENROLMENT_LOADING_TEXT.enrolNow,
  ...buttonProps
}: EnrolButtonProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <Button
        colorPalette="teal"
        {...buttonProps}
        {...EARLY_ACTION}
        {...islandAttributes<EnrolmentOffer>('enrol', { target, details })}
        {...islandDialogAttributes({
          dialog: ENROLMENT_LOADING_DIALOG_ID,
          title: enrolmentDialogTitle(target),
          details,
        })}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadEnrolmentForm}
        onPointerDown={preloadEnrolmentForm}
        onFocus={preloadEnrolmentForm}
      >
        {label}
      </Button>
      <EnrolmentDialog open={open} onClose={close} target={target} details={details} />
    </>
  );
}
