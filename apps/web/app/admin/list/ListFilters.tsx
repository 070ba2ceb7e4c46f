import { useId } from 'react';
import { Input, NativeSelect, Stack, Text, chakra } from '@chakra-ui/react';
import { ADMIN_LIST_FILTERS } from '@academy/content';
import { type ListFilters as Filters, rangeInOrder } from './list-filters';

interface ListFiltersProps {
  /** The screen's statuses and their labels, in the order offered. */
  statuses: Readonly<Record<string, string>>;
  /** The payment statuses and their labels, for a list that filters by them (registrations). */
  payments?: Readonly<Record<string, string>>;
  value: Filters;
  onChange: (name: keyof Filters, value: string) => void;
}

/**
 * A list's status (and payment status, where it has one) and its registration-date range (From and To,
 * each optional, both days included).
 */
export function ListFilters({ statuses, payments, value, onChange }: ListFiltersProps) {
  const id = useId();
  const inOrder = rangeInOrder(value);
  return (
    <>
      <ChoiceFilter
        id={`${id}-status`}
        label={ADMIN_LIST_FILTERS.status}
        anyLabel={ADMIN_LIST_FILTERS.anyStatus}
        choices={statuses}
        value={value.status}
        onChange={(next) => onChange('status', next)}
      />
      {payments && (
        <ChoiceFilter
          id={`${id}-payment`}
          label={ADMIN_LIST_FILTERS.payment}
          anyLabel={ADMIN_LIST_FILTERS.anyPayment}
          choices={payments}
          value={value.payment}
          onChange={(next) => onChange('payment', next)}
        />
      )}
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

interface ChoiceFilterProps {
  id: string;
  label: string;
  /** The first option, which leaves the filter unset. */
  anyLabel: string;
  choices: Readonly<Record<string, string>>;
  value: string;
  onChange: (value: string) => void;
}

/** A labelled select of one filter's values, '' for any. */
function ChoiceFilter({ id, label, anyLabel, choices, value, onChange }: ChoiceFilterProps) {
  return (
    <Stack gap="1">
      <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
        {label}
      </chakra.label>
      <NativeSelect.Root w={{ base: 'full', sm: '44' }} bg="white">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{anyLabel}</option>
          {Object.entries(choices).map(([choice, choiceLabel]) => (
            <option key={choice} value={choice}>
              {choiceLabel}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Stack>
  );
}
