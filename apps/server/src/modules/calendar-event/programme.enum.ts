import { registerEnumType } from 'type-graphql';
import {
  EVENT_AVAILABILITIES,
  type EventAvailability as EventAvailabilityKey,
  type ProgrammeKey,
} from '@academy/content';
import { asEnum } from '../catalogue/programme.enum';

// The programmes are the catalogue's; the calendar's resolvers and the modules after it name them here too.
export { Programme } from '../catalogue/programme.enum';

export const EventAvailability = asEnum<EventAvailabilityKey>(EVENT_AVAILABILITIES);

registerEnumType(EventAvailability, {
  name: 'EventAvailability',
  description:
    'OPEN takes enrolments; FULL has no seat left; CLOSED has passed or was closed by staff; OPEN_ENTRY has nothing to enrol in',
});

/** What an admin list's `programme` and `programmes` arguments ask for together; none means all. */
export function chosenProgrammes(args: {
  programme?: ProgrammeKey;
  programmes?: ProgrammeKey[];
}): ProgrammeKey[] {
  return [...(args.programme ? [args.programme] : []), ...(args.programmes ?? [])];
}
