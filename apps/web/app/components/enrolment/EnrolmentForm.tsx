import { type ReactNode, useEffect, useId, useReducer, useState } from 'react';
import { Heading, Stack, Text, chakra } from '@chakra-ui/react';
import {
  DRAFT_RESTORED_TEXT,
  ENROLMENT_FORM_TEXT,
  ENROLMENT_TEXT,
  WAITING_LIST,
  levelLabel,
} from '@academy/content';
import { prerequisiteOf } from '@academy/content/en';
import { type PrerequisiteAnswer, firstRegistrationError, validateRegistration } from '@academy/validation';
import { FormBanners } from '../form/FormBanner';
import { ModalFormFooter } from '../form/ModalFormFooter';
import { newSubmissionKey } from '../form/form-focus';
import { useFormSubmit } from '../form/use-form-submit';
import { useCloseGuard } from '../overlay/close-guard';
import { LEVEL_STORAGE_KEY } from '../programme/enrol-in-level';
import { CourseFields, ConsentFields } from './CourseFields';
import { AddressFields, PersonalFields } from './PersonalFields';
import { PrerequisiteFields } from './PrerequisiteFields';
import { claimedEnrolment, enrolmentDraft, hasTypedEnrolment, restoredEnrolment } from './enrolment-draft';
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
  const [draft] = useState(() => enrolmentDraft(target.programme));
  const [state, dispatch] = useReducer(enrolmentFormReducer, undefined, () => {
    const levelName = preselectedLevel(levels, target.level, storedLevel());
    const kept = draft.read();
    return initialEnrolmentState(
      levelName,
      target.eventId,
      claimedEnrolment(target, levelName) ?? (kept && restoredEnrolment(kept, levelName, target.eventId)),
    );
  });
  // Said once, over the form, when it reopens with what was typed last time.
  const [restored] = useState(() => hasTypedEnrolment(state));
  // One key per opening: a double click or a retry after a lost reply stores one registration.
  const [submissionKey] = useState(newSubmissionKey);
  const {
    choices,
    status: choicesStatus,
    refresh,
  } = useEnrolmentChoices(target.programme, state.values.levelName, target.claim && target.eventId);
  const { submit, preload } = useSubmitRegistration();
  const idPrefix = useId();
  const chosen = chosenWorkshop(choices, state.workshopKey);
  const needed = prerequisiteOf(target.programme, state.values.levelName);
  const [prerequisite, setPrerequisite] = useState<PrerequisiteAnswer>({ elsewhere: false, note: '' });
  const submitting = state.status === 'submitting';
  const typed = hasTypedEnrolment(state);
  const requestClose = useCloseGuard({ hasTyped: typed, discard: draft.discard }, onCancel);

  useEffect(() => {
    if (typed) draft.save({ values: state.values, workshopKey: state.workshopKey });
    else draft.discard();
  }, [draft, typed, state.values, state.workshopKey]);

  const binding: EnrolmentFieldBinding = {
    values: state.values,
    errors: state.errors,
    idFor: (field) => `${idPrefix}${field}`,
    onChange: (field, value) => dispatch({ type: 'changed', field, value }),
  };

  const { onSubmit } = useFormSubmit({
    input: () => ({ ...state.values, ...workshopFields(chosen) }),
    validate: (registration) => validateRegistration({ ...registration }),
    firstError: firstRegistrationError,
    send: (registration) =>
      submit({
        ...registration,
        eventId: chosen?.eventId,
        programme: target.programme,
        submissionKey,
        ...(needed && prerequisite.elsewhere
          ? { prerequisiteElsewhere: true, prerequisiteNote: prerequisite.note }
          : {}),
        // The claimed seat goes with its event only; another choice takes a seat like anybody's.
        claimToken: target.claim && chosen?.eventId === target.eventId ? target.claim.token : undefined,
      }),
    dispatch,
    draft,
    onSent: onRegistered,
    // The chosen event filled up or closed meanwhile: the list is asked again and shows it as such.
    conflictField: 'city',
    onFailed: (failure) => {
      if (failure.kind === 'conflict') refresh();
    },
  });

  return (
    <chakra.form
      method="post"
      onSubmit={onSubmit}
      // The sending code and Apollo load while the visitor fills the form, not with the form.
      onFocus={preload}
      noValidate
      aria-label={ENROLMENT_FORM_TEXT.formLabel}
    >
      <Stack gap="6">
        <Text color="gray.700">{ENROLMENT_TEXT.intro}</Text>
        {target.claim && (
          <Text color="teal.900" fontWeight="semibold">
            {WAITING_LIST.claimHeld('event', target.claim.offerExpiresAt)}
          </Text>
        )}
        {restored && <Text color="gray.700">{DRAFT_RESTORED_TEXT}</Text>}
        <FormBanners error={state.banner} />
        <FormPart title={ENROLMENT_FORM_TEXT.detailsPart}>
          <PersonalFields binding={binding} />
          <AddressFields binding={binding} />
        </FormPart>
        <FormPart title={ENROLMENT_FORM_TEXT.programmePart}>
          <CourseFields
            binding={binding}
            levels={levels}
            choices={choices}
            choicesStatus={choicesStatus}
            chosen={chosen}
            onWorkshopChosen={(key) => dispatch({ type: 'workshopChosen', key })}
            belowLevel={
              needed && (
                <PrerequisiteFields
                  needed={levelLabel(target.programme, needed)}
                  answer={prerequisite}
                  onChange={setPrerequisite}
                  idPrefix={idPrefix}
                />
              )
            }
          />
        </FormPart>
        <ConsentFields binding={binding} />

        <ModalFormFooter
          submitting={submitting}
          submitLabel={ENROLMENT_FORM_TEXT.submit}
          onCancel={requestClose}
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
