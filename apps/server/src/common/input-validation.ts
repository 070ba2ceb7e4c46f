import { ValidationOptions, registerDecorator, validate } from 'class-validator';
import { AppError, FieldError } from './app-error';
import { compiledValidationErrors } from './compiled-validation';

/**
 * A field rule of libs/validation: the message for a bad value, undefined for a good one. `input` is the
 * whole object, for a rule that depends on another field (the contact form's zip code on its country).
 */
export type FieldRule = (value: unknown, input: Readonly<Record<string, unknown>>) => string | undefined;

/**
 * Hosts a libs/validation rule in class-validator, so the server checks exactly what the form checks
 * and reports the same message: the rule itself is never written twice.
 */
export function SatisfiesRule(rule: FieldRule, options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'satisfiesRule',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: {
        validate: (value: unknown, args) => rule(value, fieldsOf(args?.object)) === undefined,
        defaultMessage: (args) => rule(args?.value, fieldsOf(args?.object)) ?? 'Invalid value',
      },
    });
  };
}

const fieldsOf = (object: object | undefined) => (object ?? {}) as Readonly<Record<string, unknown>>;

/**
 * A form's field errors as libs/validation's rules give them (`{ field: message }`), as the list a
 * BAD_INPUT error carries: the fields `order` names first, in its order (the form's), then the others.
 */
export function fieldErrorsOf(
  errors: Readonly<Partial<Record<string, string>>>,
  order: readonly string[] = [],
): FieldError[] {
  const rank = (field: string) => (order.includes(field) ? order.indexOf(field) : order.length);
  return Object.entries(errors)
    .flatMap(([field, message]) => (message ? [{ field, message }] : []))
    .sort((a, b) => rank(a.field) - rank(b.field));
}

/** An untrusted request body as an object, or a BAD_INPUT AppError naming the body. */
export function requireObject(
  raw: unknown,
  message = 'The request body must be a JSON object',
): Record<string, unknown> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw AppError.badInput([{ field: 'body', message }]);
  }
  return raw as Record<string, unknown>;
}

const SUBMISSION_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * Checks a form's submission key (the same for every retry of one submit, so a doubled submit stores
 * one record), adding its error to `fieldErrors`.
 */
export function checkSubmissionKey(key: string | undefined, fieldErrors: FieldError[]): void {
  if (key && !SUBMISSION_KEY_PATTERN.test(key)) {
    fieldErrors.push({
      field: 'submissionKey',
      message: 'Submission key must be 8 to 100 letters, digits or - _ . :',
    });
  }
}

/**
 * Turns an untrusted value into an instance of `inputClass` holding only the declared fields, or throws
 * a BAD_INPUT AppError naming every bad field.
 */
export async function parseInput<T extends object>(
  inputClass: new () => T,
  raw: unknown,
  fields: readonly (keyof T & string)[],
): Promise<T> {
  const source = requireObject(raw);
  const input = new inputClass();
  for (const field of fields) {
    (input as Record<string, unknown>)[field] = source[field];
  }
  const errors = compiledValidationErrors(input) ?? (await validate(input, { forbidUnknownValues: true }));
  if (errors.length > 0) {
    throw AppError.badInput(
      errors.map((error) => ({
        field: error.property,
        message: Object.values(error.constraints ?? {})[0] ?? 'Invalid value',
      })),
    );
  }
  return input;
}
