import type { Ref } from 'react';
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import {
  MY_REGISTRATION,
  MY_REGISTRATION_PANELS,
  PROGRAMMES,
  REFERENCE_CODE_LABEL,
  seatHeldUntil,
} from '@academy/content';
import { AddToCalendar } from '../../components/calendar/AddToCalendar';
import { type Detail, DetailList, DetailsPanel } from './DetailsPanel';
import { Payment } from './Payment';
import { cancelledOn, eventDates, isActive } from './registration-facts';
import { StatusBadge } from './StatusBadge';
import type { MyRegistration } from './use-my-registration';

interface CourseSummaryProps {
  registration: MyRegistration;
  /** The private link's token, for the payment button. */
  token: string;
  reload: () => Promise<unknown>;
  headingRef?: Ref<HTMLHeadingElement>;
}

/** Where the registration stands and what it is for: status, programme, level, event, payment. */
export function CourseSummary({ registration, token, reload, headingRef }: CourseSummaryProps) {
  const { status, event, cancelledAt, holdUntil } = registration;
  const text = MY_REGISTRATION_PANELS.course;
  const details: Detail[] = [
    {
      label: REFERENCE_CODE_LABEL,
      value: (
        <Text as="span" fontFamily="mono" letterSpacing="wider">
          {registration.referenceCode}
        </Text>
      ),
    },
    { label: text.programme, value: PROGRAMMES[registration.programme].name },
    { label: text.level, value: registration.levelName },
    ...(event
      ? [
          { label: text.event, value: event.name },
          { label: text.dates, value: eventDates(event) },
          { label: text.time, value: event.time },
          { label: text.venue, value: event.location },
        ]
      : [
          {
            label: text.event,
            value: (
              <>
                {MY_REGISTRATION.nextIntake}
                <Text as="span" display="block" color="gray.600" fontSize="sm">
                  {MY_REGISTRATION.nextIntakeNote}
                </Text>
              </>
            ),
          },
        ]),
  ];

  return (
    <DetailsPanel title={text.title} headingRef={headingRef}>
      <Stack gap="5">
        {/* Announces the new status when it changes (a cancellation). */}
        <Box role="status">
          <Flex align="center" gap="3" wrap="wrap">
            <Text fontWeight="medium" color="gray.700">
              {text.status}
            </Text>
            <StatusBadge status={status} />
          </Flex>
          {cancelledAt && status === 'CANCELLED' && (
            <Text mt="2" color="gray.700">
              {text.cancelledOn(cancelledOn(cancelledAt))}
            </Text>
          )}
          {holdUntil && status === 'PENDING' && (
            <Text mt="2" color="teal.900" fontWeight="semibold">
              {seatHeldUntil(holdUntil)}
            </Text>
          )}
        </Box>
        {/* Before the details, so that on a phone it is on screen as the page opens. */}
        {isActive(status) && <Payment registration={registration} token={token} reload={reload} />}
        <DetailList details={details} />
        {event && isActive(status) && <AddToCalendar links={event.addToCalendar} />}
      </Stack>
    </DetailsPanel>
  );
}
