/** The event calendar page's title and description for search engines (not carried by its island). */
export const EVENT_CALENDAR_META = {
  title: 'Event Calendar',
  description:
    'Upcoming practitioner days, workshops and talks in the UAE and online: dates, trainers, seats left and fees.',
} as const;
