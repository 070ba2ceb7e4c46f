import { type FormEvent, useId, useState } from 'react';
import { Input, Stack, Text, chakra } from '@chakra-ui/react';
import { FORM_FOOTER_TEXT, PHONE_HINT, WAITING_LIST } from '@academy/content';
import type { WaitingListKind } from '@academy/graphql-client';
import {
  REGISTRATION_LIMITS,
  WAITING_LIST_FIELDS,
  type WaitingListErrors,
  type WaitingListField,
  validateWaitingList,
} from '@academy/validation';
import { FormBanner, FormBanners } from '../form/FormBanner';
import { FormField } from '../form/FormField';
import { FIELD_LABELS } from '../form/field-labels';
import { FIX_ERRORS_MESSAGE } from '../form/form-messages';
import { ModalFormFooter } from '../form/ModalFormFooter';
import { useJoinWaitingList } from './use-join-waiting-list';
import { WAITING_LIST_SUBJECT } from './waiting-list-kind';

const INPUT_TYPES: Record<WaitingListField, string> = {
  firstName: 'text',
  lastName: 'text',
  email: 'email',
  mobileNo: 'tel',
};

const AUTOCOMPLETE: Record<WaitingListField, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  mobileNo: 'tel',
};

interface WaitingListFormProps {
  kind: WaitingListKind;
  /** The full event's or session's id. */
  id: string;
  onClose: () => void;
}

/** Name, e-mail and mobile for a full event's or session's waiting list, under the enrolment form's rules. */
export function WaitingListForm({ kind, id, onClose }: WaitingListFormProps) {
  const prefix = useId();
  const join = useJoinWaitingList();
  const [values, setValues] = useState<Record<WaitingListField, string>>({
    firstName: '',
    lastName: '',
    email: '',
    mobileNo: '',
  });
  const [errors, setErrors] = useState<WaitingListErrors>({});
  const [banner, setBanner] = useState('');
  const [joined, setJoined] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateWaitingList(values);
    setErrors(found);
    const first = WAITING_LIST_FIELDS.find((field) => found[field]);
    if (first) {
      setBanner(FIX_ERRORS_MESSAGE);
      document.getElementById(`${prefix}${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    const outcome = await join({ kind, id, ...values });
    setSubmitting(false);
    if (outcome.ok) {
      setJoined(outcome.message);
      return;
    }
    setErrors(outcome.failure.fieldErrors);
    setBanner(outcome.failure.message);
  };

  if (joined) {
    return (
      <Stack gap="4" role="status">
        <FormBanner tone="success">{joined}</FormBanner>
        <chakra.button alignSelf="flex-start" onClick={onClose} color="teal.800" textDecoration="underline">
          {FORM_FOOTER_TEXT.close}
        </chakra.button>
      </Stack>
    );
  }
  return (
    <chakra.form method="post" onSubmit={onSubmit} noValidate aria-label={WAITING_LIST.offer}>
      <Stack gap="5">
        <Text color="gray.700">{WAITING_LIST.intro(WAITING_LIST_SUBJECT[kind])}</Text>
        <FormBanners error={banner} />
        {WAITING_LIST_FIELDS.map((field) => (
          <FormField
            key={field}
            id={`${prefix}${field}`}
            name={field}
            label={FIELD_LABELS[field]}
            error={errors[field]}
            hint={field === 'mobileNo' ? PHONE_HINT : undefined}
            required
          >
            {(control) => (
              <Input
                {...control}
                type={INPUT_TYPES[field]}
                autoComplete={AUTOCOMPLETE[field]}
                inputMode={field === 'mobileNo' ? 'tel' : undefined}
                maxLength={REGISTRATION_LIMITS[field]}
                value={values[field]}
                onChange={(e) => setValues((current) => ({ ...current, [field]: e.target.value }))}
              />
            )}
          </FormField>
        ))}
        <ModalFormFooter submitting={submitting} submitLabel={WAITING_LIST.submit} onCancel={onClose} />
      </Stack>
    </chakra.form>
  );
}
