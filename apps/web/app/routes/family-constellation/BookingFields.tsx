import { Input, Stack, chakra } from '@chakra-ui/react';
import { FAMILY_BOOKING_TEXT, FAMILY_SESSIONS_TEXT } from '@academy/content';
import { EMAIL_MAX_LENGTH, PHONE_MAX_LENGTH } from '@academy/validation';
import { FormField } from '../../components/form/FormField';

interface SlotFieldProps {
  id: string;
  slots: readonly string[];
  value: string;
  error?: string;
  onChange: (slot: string) => void;
}

/** The session's time slots as radio choices, in a fieldset named 'Time slot'. */
export function SlotField({ id, slots, value, error, onChange }: SlotFieldProps) {
  return (
    <FormField id={id} name="sessionSlot" label={FAMILY_BOOKING_TEXT.timeSlot} group error={error}>
      {(control) => (
        <Stack gap="2">
          {slots.map((slot, index) => (
            <chakra.label key={slot} display="flex" alignItems="center" gap="2.5" cursor="pointer">
              <chakra.input
                type="radio"
                id={`${control.id}-${index}`}
                name={control.name}
                value={slot}
                checked={value === slot}
                onChange={() => onChange(slot)}
                aria-invalid={control['aria-invalid']}
                boxSize="5"
                accentColor="teal.700"
              />
              {slot}
            </chakra.label>
          ))}
        </Stack>
      )}
    </FormField>
  );
}

interface TextFieldProps {
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

export function EmailField({ id, value, error, onChange }: TextFieldProps) {
  return (
    <FormField id={id} name="email" label={FAMILY_BOOKING_TEXT.email} required error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          autoComplete="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

/** The phone number: international, or a UAE one without +971 (the old fixed +1 is gone). */
export function PhoneField({ id, value, error, onChange }: TextFieldProps) {
  return (
    <FormField
      id={id}
      name="phone"
      label={FAMILY_BOOKING_TEXT.phone}
      required
      error={error}
      hint={FAMILY_SESSIONS_TEXT.phoneHint}
    >
      {(control) => (
        <Input
          {...control}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={PHONE_MAX_LENGTH}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
