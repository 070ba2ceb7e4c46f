import fc, { Arbitrary } from 'fast-check';

/**
 * A JSON document as a client may write it, not as JSON.stringify would: an object is a list of
 * entries, so a key may repeat (the last one wins in JSON.parse) and `__proto__` is an ordinary own
 * key; a raw number keeps its spelling (1e400, -0, thirty digits).
 */
export type JsonTree =
  string | number | boolean | null | JsonTree[] | { entries: Array<[string, JsonTree]> } | { raw: string };

export function jsonText(tree: JsonTree): string {
  if (Array.isArray(tree)) return `[${tree.map(jsonText).join(',')}]`;
  if (tree !== null && typeof tree === 'object') {
    if ('raw' in tree) return tree.raw;
    return `{${tree.entries.map(([key, value]) => `${JSON.stringify(key)}:${jsonText(value)}`).join(',')}}`;
  }
  return JSON.stringify(tree) ?? 'null';
}

/** Plain values (fixtures) as trees. */
export function toTree(value: unknown): JsonTree {
  if (Array.isArray(value)) return value.map(toTree);
  if (value !== null && typeof value === 'object') {
    return { entries: Object.entries(value).map(([key, item]) => [key, toTree(item)]) };
  }
  return value === undefined ? null : (value as JsonTree);
}

/** Keys that reach the prototype machinery when code copies or merges objects carelessly. */
export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'];

/** Text no form sends: control characters, lone surrogates, right-to-left marks, markup, and bulk. */
export const hostileText: Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '\u0000',
      '\u202e\u200f',
      '\ud800',
      'a\r\nBcc: x@example.com',
      '<script>alert(1)</script>',
      "'; DROP TABLE registration; --",
      '%s%n',
      'null',
      '__proto__',
      'layla@example.ae\u0000.evil',
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 300, max: 120_000 }), fc.constantFrom('x', 'é', '😀', ' ', '\u0000', '9'))
      .map(([length, unit]) => unit.repeat(length)),
  },
);

const rawNumber = fc.constantFrom('1e400', '-1e400', '-0', '123456789012345678901234567890', '0.1e-320');

/** Any JSON value, objects nested a few levels deep with prototype keys among their keys. */
export const hostileTree: Arbitrary<JsonTree> = fc.letrec<{ tree: JsonTree }>((tie) => ({
  tree: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    rawNumber.map((raw) => ({ raw })),
    fc.array(tie('tree'), { maxLength: 4 }),
    fc
      .array(
        fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 8 })), tie('tree')),
        {
          maxLength: 4,
        },
      )
      .map((entries) => ({ entries })),
  ),
})).tree;

/**
 * An object for a form's fields: each field valid, hostile or missing; now and then everything valid
 * but one field; and extra entries (prototype keys, unknown names, a field given twice).
 */
export function formTree(fields: Readonly<Record<string, unknown>>): Arbitrary<JsonTree> {
  const names = Object.keys(fields);
  const valid = Object.fromEntries(names.map((name) => [name, toTree(fields[name])]));
  const mixed = fc.tuple(
    ...names.map((name) =>
      fc.oneof(
        { weight: 3, arbitrary: fc.constant<JsonTree | undefined>(valid[name]) },
        { weight: 2, arbitrary: hostileTree },
        { weight: 1, arbitrary: fc.constant(undefined) },
      ),
    ),
  );
  const oneOff = fc
    .tuple(fc.constantFrom(...names), fc.option(hostileTree, { nil: undefined }))
    .map(([bad, value]) => names.map((name) => (name === bad ? value : valid[name])));
  const extras = fc.array(
    fc.tuple(
      fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS, ...names), fc.string({ maxLength: 12 })),
      hostileTree,
    ),
    { maxLength: 3 },
  );
  return fc
    .tuple(
      fc.oneof(
        { weight: 1, arbitrary: fc.constant(names.map((name) => valid[name])) },
        { weight: 3, arbitrary: oneOff },
        { weight: 6, arbitrary: mixed },
      ),
      fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 2, arbitrary: extras }),
    )
    .map(([values, extra]) => ({
      entries: [
        ...names.flatMap((name, index): Array<[string, JsonTree]> =>
          values[index] === undefined ? [] : [[name, values[index] as JsonTree]],
        ),
        ...extra,
      ],
    }));
}
