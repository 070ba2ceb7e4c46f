import { ADMIN_FAMILY_SESSIONS } from '@academy/content';
import { EditorDialog } from './EditorDialog';
import { CheckControl, TextControl, TextareaControl } from './FormControls';
import {
  type FamilySessionRow,
  familySessionFormToInput,
  familySessionToForm,
  newFamilySessionForm,
} from './event-form';
import { useFormDialog } from './use-form-dialog';
import { useSaveFamilySession } from './use-save-family-session';

const FIELD = ADMIN_FAMILY_SESSIONS.fields;
const HINT = ADMIN_FAMILY_SESSIONS.hints;

interface FamilySessionFormDialogProps {
  session?: FamilySessionRow;
  onSaved: () => void;
  onClose: () => void;
}

/** Creates or edits a family session: venue, date, its time slots, time zone, seats, open. */
export function FamilySessionFormDialog({ session, onSaved, onClose }: FamilySessionFormDialogProps) {
  const { save, saving } = useSaveFamilySession();
  const { formRef, field, banner, submit } = useFormDialog(
    session ? familySessionToForm(session) : newFamilySessionForm(),
    async (form) => {
      await save(familySessionFormToInput(form), session?.id);
      onSaved();
    },
  );
  return (
    <EditorDialog
      title={session ? ADMIN_FAMILY_SESSIONS.editTitle : ADMIN_FAMILY_SESSIONS.createTitle}
      formRef={formRef}
      onSubmit={submit}
      banner={banner}
      saving={saving}
      saveLabel={ADMIN_FAMILY_SESSIONS.save}
      onClose={onClose}
      fields={
        <>
          <TextControl {...field('venue')} label={FIELD.venue} required />
          <TextControl {...field('date')} type="date" label={FIELD.date} required />
          <TextareaControl {...field('timeSlots')} label={FIELD.timeSlots} hint={HINT.timeSlots} required />
          <TextControl {...field('timeZone')} label={FIELD.timeZone} hint={HINT.timeZone} required />
          <TextControl {...field('seats')} type="number" label={FIELD.seats} required />
        </>
      }
      checks={<CheckControl {...field('isOpen')} label={FIELD.isOpen} />}
    />
  );
}
