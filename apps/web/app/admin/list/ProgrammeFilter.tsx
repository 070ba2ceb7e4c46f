import { useId } from 'react';
import { NativeSelect, Stack, chakra } from '@chakra-ui/react';
import { ADMIN_REGISTRATIONS, PROGRAMMES } from '@academy/content';
import type { Programme } from '@academy/graphql-client';

/** Every programme of the screen, or just one. */
export type ProgrammeChoice = Programme | 'ALL';

interface ProgrammeFilterProps {
  programmes: readonly Programme[];
  value: ProgrammeChoice;
  onChange: (choice: ProgrammeChoice) => void;
}

/** Chooses which of a screen's programmes its list shows: all of them, or one. */
export function ProgrammeFilter({ programmes, value, onChange }: ProgrammeFilterProps) {
  const id = useId();
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {ADMIN_REGISTRATIONS.programmeFilter}
      </chakra.label>
      <NativeSelect.Root w={{ base: 'full', sm: '72' }} bg="white">
        <NativeSelect.Field
          id={id}
          value={value}
          onChange={(event) => onChange(event.target.value as ProgrammeChoice)}
        >
          <option value="ALL">{ADMIN_REGISTRATIONS.allProgrammes}</option>
          {programmes.map((programme) => (
            <option key={programme} value={programme}>
              {PROGRAMMES[programme].name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
