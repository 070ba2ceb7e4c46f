import { ValidationOptions, registerDecorator, validate } from 'class-validator';

export interface FieldError {
  field: string;
  message: string;
}

/** Bad input from a visitor or an integrator: becomes a 400 (REST) or BAD_USER_INPUT (GraphQL). */
export class InputValidationError extends Error {
  override name = 'InputValidationError';

  constructor(readonly fieldErrors: FieldError[]) {
    super(`Invalid input: ${fieldErrors.map((e) => e.message).join('; ')}`);
  }
}

/** A field rule of libs/validation: the message for a bad value, undefined for a good one. */
export type FieldRule = (value: unknown) => string | undefined;

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
        validate: (value: unknown) => rule(value) === undefined,
        defaultMessage: (args) => rule(args?.value) ?? 'Invalid value',
      },
    });
  };
}

/**
 * Turns an untrusted value into an instance of `inputClass` holding only the declared fields, or throws
 * InputValidationError naming every bad field.
 */
export async function parseInput<T extends object>(
  inputClass: new () => T,
  raw: unknown,
  fields: readonly (keyof T & string)[],
): Promise<T> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new InputValidationError([{ field: 'body', message: 'The request body must be a JSON object' }]);
  }
  const input = new inputClass();
  const source = raw as Record<string, unknown>;
  for (const field of fields) {
    (input as Record<string, unknown>)[field] = source[field];
  }
  const errors = await validate(input, { forbidUnknownValues: true });
  if (errors.length > 0) {
    throw new InputValidationError(
      errors.map((error) => ({
        field: error.property,
        message: Object.values(error.constraints ?? {})[0] ?? 'Invalid value',
      })),
    );
  }
  return input;
}
