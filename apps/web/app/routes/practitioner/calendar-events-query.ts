import { graphql } from '@academy/graphql-client';

export const CalendarEventsDocument = graphql(`
  query CalendarEvents {
    calendarEvents {
      id
      name
      date
      time
      location
      trainer
      type
      level
      participants
      price
      seats
      seatsLeft
      noEnroll
      enrollable
      pageLink
    }
  }
`);
