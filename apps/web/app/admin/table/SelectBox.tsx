import { chakra } from '@chakra-ui/react';

interface SelectBoxProps {
  label: string;
  checked: boolean;
  /** Some, not all, of what it stands for are chosen (the select-all box). */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  /** Shows the label beside the box; otherwise only screen readers read it. */
  showLabel?: boolean;
}

/** A row's (or a page's) selection checkbox in an admin table, named for what it selects. */
export function SelectBox({
  label,
  checked,
  indeterminate = false,
  onChange,
  showLabel = false,
}: SelectBoxProps) {
  return (
    <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer" p="1">
      <chakra.input
        type="checkbox"
        boxSize="5"
        accentColor="teal.700"
        checked={checked}
        // `indeterminate` is a DOM property only, with no attribute React could set.
        ref={(input: HTMLInputElement | null) => {
          if (input) input.indeterminate = indeterminate;
        }}
        onChange={(event) => onChange(event.target.checked)}
      />
      <chakra.span srOnly={!showLabel}>{label}</chakra.span>
    </chakra.label>
  );
}
