import { type FormEvent, useId, useRef, useState } from 'react';
import { ADMIN_EVENTS } from '@academy/content';
import { type ActionFailure, describeActionFailure } from '../list/describe-failure';

/**
 * The state of an event or session form: its values, the server's field errors (each cleared as its
 * field is edited), a banner for the rest, and focus on the first field in error after a refused save.
 * `field(name)` gives a control of FormControls its id, name, value, error and change handler.
 */
export function useFormDialog<Values extends object>(
  initial: Values,
  save: (values: Values) => Promise<unknown>,
  /** The rules the server applies that the form can apply first (libs/validation): `{ field: message }`. */
  check: (values: Values) => Record<string, string> = () => ({}),
) {
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<ActionFailure['fieldErrors']>({});
  const [banner, setBanner] = useState<string>();

  const field = <Field extends keyof Values & string>(name: Field) => ({
    id: `${formId}-${name}`,
    name,
    value: values[name],
    error: fieldErrors[name],
    onChange: (value: Values[Field]) => {
      setValues((current) => ({ ...current, [name]: value }));
      setFieldErrors(({ [name]: _cleared, ...rest }) => rest);
    },
  });

  /** Changes several fields at once, e.g. a level and the fee that goes with it. */
  const edit = (patch: Partial<Values>) => setValues((current) => ({ ...current, ...patch }));

  const refuse = (errors: ActionFailure['fieldErrors'], message: string) => {
    setBanner(message);
    setFieldErrors(errors);
    const first = Object.keys(errors)[0];
    const control = first && formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`);
    if (control) control.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBanner(undefined);
    const problems = check(values);
    if (Object.keys(problems).length > 0) return refuse(problems, ADMIN_EVENTS.fixErrors);
    try {
      await save(values);
    } catch (error) {
      const failure = describeActionFailure(error);
      const fieldsRefused = Object.keys(failure.fieldErrors).length > 0;
      refuse(failure.fieldErrors, fieldsRefused ? ADMIN_EVENTS.fixErrors : failure.message);
    }
  };

  return { formId, formRef, values, field, edit, banner, submit };
}
