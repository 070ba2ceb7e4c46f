import type { ChangeEvent } from 'react';
import {
  type RegistrationErrors,
  type RegistrationField,
  isRequiredRegistrationField,
} from '@academy/validation';
import { FIELD_LABELS } from '../form/field-labels';
import type { EnrolmentField, EnrolmentValues } from './enrolment-form-state';

/** What the enrolment form's parts need to show and edit its fields. */
export interface EnrolmentFieldBinding {
  values: EnrolmentValues;
  errors: RegistrationErrors;
  /** The control's id for a field (unique per form). */
  idFor: (field: RegistrationField) => string;
  onChange: (field: EnrolmentField, value: string | boolean) => void;
}

type TextField = {
  [Field in EnrolmentField]: EnrolmentValues[Field] extends string ? Field : never;
}[EnrolmentField];

/**
 * FormField's props for a field: id, name, label in words, error, required (the rules refuse it empty)
 * or optional.
 */
export function fieldProps(binding: EnrolmentFieldBinding, field: RegistrationField, label?: string) {
  const required = isRequiredRegistrationField(field);
  return {
    id: binding.idFor(field),
    name: field,
    label: label ?? FIELD_LABELS[field],
    error: binding.errors[field],
    required,
    optional: !required,
  };
}

/** A text control's value and change handler for a field. */
export function textControl(binding: EnrolmentFieldBinding, field: TextField) {
  return {
    value: binding.values[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      binding.onChange(field, event.target.value),
  };
}
