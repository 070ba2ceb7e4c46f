import { Field, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { EVENT_CALENDAR_PAGE, EVENT_CALENDAR_TABLE_TEXT } from '@academy/content';
import type { CalendarFilters, FilterOption } from '../../components/calendar/calendar-view';

interface CalendarFilterBarProps {
  filters: CalendarFilters;
  options: Record<keyof CalendarFilters, FilterOption[]>;
  onChange: (filters: CalendarFilters) => void;
}

const FILTERS: [keyof CalendarFilters, string, string][] = [
  ['programme', EVENT_CALENDAR_TABLE_TEXT.programme, EVENT_CALENDAR_PAGE.anyProgramme],
  ['month', EVENT_CALENDAR_TABLE_TEXT.month, EVENT_CALENDAR_PAGE.anyMonth],
  ['city', EVENT_CALENDAR_TABLE_TEXT.city, EVENT_CALENDAR_PAGE.anyCity],
];

/** Programme, month and city: each narrows the upcoming and the past events alike. */
export function CalendarFilterBar({ filters, options, onChange }: CalendarFilterBarProps) {
  return (
    <SimpleGrid
      as="fieldset"
      aria-label={EVENT_CALENDAR_PAGE.filtersLabel}
      columns={{ base: 1, sm: 3 }}
      gap="3"
      mb="4"
      border="none"
      p="0"
      m="0"
      minW="0"
    >
      {FILTERS.map(([key, label, any]) => (
        <Field.Root key={key}>
          <Field.Label>{label}</Field.Label>
          <NativeSelect.Root>
            <NativeSelect.Field
              name={key}
              value={filters[key]}
              onChange={(event) => onChange({ ...filters, [key]: event.target.value })}
            >
              <option value="">{any}</option>
              {options[key].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      ))}
    </SimpleGrid>
  );
}
