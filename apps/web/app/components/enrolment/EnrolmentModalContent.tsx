import { useState } from 'react';
import { EnrolmentForm } from './EnrolmentForm';
import type { EnrolmentTarget } from './enrolment-target';
import { ThankYou } from './ThankYou';
import type { RegistrationThankYou } from './use-submit-registration';

export interface EnrolmentModalContentProps {
  target: EnrolmentTarget;
  /** Closes the modal. */
  onClose: () => void;
  /** The registration is stored: what the page keeps as its confirmation once the modal closes. */
  onRegistered?: (thankYou: RegistrationThankYou) => void;
}

/**
 * What the enrolment modal holds under its title: the form, replaced once the registration is stored
 * by the thank-you message. Loaded only when an Enroll Now is first used (EnrolButton).
 */
export default function EnrolmentModalContent({ target, onClose, onRegistered }: EnrolmentModalContentProps) {
  const [thankYou, setThankYou] = useState<RegistrationThankYou | null>(null);
  const registered = (stored: RegistrationThankYou) => {
    setThankYou(stored);
    onRegistered?.(stored);
  };
  return thankYou ? (
    <ThankYou thankYou={thankYou} onClose={onClose} />
  ) : (
    <EnrolmentForm target={target} onRegistered={registered} onCancel={onClose} />
  );
}
