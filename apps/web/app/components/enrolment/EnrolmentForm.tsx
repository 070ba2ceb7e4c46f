import { type FormEvent, type ReactNode, useId, useReducer, useState } from 'react';
import { Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { ENROLMENT_TEXT } from '@academy/content';
import { firstRegistrationError, validateRegistration } from '@academy/validation';
import { ModalFormFooter } from '../form/ModalFormFooter';
import { newSubmissionKey, showThenFocus } from '../form/form-focus';
import { LEVEL_STORAGE_KEY } from '../programme/enroll-in-level';
import { CourseFields, ConsentFields } from './CourseFields';
import { AddressFields, PersonalFields } from './PersonalFields';
import { enrolmentFormReducer, initialEnrolmentState } from './enrolment-form-state';
import type { EnrolmentTarget } from './enrolment-target';
import type { EnrolmentFieldBinding } from './field-binding';
import { levelOptions, preselectedLevel } from './level-choice';
import { useEnrolmentChoices } from './use-enrolment-choices';
import { type RegistrationThankYou, useSubmitRegistration } from './use-submit-registration';
import { chosenWorkshop, workshopFields } from './workshop-choices';

interface EnrolmentFormProps {
  target: EnrolmentTarget;
  /** Called with the thank-you once the registration is stored. */
  onRegistered: (thankYou: RegistrationThankYou) => void;
  onCancel: () => void;
}

/** The level a level card remembered; storage may be switched off, which only loses the hint. */
function storedLevel(): string | null {
  try {
    return window.localStorage.getItem(LEVEL_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The registration form of SPEC.md 3.1 with the behaviour of sections 4, 5.2 and 8. */
export function EnrolmentForm({ target, onRegistered, onCancel }: EnrolmentFormProps) {
  const levels = levelOptions(target.programme);
  const [state, dispatch] = useReducer(enrolmentFormReducer, undefined, () =>
    initialEnrolmentState(preselectedLevel(levels, target.level, storedLevel()), target.eventId),
  );
  // One key per opening: a double click or a retry after a lost reply stores one registration.
  const [submissionKey] = useState(newSubmissionKey);
  const {
    choices,
    status: choicesStatus,
    refresh,
  } = useEnrolmentChoices(target.programme, state.values.levelName);
  const { submit } = useSubmitRegistration();
  const idPrefix = useId();
  const chosen = chosenWorkshop(choices, state.workshopKey);
  const submitting = state.status === 'submitting';

  const binding: EnrolmentFieldBinding = {
    values: state.values,
    errors: state.errors,
    idFor: (field) => `${idPrefix}${field}`,
    onChange: (field, value) => dispatch({ type: 'changed', field, value }),
  };

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const registration = { ...state.values, ...workshopFields(chosen) };
    const errors = validateRegistration({ ...registration });
    const firstInvalid = firstRegistrationError(errors);
    if (firstInvalid) {
      showThenFocus(form, () => dispatch({ type: 'submitRejected', errors }), firstInvalid);
      return;
    }

    dispatch({ type: 'submitStarted' });
    const outcome = await submit({
      ...registration,
      eventId: chosen?.eventId,
      programme: target.programme,
      submissionKey,
    });
    if (outcome.ok) {
      onRegistered(outcome.thankYou);
      return;
    }
    const { failure } = outcome;
    const fieldErrors = failure.kind === 'invalid' ? failure.fieldErrors : {};
    const firstRejected = failure.kind === 'conflict' ? 'city' : firstRegistrationError(fieldErrors);
    showThenFocus(
      form,
      () => dispatch({ type: 'submitFailed', message: failure.message, fieldErrors }),
      firstRejected,
    );
    // The chosen event filled up or closed meanwhile: the list is asked again and shows it as such.
    if (failure.kind === 'conflict') refresh();
  }

  return (
    <chakra.form method="post" onSubmit={handleSubmit} noValidate aria-label="Enrolment form">
      <Stack gap="6">
        <Text color="gray.700">{ENROLMENT_TEXT.intro}</Text>
        <FormPart title="Your details">
          <PersonalFields binding={binding} />
          <AddressFields binding={binding} />
        </FormPart>
        <FormPart title="Your programme">
          <CourseFields
            binding={binding}
            levels={levels}
            choices={choices}
            choicesStatus={choicesStatus}
            chosen={chosen}
            onWorkshopChosen={(key) => dispatch({ type: 'workshopChosen', key })}
          />
        </FormPart>
        <ConsentFields binding={binding} />

        <ModalFormFooter
          banner={state.banner}
          submitting={submitting}
          submitLabel="Submit Registration"
          onCancel={onCancel}
        />
      </Stack>
    </chakra.form>
  );
}

function FormPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="fieldset" gap="5" border="none" p="0" m="0" minW="0">
      <Heading as="legend" size="md" color="teal.900" mb="4" p="0">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
