import { registerEnumType } from 'type-graphql';
import {
  EVENT_AVAILABILITIES,
  type EventAvailability as EventAvailabilityKey,
  PROGRAMME_KEYS,
  type ProgrammeKey,
} from '@academy/content';

/** The GraphQL enums are built from the content's lists, so schema, content and storage spell them alike. */
const asEnum = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, key])) as { [P in K]: P };

export const Programme = asEnum<ProgrammeKey>(PROGRAMME_KEYS);
export const EventAvailability = asEnum<EventAvailabilityKey>(EVENT_AVAILABILITIES);

registerEnumType(Programme, { name: 'Programme', description: 'A programme of the provider' });
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
