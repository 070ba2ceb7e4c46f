import { Flex, Input, Stack, chakra } from '@chakra-ui/react';
import { FAMILY_SESSIONS_TEXT } from '@academy/content';
import { EMAIL_MAX_LENGTH, US_PHONE_PREFIX } from '@academy/validation';
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
    <FormField id={id} name="sessionSlot" label="Time slot" group error={error}>
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
    <FormField id={id} name="email" label="Email" required error={error}>
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

/** The US phone number, typed after a fixed +1 (SPEC.md 2.11). */
export function UsPhoneField({ id, value, error, onChange }: TextFieldProps) {
  return (
    <FormField
      id={id}
      name="phone"
      label="Phone number"
      required
      error={error}
      hint={FAMILY_SESSIONS_TEXT.phoneHint}
    >
      {(control) => (
        <Flex>
          {/* Shown for the eye; the hint says it in words for screen readers. */}
          <Flex
            aria-hidden="true"
            align="center"
            px="3"
            bg="gray.100"
            color="gray.800"
            fontWeight="medium"
            borderWidth="1px"
            borderEndWidth="0"
            borderColor="border"
            roundedStart="l2"
          >
            {US_PHONE_PREFIX}
          </Flex>
          <Input
            {...control}
            roundedStart="0"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            maxLength={20}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        </Flex>
      )}
    </FormField>
  );
}
