import { FIX_ERRORS_MESSAGE } from './form-messages';

/** The errors without those of the fields named (the same object when none of them had one). */
export function withoutErrors<Errors extends object>(errors: Errors, ...fields: (keyof Errors)[]): Errors {
  if (!fields.some((field) => field in errors)) return errors;
  const rest: Partial<Errors> = { ...errors };
  for (const field of fields) delete rest[field];
  return rest as Errors;
}

/** A form's state after an edit: its errors, and once none is left, no banner asking to fix them. */
export function edited<State extends { errors: object; banner: string }>(
  state: State,
  errors: State['errors'],
): State {
  const fixed = state.banner === FIX_ERRORS_MESSAGE && Object.keys(errors).length === 0;
  return { ...state, errors, banner: fixed ? '' : state.banner };
}
