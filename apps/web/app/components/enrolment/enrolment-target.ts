import type { ProgrammeKey } from '@academy/content';

/** What an Enroll Now enrols in: the programme, and where known the level and the calendar event. */
export interface EnrolmentTarget {
  programme: ProgrammeKey;
  /** How the dialog names it: 'Level 2: Decode Your Behaviour', 'Family Constellation Workshop'. */
  title: string;
  /**
   * The levelName to preselect: one of the programme's levels named in English (PROGRAMME_LEVELS of
   * '@academy/content/en'), whatever the site's language; `title` is what the visitor reads.
   */
  level?: string;
  /** The calendar event to preselect as the workshop (calendar and programme rows). */
  eventId?: string;
  /** A waiting-list claim link's offer: the seat held in `eventId` and who it is held for. */
  claim?: SeatClaim;
}

/** What a claim link opens the form with: its token and the waiting-list entry's details. */
export interface SeatClaim {
  token: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string;
  /** ISO time until which the seat is held. */
  offerExpiresAt: string;
}
