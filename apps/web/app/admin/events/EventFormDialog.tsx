import {
  ADMIN_EVENTS,
  EVENT_TYPE_LABELS,
  PROGRAMMES,
  PROGRAMME_LEVELS,
  eventLevelOptions,
  providerToday,
} from '@academy/content';
import type { Programme } from '@academy/graphql-client';
import { EditorDialog } from './EditorDialog';
import { CheckControl, SelectControl, TextControl } from './FormControls';
import { LevelFeeField } from './LevelFeeField';
import { OfferFields } from './OfferFields';
import {
  type CalendarEventRow,
  type EventFormValues,
  eventFormProblems,
  eventFormToInput,
  eventToForm,
  newEventForm,
} from './event-form';
import { useProgrammeLevels } from '../programmes/use-programme-levels';
import { useFormDialog } from './use-form-dialog';
import { useSaveCalendarEvent } from './use-save-calendar-event';

const FIELD = ADMIN_EVENTS.fields;
const HINT = ADMIN_EVENTS.hints;

interface EventFormDialogProps {
  /** The event to change; none for a new one. */
  event?: CalendarEventRow;
  /** The programmes this manager looks after. */
  programmes: readonly Programme[];
  /** A new event's programme. */
  programme: Programme;
  onSaved: () => void;
  onClose: () => void;
}

/** The fields typed as text (the rest are choices and check boxes). */
type TextField = {
  [Field in keyof EventFormValues]: EventFormValues[Field] extends boolean ? never : Field;
}[keyof EventFormValues];

/** Creates or edits a calendar event; each field the server refuses shows its message under it. */
export function EventFormDialog({ event, programmes, programme, onSaved, onClose }: EventFormDialogProps) {
  const { save, saving } = useSaveCalendarEvent();
  const catalogue = useProgrammeLevels();
  /** The level's fee in the catalogue: null for a programme without levels, undefined until it loads. */
  const regularFee = (form: EventFormValues) => {
    if (PROGRAMME_LEVELS[form.programme].length === 0) return null;
    const fee = catalogue.levels?.find(
      (row) => row.programme === form.programme && row.level === form.level,
    )?.fee;
    return fee ? { amount: fee.amount, currency: fee.currency } : undefined;
  };
  const { formId, formRef, values, field, edit, banner, submit } = useFormDialog(
    event ? eventToForm(event) : newEventForm(programme),
    async (form) => {
      await save(eventFormToInput(form), event?.id);
      onSaved();
    },
    (form) => eventFormProblems(form, { today: providerToday(), regular: regularFee(form), event }),
  );
  const programmeOptions = Object.fromEntries(programmes.map((key) => [key, PROGRAMMES[key].name])) as Record<
    Programme,
    string
  >;
  const levels = eventLevelOptions(values.programme);
  const levelOptions = Object.fromEntries(levels.map((level) => [level, level]));
  const programmeField = field('programme');
  const levelField = field('level');
  const text = (name: TextField & keyof typeof FIELD, type = 'text', required = true) => (
    <TextControl
      {...field(name)}
      label={FIELD[name]}
      hint={(HINT as Record<string, string>)[name]}
      type={type}
      required={required}
    />
  );
  return (
    <EditorDialog
      title={event ? ADMIN_EVENTS.editTitle : ADMIN_EVENTS.createTitle}
      formRef={formRef}
      onSubmit={submit}
      banner={banner}
      saving={saving}
      saveLabel={ADMIN_EVENTS.save}
      onClose={onClose}
      fields={
        <>
          {text('name')}
          <SelectControl
            {...programmeField}
            label={FIELD.programme}
            options={programmeOptions}
            onChange={(programme) => {
              programmeField.onChange(programme);
              edit({ level: eventLevelOptions(programme)[0] });
            }}
          />
          {/* One of the programme's levels, so enrolments of that level find the event. */}
          <SelectControl {...levelField} label={FIELD.level} options={levelOptions} />
          <SelectControl {...field('type')} label={FIELD.type} options={EVENT_TYPE_LABELS} />
          {text('date', 'date')}
          {text('endDate', 'date', false)}
          {text('time')}
          {text('location')}
          {text('trainer')}
          {text('participants')}
          {text('seats', 'number')}
          <LevelFeeField
            id={`${formId}-levelFee`}
            programme={values.programme}
            level={values.level}
            noEnroll={values.noEnroll}
          />
          {text('paymentLink', 'url', false)}
          {text('seatHoldHours', 'number', false)}
          <OfferFields values={values} field={field} edit={edit} />
        </>
      }
      checks={
        <>
          <CheckControl {...field('noEnroll')} label={FIELD.noEnroll} />
          <CheckControl {...field('isOpen')} label={FIELD.isOpen} />
        </>
      }
    />
  );
}
