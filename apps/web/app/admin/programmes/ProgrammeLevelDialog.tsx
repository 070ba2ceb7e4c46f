import { ADMIN_PROGRAMMES } from '@academy/content';
import { HistoryList } from '../details/HistoryList';
import { EditorDialog } from '../events/EditorDialog';
import { TextControl } from '../events/FormControls';
import { useFormDialog } from '../events/use-form-dialog';
import {
  type ProgrammeLevelFormValues,
  programmeLevelFormToVariables,
  programmeLevelToForm,
} from './programme-level-form';
import type { ProgrammeLevelRow } from './use-programme-levels';
import { useUpdateProgrammeLevel } from './use-update-programme-level';

const FIELD = ADMIN_PROGRAMMES.fields;
const HINT = ADMIN_PROGRAMMES.hints;

interface ProgrammeLevelDialogProps {
  level: ProgrammeLevelRow;
  onSaved: () => void;
  onClose: () => void;
}

/** Edits a level's fee, currency, duration and hours; each field the server refuses shows why under it. */
export function ProgrammeLevelDialog({ level, onSaved, onClose }: ProgrammeLevelDialogProps) {
  const { save, saving } = useUpdateProgrammeLevel();
  const { formRef, field, banner, submit } = useFormDialog(programmeLevelToForm(level), async (values) => {
    await save(programmeLevelFormToVariables(level, values));
    onSaved();
  });
  const text = (name: keyof ProgrammeLevelFormValues, type = 'text', required = true) => (
    <TextControl
      {...field(name)}
      label={FIELD[name]}
      hint={(HINT as Partial<Record<string, string>>)[name]}
      type={type}
      required={required}
    />
  );
  return (
    <EditorDialog
      title={ADMIN_PROGRAMMES.editTitle(level.level)}
      formRef={formRef}
      onSubmit={submit}
      banner={banner}
      saving={saving}
      saveLabel={ADMIN_PROGRAMMES.save}
      onClose={onClose}
      fields={
        <>
          {text('feeAmount', 'number')}
          {text('currency')}
          {text('durationDays', 'number')}
          {text('hours', 'number', false)}
        </>
      }
      checks={null}
      after={<HistoryList entries={level.history} />}
    />
  );
}
