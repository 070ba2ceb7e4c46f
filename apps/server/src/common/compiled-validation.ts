import {
  MetadataStorage,
  ValidationArguments,
  ValidationError,
  ValidationTypes,
  ValidatorConstraintInterface,
  getMetadataStorage,
} from 'class-validator';

/*
 * class-validator's validate() regroups a class's metadata, and allocates a ValidationError per property
 * and promises, on every call: a measurable share of an enquiry's CPU and garbage. The decorators stay
 * the one declaration of the checks; this reads their metadata once per class into a plain list of
 * constraints and runs them as ValidationExecutor does for validate(object, { forbidUnknownValues: true }),
 * for classes whose metadata is all of a kind reproduced here exactly (anything else: undefined, and
 * the caller asks class-validator).
 */

type ValidationMetadata = ReturnType<MetadataStorage['getTargetValidationMetadatas']>[number];
type ClassTarget = Parameters<MetadataStorage['getTargetValidationMetadatas']>[0];

/** What parseInput reads of a class-validator ValidationError. */
export type PropertyErrors = Pick<ValidationError, 'property' | 'constraints'>;

interface Check {
  metadata: ValidationMetadata;
  /** The key class-validator files a failure under: the constraint's name, else the metadata's type. */
  type: string;
  /**
   * Resolved once: class-validator asks its container each time, and its default container (the
   * server sets no other, no useContainer) keeps one instance per constraint class.
   */
  constraint: ValidatorConstraintInterface;
}

type Checker = (object: object) => PropertyErrors[] | undefined;

/** null: the class has metadata the compiled checker does not reproduce, or answered asynchronously. */
const checkers = new WeakMap<object, Checker | null>();

/**
 * The errors class-validator's validate(object, { forbidUnknownValues: true }) would give, as `property`
 * and `constraints` in its order, or undefined when only class-validator itself can tell.
 */
export function compiledValidationErrors(object: object): PropertyErrors[] | undefined {
  const target: unknown = object.constructor;
  if (typeof target !== 'function') return undefined;
  let checker = checkers.get(target);
  if (checker === undefined) {
    checker = compile(target) ?? null;
    checkers.set(target, checker);
  }
  const errors = checker?.(object);
  // A promise from a constraint: class-validator awaits it, so this class is left to it from now on
  // (this object too, its constraints run again there).
  if (checker && !errors) checkers.set(target, null);
  return errors;
}

function compile(target: ClassTarget): Checker | undefined {
  const storage = getMetadataStorage();
  // validate()'s own query: no groups and no strictGroups, so every metadata counts whatever its
  // groups or `always`.
  const metadatas = storage.getTargetValidationMetadatas(target, '', false, false);
  // None at all is forbidUnknownValues' "unknown value" error: left to class-validator.
  if (metadatas.length === 0) return undefined;
  // class-validator's grouping, so the properties come in its order (integer-like names first).
  const grouped = storage.groupByPropertyName(metadatas);
  const properties: { property: string; checks: Check[] }[] = [];
  for (const [property, propertyMetadatas] of Object.entries(grouped)) {
    const checks: Check[] = [];
    for (const metadata of propertyMetadatas) {
      // IS_DEFINED, conditional (@IsOptional, @ValidateIf), nested and whitelist metadata, `each` and
      // validateIf change the flow of ValidationExecutor.performValidations: not reproduced.
      if (metadata.type !== ValidationTypes.CUSTOM_VALIDATION || metadata.each || metadata.validateIf) {
        return undefined;
      }
      for (const constraintMetadata of storage.getTargetValidatorConstraints(metadata.constraintCls)) {
        if (constraintMetadata.async) return undefined;
        checks.push({
          metadata,
          type: constraintMetadata.name || metadata.type,
          constraint: constraintMetadata.instance,
        });
      }
    }
    properties.push({ property, checks });
  }
  const targetName = target.name;

  return (object) => {
    const errors: PropertyErrors[] = [];
    for (const { property, checks } of properties) {
      const value: unknown = (object as Record<string, unknown>)[property];
      let constraints: Record<string, string> | undefined;
      for (const { metadata, type, constraint } of checks) {
        const valid: unknown = constraint.validate(value, argumentsOf(targetName, metadata, object, value));
        if (isPromise(valid)) return undefined;
        if (!valid) {
          const args = argumentsOf(targetName, metadata, object, value);
          (constraints ??= {})[type] = messageOf(metadata, constraint, args);
        }
      }
      if (constraints) errors.push({ property, constraints });
    }
    return errors;
  };
}

/** A fresh ValidationArguments for each call, as class-validator passes to validate and to the message. */
function argumentsOf(
  targetName: string,
  metadata: ValidationMetadata,
  object: object,
  value: unknown,
): ValidationArguments {
  return { targetName, property: metadata.propertyName, object, value, constraints: metadata.constraints };
}

/** ValidationExecutor.createValidationError's message: the decorator's, else the constraint's default. */
function messageOf(
  metadata: ValidationMetadata,
  constraint: ValidatorConstraintInterface,
  args: ValidationArguments,
): string {
  let message = metadata.message || '';
  if (!metadata.message && constraint.defaultMessage instanceof Function) {
    message = constraint.defaultMessage(args);
  }
  return replaceMessageSpecialTokens(message, args);
}

/** class-validator's ValidationUtils.replaceMessageSpecialTokens (not exported), step for step. */
function replaceMessageSpecialTokens(
  message: string | ((args: ValidationArguments) => string),
  args: ValidationArguments,
): string {
  let text = message instanceof Function ? message(args) : typeof message === 'string' ? message : undefined;
  if (text && Array.isArray(args.constraints)) {
    let replaced = text;
    // forEach, as there: it skips the holes of a sparse list.
    args.constraints.forEach((constraint: unknown, index) => {
      replaced = replaced.replace(
        new RegExp(`\\$constraint${index + 1}`, 'g'),
        constraintToString(constraint),
      );
    });
    text = replaced;
  }
  const { value } = args;
  if (
    text &&
    value !== undefined &&
    value !== null &&
    ['string', 'boolean', 'number'].includes(typeof value)
  ) {
    text = text.replace(/\$value/g, String(value));
  }
  if (text) text = text.replace(/\$property/g, args.property);
  if (text) text = text.replace(/\$target/g, args.targetName);
  // class-validator types it string too; a message function may return anything.
  return text as string;
}

/** class-validator's constraintToString. */
function constraintToString(constraint: unknown): string {
  if (Array.isArray(constraint)) return constraint.join(', ');
  return `${typeof constraint === 'symbol' ? constraint.description : constraint}`;
}

/** class-validator's isPromise. */
const isPromise = (value: unknown): value is PromiseLike<unknown> =>
  value !== null && typeof value === 'object' && typeof (value as { then?: unknown }).then === 'function';
