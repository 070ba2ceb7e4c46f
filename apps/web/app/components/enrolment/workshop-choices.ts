import {
  ENROLMENT_TEXT,
  EVENT_CALENDAR_PAGE,
  type EventAvailability,
  type Fee,
  WAITING_LIST,
  formatEventDays,
  formatFee,
  placeName,
  seatsLeftLabel,
} from '@academy/content';
// What the server reads, stores and compares: the English names, whatever the site's language.
import {
  NEXT_AVAILABLE_INTAKE,
  PROGRAMMES,
  type ProgrammeKey,
  enrolledEventFields,
  levelFee,
  levelFitsEvent,
  levelNamed,
} from '@academy/content/en';
import type { RegistrationForm } from '@academy/validation';

/** A calendar event as the workshop choice needs it (the fields its query asks for). */
export interface ChoiceEvent {
  id: string;
  name: string;
  date: string;
  endDate?: string | null;
  time: string;
  location: string;
  /** One of the programme's levels: the event is listed only under it. */
  level: string;
  /** The fee as shown, null for open entry. */
  price?: string | null;
  availability: EventAvailability;
  enrollable: boolean;
  seatsLeft: number;
}

/** The fields the chosen workshop fills in; the visitor never types them. */
export type WorkshopFields = Pick<
  RegistrationForm,
  'city' | 'venue' | 'timeslot' | 'courseDetailDate' | 'courseDetailTime' | 'courseDetailVenue'
>;

/** One option of the workshop select. */
export interface WorkshopChoice {
  /** The option's value: the event's id, or NEXT_INTAKE_KEY. */
  key: string;
  label: string;
  /** False for a full event: listed so the visitor sees it, but not choosable. */
  selectable: boolean;
  /** The calendar event whose seat the registration takes; none for the next available intake. */
  eventId?: string;
  /** What the registrant pays, with its currency; undefined where the programme sets no fee per level. */
  fee?: string;
  fields: WorkshopFields;
}

export const NEXT_INTAKE_KEY = 'next-available-intake';

const NO_WORKSHOP: WorkshopFields = {
  city: '',
  venue: '',
  timeslot: '',
  courseDetailDate: '',
  courseDetailTime: '',
  courseDetailVenue: '',
};

function seatsNote(event: ChoiceEvent): string {
  return event.enrollable ? seatsLeftLabel(event.seatsLeft) : EVENT_CALENDAR_PAGE.fullyBooked;
}

function eventChoice(event: ChoiceEvent, claimed: boolean): WorkshopChoice {
  const note = claimed ? WAITING_LIST.heldForYou : seatsNote(event);
  return {
    key: event.id,
    label: `${placeName(event.location)} | ${event.name} | ${formatEventDays(event)} (${note})`,
    selectable: event.enrollable || claimed,
    eventId: event.id,
    fee: event.price ?? undefined,
    fields: enrolledEventFields(event),
  };
}

/** A level's fee in the live catalogue, as the form asks for it with the events. */
export interface CatalogueFee {
  programme: ProgrammeKey;
  level: string;
  fee: Fee;
}

/**
 * The choice that always exists: the programme whenever it next runs, with no event and no seat, at the
 * level's fee in the live catalogue (`catalogue`; the seeded one until it has been asked for).
 */
export function nextIntakeChoice(
  programme: ProgrammeKey,
  levelName = '',
  catalogue?: readonly CatalogueFee[],
): WorkshopChoice {
  const city = `${NEXT_AVAILABLE_INTAKE} | ${PROGRAMMES[programme].name} | date to be announced`;
  const level = levelNamed(programme, levelName);
  const live = catalogue?.find((entry) => entry.programme === programme && entry.level === level);
  const fee = live ? live.fee : levelFee(programme, levelName);
  return {
    key: NEXT_INTAKE_KEY,
    label: ENROLMENT_TEXT.nextIntakeChoice,
    selectable: true,
    fee: fee && formatFee(fee),
    fields: { ...NO_WORKSHOP, city },
  };
}

/**
 * The workshop select's options: the programme's upcoming events of the chosen level that take
 * enrolments, the full ones shown but not choosable (staff-closed and open-entry events are not
 * listed), then the next intake. The event whose seat a claim link holds is choosable though full.
 */
export function workshopChoices(
  events: readonly ChoiceEvent[],
  programme: ProgrammeKey,
  levelName: string,
  claimedEventId?: string,
  catalogue?: readonly CatalogueFee[],
): WorkshopChoice[] {
  const listed = events.filter(
    (event) =>
      (event.enrollable || event.availability === 'FULL') &&
      levelFitsEvent({ programme, level: event.level }, levelName),
  );
  return [
    ...listed.map((event) => eventChoice(event, event.id === claimedEventId)),
    nextIntakeChoice(programme, levelName, catalogue),
  ];
}

/** The chosen option while it can still be chosen (an event that filled up meanwhile no longer is). */
export function chosenWorkshop(choices: readonly WorkshopChoice[], key: string): WorkshopChoice | undefined {
  return choices.find((choice) => choice.key === key && choice.selectable);
}

/** What the registration sends for the workshop: the choice's fields, or empty ones. */
export function workshopFields(choice: WorkshopChoice | undefined): WorkshopFields {
  return choice ? choice.fields : NO_WORKSHOP;
}
