import { useId } from 'react';
import { Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { ADMIN_LIST_FILTERS } from '@academy/content';
import { type ListFilters as Filters, rangeInOrder } from './list-filters';

interface ListFiltersProps {
  /** The screen's statuses and their labels, in the order offered. */
  statuses: Readonly<Record<string, string>>;
  value: Filters;
  onChange: (name: keyof Filters, value: string) => void;
}

/** A list's status and its registration-date range (From and To, each optional, both days included). */
export function ListFilters({ statuses, value, onChange }: ListFiltersProps) {
  const id = useId();
  const inOrder = rangeInOrder(value);
  return (
    <>
      <Stack gap="1">
        <chakra.label htmlFor={`${id}-status`} fontSize="sm" fontWeight="medium">
          {ADMIN_LIST_FILTERS.status}
        </chakra.label>
        <NativeSelect.Root w={{ base: 'full', sm: '44' }} bg="white">
          <NativeSelect.Field
            id={`${id}-status`}
            value={value.status}
            onChange={(event) => onChange('status', event.target.value)}
          >
            <option value="">{ADMIN_LIST_FILTERS.anyStatus}</option>
            {Object.entries(statuses).map(([status, label]) => (
              <option key={status} value={status}>
                {label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      {(['from', 'to'] as const).map((name) => (
        <Stack gap="1" key={name}>
          <chakra.label htmlFor={`${id}-${name}`} fontSize="sm" fontWeight="medium">
            {ADMIN_LIST_FILTERS[name]}
          </chakra.label>
          <Input
            id={`${id}-${name}`}
            type="date"
            w={{ base: 'full', sm: '44' }}
            bg="white"
            value={value[name]}
            aria-invalid={!inOrder || undefined}
            aria-describedby={inOrder ? undefined : `${id}-order`}
            onChange={(event) => onChange(name, event.target.value)}
          />
        </Stack>
      ))}
      {!inOrder && (
        <Text id={`${id}-order`} role="alert" color="red.700" fontSize="sm" flexBasis="full">
          {ADMIN_LIST_FILTERS.rangeOrder}
        </Text>
      )}
    </>
  );
}
