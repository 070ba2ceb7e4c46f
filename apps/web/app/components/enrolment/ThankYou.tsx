import { useEffect, useRef, useState } from 'react';
import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { ENROLMENT_TEXT, FORM_FOOTER_TEXT, seatHeldUntil } from '@academy/content';
import { AddToCalendar } from '../calendar/AddToCalendar';
import { ReferenceCode } from '../registration/ReferenceCode';
import type { RegistrationThankYou } from './use-submit-registration';

/** SPEC.md 9: the thank-you closes the modal after 5 seconds. */
const THANK_YOU_CLOSE_MS = 5000;

/**
 * The thank-you that replaces the form: the server's text, the reference code and, for a dated event,
 * 'Add to calendar'. It closes by itself after 5 seconds unless the visitor starts using it (moves
 * focus to a link or presses on one), so nobody loses it half-way through.
 */
export function ThankYou({ thankYou, onClose }: { thankYou: RegistrationThankYou; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const [staying, setStaying] = useState(false);
  useEffect(() => {
    // The submit button that had focus is gone; the thank-you takes it, so it is read out.
    ref.current?.focus();
    timer.current = window.setTimeout(onClose, THANK_YOU_CLOSE_MS);
    return () => window.clearTimeout(timer.current);
  }, [onClose]);
  const stay = () => {
    window.clearTimeout(timer.current);
    setStaying(true);
  };
  return (
    <Stack
      gap="4"
      align="flex-start"
      onPointerDown={stay}
      onFocus={(event) => {
        if (event.target !== ref.current) stay();
      }}
    >
      <Box ref={ref} tabIndex={-1} role="status" outline="none">
        <Heading as="h3" size="lg" color="teal.900">
          {ENROLMENT_TEXT.thankYouHeading}
        </Heading>
        <Text mt="2" fontSize="lg" color="gray.800">
          {thankYou.message}
        </Text>
        {thankYou.holdUntil && (
          <Text mt="2" color="teal.900" fontWeight="semibold">
            {seatHeldUntil(thankYou.holdUntil)}
          </Text>
        )}
      </Box>
      <ReferenceCode code={thankYou.referenceCode} />
      {thankYou.event && <AddToCalendar links={thankYou.event.addToCalendar} />}
      {!staying && (
        <Text fontSize="sm" color="gray.600">
          {ENROLMENT_TEXT.closesSoon}
        </Text>
      )}
      <Button colorPalette="teal" onClick={onClose}>
        {FORM_FOOTER_TEXT.close}
      </Button>
    </Stack>
  );
}
