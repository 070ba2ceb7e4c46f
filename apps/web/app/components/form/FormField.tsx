import type { ReactNode } from 'react';
import { Stack, Text, chakra } from '@chakra-ui/react';
import { localizeMessage } from '@academy/validation';

/**
 * A field's message in the site's language: the rules (libs/validation) and the server say them in
 * English, as SPEC writes them; the Arabic site shows them in Arabic. The English build drops this branch.
 */
const inSiteLanguage = (message: string) =>
  __SITE_LOCALE__ === 'ar' ? localizeMessage(message, 'ar') : message;

/** What a field's control needs to be labelled, described and marked invalid. */
export interface FieldControlProps {
  id: string;
  name: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  /** The control's id; the label, hint and error are linked to it. */
  id: string;
  /** The name the form submits the value under (also how focus finds the field). */
  name: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Shows "(optional)" after the label of a field that may stay empty. */
  optional?: boolean;
  /**
   * A group of controls (radio buttons): a fieldset named by a legend instead of a label; the
   * render prop's id is then a prefix for the controls' own ids.
   */
  group?: boolean;
  /** Renders the control with the props that wire it to its label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * One form field: label, control, hint and error, with the accessibility wiring every form needs (the
 * error is announced with the field, and the field is marked invalid). The contact, enrolment, family
 * and admin forms are all built from it.
 */
export function FormField({
  id,
  name,
  label,
  error,
  hint,
  required,
  optional,
  group,
  children,
}: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ');
  const Caption = group ? chakra.legend : chakra.label;
  return (
    <Stack
      as={group ? 'fieldset' : 'div'}
      gap="1.5"
      minW="0"
      aria-describedby={group ? describedBy || undefined : undefined}
    >
      <Caption
        htmlFor={group ? undefined : id}
        fontWeight="medium"
        fontSize="sm"
        color="gray.800"
        p="0"
        mb={group ? '1.5' : undefined}
      >
        {label}
        {optional && (
          <Text as="span" fontWeight="normal" color="gray.600">
            {' '}
            (optional)
          </Text>
        )}
      </Caption>
      {children({
        id,
        name,
        required: required || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <Text id={hintId} fontSize="xs" color="gray.600">
          {hint}
        </Text>
      )}
      {error && <FieldError id={errorId}>{inSiteLanguage(error)}</FieldError>}
    </Stack>
  );
}

interface CheckboxFieldProps {
  id: string;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onBlur?: () => void;
  /** The text beside the box (its label). */
  children: ReactNode;
  error?: string;
  required?: boolean;
  disabled?: boolean;
}

/** A tick box with its label beside it, and its error under both. */
export function CheckboxField({
  id,
  name,
  checked,
  onChange,
  onBlur,
  children,
  error,
  required,
  disabled,
}: CheckboxFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Stack gap="1.5">
      <chakra.div display="flex" alignItems="flex-start" gap="2.5">
        <chakra.input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          disabled={disabled}
          required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          boxSize="5"
          mt="0.5"
          flexShrink="0"
          accentColor="teal.700"
          cursor="pointer"
          _invalid={{ outline: '2px solid', outlineColor: 'red.600', outlineOffset: '1px' }}
        />
        <chakra.label htmlFor={id} fontSize="sm" color="gray.800">
          {children}
        </chakra.label>
      </chakra.div>
      {error && <FieldError id={errorId}>{inSiteLanguage(error)}</FieldError>}
    </Stack>
  );
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Text id={id} color="red.700" fontSize="sm">
      {children}
    </Text>
  );
}
