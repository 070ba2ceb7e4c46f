import fc, { Arbitrary } from 'fast-check';
import {
  GraphQLField,
  GraphQLInputType,
  GraphQLSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
} from 'graphql';
import { getMetadataStorage } from 'type-graphql';
import { JsonTree, PROTOTYPE_KEYS, hostileText, hostileTree, toTree } from './json-text';

type Field = GraphQLField<unknown, unknown>;

/** The mutations anybody may call: neither the method nor its resolver class carries @Authorized. */
export function publicMutations(schema: GraphQLSchema): Field[] {
  const storage = getMetadataStorage();
  const guarded = new Set(storage.authorizedFields.map((field) => `${field.target.name}.${field.fieldName}`));
  const guardedClasses = new Set(storage.authorizedResolver.map((resolver) => resolver.target));
  const open = new Set(
    storage.mutations
      .filter((mutation) => !guardedClasses.has(mutation.target))
      .filter((mutation) => !guarded.has(`${mutation.target.name}.${mutation.methodName}`))
      .map((mutation) => mutation.schemaName),
  );
  return Object.values(schema.getMutationType()?.getFields() ?? {}).filter((field) => open.has(field.name));
}

/** The operation calling the mutation with every argument as a variable. */
export function operationFor(field: Field): string {
  const declarations = field.args.map((arg) => `$${arg.name}: ${String(arg.type)}`).join(', ');
  const call = field.args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isObjectType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `mutation Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${call ? `(${call})` : ''}${selection} }`;
}

function scalarValue(name: string): Arbitrary<JsonTree> {
  switch (name) {
    case 'Int':
      return fc.oneof(fc.integer(), fc.constantFrom(2 ** 31, -(2 ** 31) - 1, 1.5), fc.double());
    case 'Float':
      return fc.double();
    case 'Boolean':
      return fc.boolean();
    case 'DateTimeISO':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        hostileText,
      );
    case 'ID':
      return fc.oneof(hostileText, fc.integer());
    default:
      return hostileText;
  }
}

/**
 * Values of a GraphQL input type, now and then of the wrong type: `sample` (a valid value, when there is
 * one) is taken as it is, or with fields replaced by other values of their type or by anything at all,
 * left out, or joined by unknown and prototype keys.
 */
export function valuesOf(type: GraphQLInputType, sample?: unknown): Arbitrary<JsonTree> {
  const typed = typedValues(type, sample);
  const choices = [
    { weight: 6, arbitrary: typed },
    { weight: 1, arbitrary: hostileTree },
  ];
  if (sample !== undefined) choices.push({ weight: 3, arbitrary: fc.constant(toTree(sample)) });
  return fc.oneof(...choices);
}

function typedValues(type: GraphQLInputType, sample?: unknown): Arbitrary<JsonTree> {
  if (isNonNullType(type)) return typedValues(type.ofType, sample);
  if (isListType(type)) {
    const item = Array.isArray(sample) ? sample[0] : undefined;
    return fc.array(valuesOf(type.ofType, item), { maxLength: 6 });
  }
  if (isEnumType(type)) {
    return fc.oneof(fc.constantFrom(...type.getValues().map((value) => value.name)), hostileText);
  }
  if (isInputObjectType(type)) {
    const given = (sample ?? {}) as Record<string, unknown>;
    const fields = Object.values(type.getFields());
    const values = fields.map((field) =>
      fc.oneof(
        { weight: 4, arbitrary: valuesOf(field.type, given[field.name]) },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    );
    const extras = fc.array(
      fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 10 })), hostileTree),
      { maxLength: 2 },
    );
    return fc
      .tuple(
        fc.tuple(...values),
        fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: extras }),
      )
      .map(([chosen, extra]) => ({
        entries: [
          ...fields.flatMap((field, index): Array<[string, JsonTree]> =>
            chosen[index] === undefined ? [] : [[field.name, chosen[index] as JsonTree]],
          ),
          ...extra,
        ],
      }));
  }
  return scalarValue(type.name);
}

/** The variables of a call: each argument valued from its type (and its sample), or left out. */
export function variablesFor(field: Field, samples: Record<string, unknown>): Arbitrary<JsonTree> {
  const args = field.args.map((arg) =>
    fc.oneof(
      { weight: 8, arbitrary: valuesOf(arg.type, samples[arg.name]) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    ),
  );
  return fc.tuple(...args).map((values) => ({
    entries: field.args.flatMap((arg, index): Array<[string, JsonTree]> =>
      values[index] === undefined ? [] : [[arg.name, values[index] as JsonTree]],
    ),
  }));
}
