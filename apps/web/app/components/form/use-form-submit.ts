import { type FormEvent, useRef } from 'react';
import type { FormFailure } from './form-failure';
import { revealBanners, showThenFocus } from './form-focus';

/** The actions every form's reducer takes from the submit sequence. */
export type SubmitAction<Errors> =
  | { type: 'submitRejected'; errors: Errors }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; message: string; fieldErrors: Errors };

/** What sending returned: the result to show, or why it failed (describeFormFailure). */
export type SendOutcome<Result, Errors> =
  { ok: true; result: Result } | { ok: false; failure: FormFailure<Errors> };

export interface FormSubmitSteps<Input, Errors, Result> {
  /** The values to check and send, as they are now. */
  input: () => Input;
  /** libs/validation's rules for the whole form. */
  validate: (input: Input) => Errors;
  /** libs/validation's first errored field, in form order: the control (by name) that gets focus. */
  firstError: (errors: Errors) => string | undefined;
  send: (input: Input) => Promise<SendOutcome<Result, Errors>>;
  dispatch: (action: SubmitAction<Errors>) => void;
  /** After a stored submission; the draft is gone by then. */
  onSent: (result: Result, form: HTMLFormElement) => void;
  /** After a failed one (a conflict asks for fresh choices). */
  onFailed?: (failure: FormFailure<Errors>) => void;
  /** The control a conflict is about (the workshop an event filled up in). */
  conflictField?: string;
  draft?: { discard(): void };
}

/**
 * The one submit sequence of the site's forms: check with the shared rules (focus the first error and
 * show the banner), then send once at a time (the form shows its submitting state), then either forget
 * the draft and report success, or show the failure's banner and field messages and focus the first.
 */
export function useFormSubmit<Input, Errors extends object, Result>(
  steps: FormSubmitSteps<Input, Errors, Result>,
) {
  // Two submits in one tick both see the state before the first; this sees the first at once.
  const sending = useRef(false);
  const pressing = useRef(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const form = event.currentTarget;
    const { dispatch, firstError } = steps;
    const input = steps.input();
    const errors = steps.validate(input);
    const firstInvalid = firstError(errors);
    if (firstInvalid) {
      showThenFocus(form, () => dispatch({ type: 'submitRejected', errors }), firstInvalid);
      return;
    }
    sending.current = true;
    dispatch({ type: 'submitStarted' });
    let outcome: SendOutcome<Result, Errors>;
    try {
      outcome = await steps.send(input);
    } finally {
      sending.current = false;
    }
    if (outcome.ok) {
      steps.draft?.discard();
      steps.onSent(outcome.result, form);
      return;
    }
    const { failure } = outcome;
    const field = failure.kind === 'conflict' ? steps.conflictField : firstError(failure.fieldErrors);
    showThenFocus(
      form,
      () => dispatch({ type: 'submitFailed', message: failure.message, fieldErrors: failure.fieldErrors }),
      field,
    );
    // With no field to show, the banner (above the fields) is what to read.
    if (!field) revealBanners(form);
    steps.onFailed?.(failure);
  };

  /**
   * For the submit button. A field that shows its error when left would push the button down between
   * the press and the release, and the click would be lost; while the button is pressed, fields hold
   * their on-leave check back (the submit checks everything anyway).
   */
  const submitPress = {
    onPointerDown: () => {
      pressing.current = true;
    },
    // Not on pointerup: after a tap, the field is left (and the click follows) only after pointerup.
    onClick: () => {
      pressing.current = false;
    },
    onPointerCancel: () => {
      pressing.current = false;
    },
    onPointerLeave: () => {
      pressing.current = false;
    },
  };

  return { onSubmit, submitPress, isSubmitPressed: () => pressing.current };
}
