import { registerEnumType } from 'type-graphql';
import { PROGRAMME_KEYS, type ProgrammeKey } from '@academy/content';

/** A GraphQL enum built from a content list, so schema, content and storage spell its values alike. */
export const asEnum = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, key])) as { [P in K]: P };

export const Programme = asEnum<ProgrammeKey>(PROGRAMME_KEYS);

registerEnumType(Programme, { name: 'Programme', description: 'A programme of the provider' });
