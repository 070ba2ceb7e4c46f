import { Stack, Text, Textarea } from '@chakra-ui/react';
import { PREREQUISITE_TEXT } from '@academy/content';
import { PREREQUISITE_NOTE_MAX_LENGTH, type PrerequisiteAnswer } from '@academy/validation';
import { CheckboxField, FormField } from '../form/FormField';

interface PrerequisiteFieldsProps {
  /** The level needed first (prerequisiteOf), as the site's language names it (levelLabel). */
  needed: string;
  answer: PrerequisiteAnswer;
  onChange: (answer: PrerequisiteAnswer) => void;
  idPrefix: string;
}

/**
 * Under the level: the level it needs first and "I completed it elsewhere" with a note. The server
 * decides (a level completed here under the same address needs neither); its refusal shows under
 * the level.
 */
export function PrerequisiteFields({ needed, answer, onChange, idPrefix }: PrerequisiteFieldsProps) {
  return (
    <Stack gap="3" borderInlineStartWidth="3px" borderColor="teal.600" ps="3">
      <Text color="gray.800" fontSize="sm">
        {PREREQUISITE_TEXT.needs(needed)}
      </Text>
      <CheckboxField
        id={`${idPrefix}prerequisiteElsewhere`}
        name="prerequisiteElsewhere"
        checked={answer.elsewhere}
        onChange={(elsewhere) => onChange({ ...answer, elsewhere })}
      >
        {PREREQUISITE_TEXT.elsewhere}
      </CheckboxField>
      {answer.elsewhere && (
        <FormField
          id={`${idPrefix}prerequisiteNote`}
          name="prerequisiteNote"
          label={PREREQUISITE_TEXT.note}
          hint={PREREQUISITE_TEXT.noteHint}
          required
        >
          {(control) => (
            <Textarea
              {...control}
              rows={2}
              maxLength={PREREQUISITE_NOTE_MAX_LENGTH}
              value={answer.note}
              onChange={(event) => onChange({ ...answer, note: event.target.value })}
            />
          )}
        </FormField>
      )}
    </Stack>
  );
}
