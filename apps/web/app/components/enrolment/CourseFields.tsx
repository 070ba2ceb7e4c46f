import type { ReactNode } from 'react';
import { Box, Link, NativeSelect, SimpleGrid, Stack, Text, chakra } from '@chakra-ui/react';
import {
  ENROLMENT_FORM_TEXT,
  ENROLMENT_TEXT,
  WAITING_LIST,
  WAITING_LIST_CLAIM_PATHS,
  eventTimeText,
  placeName,
} from '@academy/content';
import {
  HEAR_ABOUT_OPTIONS,
  HEAR_ABOUT_OPTION_LABELS_AR,
  REGISTRATION_TERMS,
  REGISTRATION_TERMS_AR,
} from '@academy/validation';
import { CheckboxField, FormField } from '../form/FormField';
import { type EnrolmentFieldBinding, fieldProps, textControl } from './field-binding';
import type { LevelOption } from './level-choice';
import type { EnrolmentChoicesStatus } from './use-enrolment-choices';
import type { WorkshopChoice } from './workshop-choices';

interface CourseFieldsProps {
  binding: EnrolmentFieldBinding;
  levels: readonly LevelOption[];
  choices: readonly WorkshopChoice[];
  choicesStatus: EnrolmentChoicesStatus;
  /** The selectable choice the visitor has chosen, if any. */
  chosen: WorkshopChoice | undefined;
  onWorkshopChosen: (key: string) => void;
  /** Shown right under the level: what the level needs first, when it does. */
  belowLevel?: ReactNode;
}

const CHOICES_HINT: Record<EnrolmentChoicesStatus, string> = {
  loading: ENROLMENT_TEXT.choicesLoading,
  ready: ENROLMENT_TEXT.choicesReady,
  failed: ENROLMENT_TEXT.choicesFailed,
};

/** What is being enrolled in: the level, the workshop (stored in `city`) and its details. */
export function CourseFields({
  binding,
  levels,
  choices,
  choicesStatus,
  chosen,
  onWorkshopChosen,
  belowLevel,
}: CourseFieldsProps) {
  return (
    <Stack gap="5">
      <FormField {...fieldProps(binding, 'levelName', ENROLMENT_FORM_TEXT.level)}>
        {(control) => (
          <NativeSelect.Root>
            <NativeSelect.Field {...control} {...textControl(binding, 'levelName')}>
              {levels.map((level) => (
                <option key={level.value} value={level.value}>
                  {level.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      {belowLevel}
      <FormField
        {...fieldProps(binding, 'city')}
        // A live region, so the list's arrival or failure is announced.
        hint={<span role="status">{CHOICES_HINT[choicesStatus]}</span>}
      >
        {(control) => (
          <NativeSelect.Root>
            <NativeSelect.Field
              {...control}
              value={chosen?.key ?? ''}
              onChange={(event) => onWorkshopChosen(event.target.value)}
            >
              <option value="">{ENROLMENT_FORM_TEXT.selectWorkshop}</option>
              {choices.map((choice) => (
                <option key={choice.key} value={choice.key} disabled={!choice.selectable}>
                  {choice.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      {choices.some((choice) => !choice.selectable) && (
        <Text color="gray.700" fontSize="sm">
          {WAITING_LIST.formFull}{' '}
          <Link href={WAITING_LIST_CLAIM_PATHS.event} color="teal.800" textDecoration="underline">
            {WAITING_LIST.formFullLink}
          </Link>
          .
        </Text>
      )}
      {chosen && <WorkshopDetails choice={chosen} />}
      <FormField {...fieldProps(binding, 'hearAbout')}>
        {(control) => (
          <NativeSelect.Root>
            <NativeSelect.Field {...control} {...textControl(binding, 'hearAbout')}>
              <option value="">{ENROLMENT_FORM_TEXT.selectOption}</option>
              {HEAR_ABOUT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {__SITE_LOCALE__ === 'ar' ? HEAR_ABOUT_OPTION_LABELS_AR[option] : option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
    </Stack>
  );
}

/** The chosen workshop's date, time and venue: filled in from the event, never typed. */
function WorkshopDetails({ choice }: { choice: WorkshopChoice }) {
  const { courseDetailDate, courseDetailTime, courseDetailVenue } = choice.fields;
  const labels = ENROLMENT_FORM_TEXT.workshop;
  const fee: [string, string][] = choice.fee ? [[labels.fee, choice.fee]] : [];
  if (!choice.eventId) {
    return (
      <Stack gap="2">
        <Text color="gray.700">{ENROLMENT_TEXT.nextIntake}</Text>
        {choice.fee && <Text color="gray.900">{ENROLMENT_FORM_TEXT.feeLine(choice.fee)}</Text>}
      </Stack>
    );
  }
  const rows: [string, string][] = [
    [labels.date, courseDetailDate],
    [labels.time, eventTimeText(courseDetailTime)],
    [labels.venue, placeName(courseDetailVenue)],
    ...fee,
  ];
  return (
    <Box bg="teal.50" borderRadius="md" px="4" py="3">
      <SimpleGrid as="dl" columns={{ base: 1, sm: rows.length }} gap="3">
        {rows.map(([term, value]) => (
          <Box key={term}>
            <chakra.dt fontSize="xs" color="gray.700" fontWeight="medium">
              {term}
            </chakra.dt>
            <chakra.dd color="gray.900">{value}</chakra.dd>
          </Box>
        ))}
      </SimpleGrid>
    </Box>
  );
}

/** News by mail, and the terms of SPEC.md 3.1 with the box that accepts them. */
export function ConsentFields({ binding }: { binding: EnrolmentFieldBinding }) {
  return (
    <Stack gap="4">
      <CheckboxField
        id={binding.idFor('communicationPreferences')}
        name="communicationPreferences"
        checked={binding.values.communicationPreferences}
        onChange={(checked) => binding.onChange('communicationPreferences', checked)}
      >
        {ENROLMENT_TEXT.communicationPreferences}
      </CheckboxField>
      <Box borderWidth="1px" borderColor="gray.200" borderRadius="md" bg="gray.50" px="4" py="3">
        <Text fontWeight="semibold" fontSize="sm" color="gray.900" mb="1">
          {ENROLMENT_FORM_TEXT.terms}
        </Text>
        <Text fontSize="sm" color="gray.700">
          {__SITE_LOCALE__ === 'ar' ? REGISTRATION_TERMS_AR : REGISTRATION_TERMS}
        </Text>
      </Box>
      <CheckboxField
        id={binding.idFor('termsandcondition')}
        name="termsandcondition"
        required
        checked={binding.values.termsandcondition}
        onChange={(checked) => binding.onChange('termsandcondition', checked)}
        error={binding.errors.termsandcondition}
      >
        {ENROLMENT_TEXT.acceptTerms}
      </CheckboxField>
    </Stack>
  );
}
