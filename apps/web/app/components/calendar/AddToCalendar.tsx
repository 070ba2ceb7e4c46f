import { useId } from 'react';
import { Button, Flex, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ADD_TO_CALENDAR } from '@academy/content';

/** The links the server builds for an event or a booked slot (CalendarLinks in the schema). */
export interface CalendarLinkSet {
  google: string;
  outlook: string;
  ics: string;
}

/** 'Add to calendar': Google and Outlook open their new-event page in a new tab; the .ics downloads. */
export function AddToCalendar({ links }: { links: CalendarLinkSet }) {
  const headingId = useId();
  return (
    <Stack gap="2" role="group" aria-labelledby={headingId}>
      <Text id={headingId} fontWeight="semibold" color="gray.800">
        {ADD_TO_CALENDAR.heading}
      </Text>
      <Flex gap="2" wrap="wrap">
        <Button asChild variant="outline" colorPalette="teal" size="sm">
          <a href={links.google} target="_blank" rel="noopener noreferrer">
            {ADD_TO_CALENDAR.google}
            <VisuallyHidden>{ADD_TO_CALENDAR.newTab}</VisuallyHidden>
          </a>
        </Button>
        <Button asChild variant="outline" colorPalette="teal" size="sm">
          <a href={links.outlook} target="_blank" rel="noopener noreferrer">
            {ADD_TO_CALENDAR.outlook}
            <VisuallyHidden>{ADD_TO_CALENDAR.newTab}</VisuallyHidden>
          </a>
        </Button>
        <Button asChild variant="outline" colorPalette="teal" size="sm">
          <a href={links.ics} download>
            {ADD_TO_CALENDAR.ics}
          </a>
        </Button>
      </Flex>
    </Stack>
  );
}
