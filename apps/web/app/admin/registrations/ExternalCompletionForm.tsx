import { useId, useState } from 'react';
import { Button, Heading, NativeSelect, Stack, Textarea } from '@chakra-ui/react';
import {
  PREREQUISITE_ADMIN,
  PROGRAMMES,
  PROGRAMME_KEYS,
  PROGRAMME_LEVELS,
  type ProgrammeKey,
} from '@academy/content';
import { FormField } from '../../components/form/FormField';
import { type Outcome, OutcomeBanner } from '../list/OutcomeBanner';
import { describeActionFailure } from '../list/describe-failure';
import { useRecordExternalCompletion } from './use-record-external-completion';

/** Programmes whose levels a learner can have completed elsewhere: those taught in levels. */
const LEVELLED = PROGRAMME_KEYS.filter((key) => PROGRAMME_LEVELS[key].length > 1);

/** Staff's record of a level the learner completed with another provider (marked external). */
export function ExternalCompletionForm({
  registrationId,
  onRecorded,
}: {
  registrationId: string;
  onRecorded: () => void;
}) {
  const fieldId = useId();
  const { record, recording } = useRecordExternalCompletion();
  const [programme, setProgramme] = useState<ProgrammeKey>(LEVELLED[0]);
  const [level, setLevel] = useState(PROGRAMME_LEVELS[LEVELLED[0]][0]);
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const save = async () => {
    try {
      await record(registrationId, programme, level, note);
      setErrors({});
      setNote('');
      setOutcome({ tone: 'success', text: PREREQUISITE_ADMIN.recorded });
      onRecorded();
    } catch (error) {
      const failure = describeActionFailure(error);
      setErrors(failure.fieldErrors);
      setOutcome({ tone: 'error', text: failure.message });
    }
  };
  return (
    <Stack as="section" gap="3">
      <Heading as="h4" size="sm" color="gray.800">
        {PREREQUISITE_ADMIN.recordTitle}
      </Heading>
      <FormField id={`${fieldId}programme`} name="programme" label={PREREQUISITE_ADMIN.recordProgramme}>
        {(control) => (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              {...control}
              value={programme}
              onChange={(event) => {
                const chosen = event.target.value as ProgrammeKey;
                setProgramme(chosen);
                setLevel(PROGRAMME_LEVELS[chosen][0]);
              }}
            >
              {LEVELLED.map((key) => (
                <option key={key} value={key}>
                  {PROGRAMMES[key].name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      <FormField
        id={`${fieldId}level`}
        name="level"
        label={PREREQUISITE_ADMIN.recordLevel}
        error={errors.level}
      >
        {(control) => (
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...control} value={level} onChange={(event) => setLevel(event.target.value)}>
              {PROGRAMME_LEVELS[programme].map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        )}
      </FormField>
      <FormField
        id={`${fieldId}note`}
        name="note"
        label={PREREQUISITE_ADMIN.recordNote}
        error={errors.note}
        required
      >
        {(control) => (
          <Textarea
            {...control}
            size="sm"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        )}
      </FormField>
      <Button
        size="sm"
        colorPalette="teal"
        alignSelf="flex-start"
        disabled={recording}
        onClick={() => void save()}
      >
        {PREREQUISITE_ADMIN.record}
      </Button>
      <OutcomeBanner outcome={outcome} />
    </Stack>
  );
}
