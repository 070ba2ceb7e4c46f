import { Link, Stack, VisuallyHidden, chakra } from '@chakra-ui/react';
import { ADD_TO_CALENDAR, eventCalendarPath } from '@academy/content';
import { TypedText } from './TypedText';

/**
 * 'Add to calendar' on a calendar row: a disclosure (works before hydration and without JavaScript)
 * with Google and Outlook, which the API fills in and redirects to, and the event's .ics file.
 */
export function EventCalendarLinks({ event }: { event: { id: string; name: string } }) {
  const link = { color: 'teal.800', fontSize: 'sm', textDecoration: 'underline' } as const;
  return (
    <chakra.details mt="1" fontSize="sm">
      <chakra.summary cursor="pointer" color="teal.800" fontWeight="medium" py="1">
        {ADD_TO_CALENDAR.heading}
        <VisuallyHidden>
          : <TypedText text={event.name} />
        </VisuallyHidden>
      </chakra.summary>
      <Stack gap="1" ps="3" pt="1" align="flex-start">
        <Link {...link} href={eventCalendarPath(event.id, 'google')} target="_blank" rel="nofollow noopener">
          {ADD_TO_CALENDAR.google}
          <VisuallyHidden>{ADD_TO_CALENDAR.newTab}</VisuallyHidden>
        </Link>
        <Link {...link} href={eventCalendarPath(event.id, 'outlook')} target="_blank" rel="nofollow noopener">
          {ADD_TO_CALENDAR.outlook}
          <VisuallyHidden>{ADD_TO_CALENDAR.newTab}</VisuallyHidden>
        </Link>
        <Link {...link} href={eventCalendarPath(event.id, 'ics')} rel="nofollow" download>
          {ADD_TO_CALENDAR.ics}
        </Link>
      </Stack>
    </chakra.details>
  );
}
