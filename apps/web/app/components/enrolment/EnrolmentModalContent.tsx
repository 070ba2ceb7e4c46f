import { useEffect, useRef, useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ENROLMENT_TEXT } from '@academy/content';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import { EnrolmentForm } from './EnrolmentForm';
import type { EnrolmentTarget } from './enrolment-target';

/** SPEC.md 9: the thank-you closes the modal after 5 seconds. */
export const THANK_YOU_CLOSE_MS = 5000;

export interface EnrolmentModalContentProps {
  target: EnrolmentTarget;
  /** Closes the modal. */
  onClose: () => void;
}

/**
 * What the enrolment modal holds under its title: the form, replaced once the registration is stored
 * by the thank-you message. Loaded only when an Enroll Now is first used (EnrolButton).
 */
export default function EnrolmentModalContent({ target, onClose }: EnrolmentModalContentProps) {
  const [thankYou, setThankYou] = useState('');
  return (
    <GraphqlProvider>
      {thankYou ? (
        <ThankYou message={thankYou} onClose={onClose} />
      ) : (
        <EnrolmentForm target={target} onRegistered={setThankYou} onCancel={onClose} />
      )}
    </GraphqlProvider>
  );
}

function ThankYou({ message, onClose }: { message: string; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // The submit button that had focus is gone; the thank-you takes it, so it is read out.
    ref.current?.focus();
    const timer = window.setTimeout(onClose, THANK_YOU_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [onClose]);
  return (
    <Stack gap="4" align="flex-start">
      <Box ref={ref} tabIndex={-1} role="status" outline="none">
        <Heading as="h3" size="lg" color="teal.900">
          {ENROLMENT_TEXT.thankYouHeading}
        </Heading>
        <Text mt="2" fontSize="lg" color="gray.800">
          {message}
        </Text>
      </Box>
      <Text fontSize="sm" color="gray.600">
        {ENROLMENT_TEXT.closesSoon}
      </Text>
      <Button colorPalette="teal" onClick={onClose}>
        Close
      </Button>
    </Stack>
  );
}
