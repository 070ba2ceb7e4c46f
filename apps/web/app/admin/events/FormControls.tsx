import type { ReactNode } from 'react';
import { Input, NativeSelect, Textarea } from '@chakra-ui/react';
import { CheckboxField, FormField } from '../../components/form/FormField';

/** A field as useFormDialog binds it (its `field(name)`), with its label and hint. */
interface ControlProps {
  id: string;
  name: string;
  label: string;
  error?: string;
  hint?: string;
  required?: boolean;
}

/** A text, number or date field of the event manager's forms. */
export function TextControl({
  type = 'text',
  value,
  onChange,
  list,
  ...field
}: ControlProps & {
  type?: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of a <datalist> of suggestions. */
  list?: string;
}) {
  return (
    <FormField {...field}>
      {(control) => (
        <Input
          {...control}
          type={type}
          value={value}
          list={list}
          inputMode={type === 'number' ? 'numeric' : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** A several-line field (one time slot a line). */
export function TextareaControl({
  value,
  onChange,
  ...field
}: ControlProps & { value: string; onChange: (value: string) => void }) {
  return (
    <FormField {...field}>
      {(control) => (
        <Textarea {...control} rows={4} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}

/** A choice among a few values. */
export function SelectControl<Value extends string>({
  value,
  options,
  onChange,
  ...field
}: ControlProps & {
  value: Value;
  options: Readonly<Record<Value, ReactNode>>;
  onChange: (value: Value) => void;
}) {
  return (
    <FormField {...field}>
      {(control) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            {...control}
            value={value}
            onChange={(event) => onChange(event.target.value as Value)}
          >
            {(Object.keys(options) as Value[]).map((option) => (
              <option key={option} value={option}>
                {options[option]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}

/** A yes/no setting. */
export function CheckControl({
  id,
  name,
  label,
  error,
  value,
  onChange,
}: Omit<ControlProps, 'hint' | 'required'> & { value: boolean; onChange: (checked: boolean) => void }) {
  return (
    <CheckboxField id={id} name={name} checked={value} onChange={onChange} error={error}>
      {label}
    </CheckboxField>
  );
}
