import { graphql } from '@academy/graphql-client';

/** What the event manager shows and edits of an event; every event operation returns it. */
export const AdminCalendarEventFields = graphql(`
  fragment AdminCalendarEventFields on AdminCalendarEvent {
    id
    name
    programme
    level
    date
    endDate
    time
    location
    trainer
    type
    participants
    price
    currency
    priceValue
    offerName
    offerAmount
    offerEndsOn
    seats
    seatsTaken
    seatsLeft
    noEnroll
    isOpen
    paymentLink
    seatHoldHours
    seatBreakdown {
      held
      paid
      expired
      waiting
    }
    availability
  }
`);
