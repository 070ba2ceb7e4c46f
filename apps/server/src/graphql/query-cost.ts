import {
  FieldNode,
  FragmentDefinitionNode,
  GraphQLField,
  GraphQLNamedType,
  GraphQLSchema,
  GraphQLType,
  Kind,
  OperationDefinitionNode,
  SchemaMetaFieldDef,
  SelectionSetNode,
  TypeMetaFieldDef,
  TypeNameMetaFieldDef,
  getArgumentValues,
  getNamedType,
  isAbstractType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isWrappingType,
} from 'graphql';

/**
 * The cost model, in units of about what resolving one value in memory costs (the standard introspection
 * query costs ~12,000 with the certificates); a request may spend QUERY_LIMITS.maxCost of them. Measured with
 * `npm run bench` (bench/abuse.mjs): a row read through TypeORM costs about 40 such values whatever is
 * asked of it, and a query to the database about 100.
 */
export const COST = {
  /** Any field, `__typename` and introspection included. */
  field: 1,
  /** One database query: a root field's (unless it declares its own cost) or a list's, with its count. */
  query: 100,
  /** Each row a list may load from the database, beside what is asked of it. */
  row: 40,
} as const;

/** What a field's `complexity` option receives (type-graphql puts the option in the field's extensions). */
export interface FieldCostInput {
  args: Record<string, unknown>;
  childComplexity: number;
}

/** A field's cost: a number (its own cost, added to its selection's) or a function of its arguments. */
export type FieldCost = number | ((input: FieldCostInput) => number);

/** What `rows` rows read from the database cost, with what is asked of each. */
export const rowsCost = (rows: number, childComplexity: number) => rows * (COST.row + childComplexity);

/** A list read by one database query of its own, of about `rows` rows. */
export const databaseListCost =
  (rows: number): FieldCost =>
  ({ childComplexity }) =>
    COST.query + rowsCost(rows, childComplexity);

/** A list of about `rows` rows loaded with its siblings' in one batched query (e.g. histories of a page). */
export const batchedListCost =
  (rows: number): FieldCost =>
  ({ childComplexity }) =>
    COST.field + rowsCost(rows, childComplexity);

/**
 * Selections one walk may look at. A walk is linear in the document: each fragment once per context (at
 * most 2 × (wrappers + 1) of them), so a document of 1000 tokens takes a few thousand steps, and
 * GraphiQL's introspection query about 60. Past this many the walk stops and the query is refused, so
 * that no document holds the event loop should the memo ever fail (30 doubling fragments would walk 2^30).
 */
export const MAX_WALK_STEPS = 20_000;

/** What one walk found; `visited` counts the selections looked at (linear in the document). */
export interface OperationAnalysis {
  depth: number;
  cost: number;
  visited: number;
}

/** Why a cost could not be worked out: the caller refuses the query. */
export class CostUnknownError extends Error {
  override name = 'CostUnknownError';
}

/**
 * How many rows an introspection list holds, read from the schema: under `__schema.types` a type is any
 * of them (the average is exact for the whole list); anywhere else it could be the largest.
 */
interface IntrospectionRows {
  average: number;
  largest: number;
}

interface SchemaFacts {
  types: number;
  directives: number;
  directiveArgs: number;
  typeLists: Record<
    'fields' | 'inputFields' | 'enumValues' | 'interfaces' | 'possibleTypes',
    IntrospectionRows
  >;
  fieldArgs: IntrospectionRows;
  /** The most list and non-null wrappers around any type the schema names (`[X!]!` has 3). */
  wrappers: number;
}

const factsBySchema = new WeakMap<GraphQLSchema, SchemaFacts>();

function schemaFacts(schema: GraphQLSchema): SchemaFacts {
  const known = factsBySchema.get(schema);
  if (known) return known;
  const types = Object.values(schema.getTypeMap());
  const counts = { fields: [0], inputFields: [0], enumValues: [0], interfaces: [0], possibleTypes: [0] };
  const argCounts = [0];
  let wrappers = 0;
  const reference = (type: GraphQLType) => {
    let depth = 0;
    for (let inner = type; isWrappingType(inner); inner = inner.ofType) depth += 1;
    wrappers = Math.max(wrappers, depth);
  };
  const directives = schema.getDirectives();
  for (const type of types) {
    if (isObjectType(type) || isInterfaceType(type)) {
      const fields = Object.values(type.getFields());
      counts.fields.push(fields.length);
      counts.interfaces.push(type.getInterfaces().length);
      for (const field of fields) {
        argCounts.push(field.args.length);
        reference(field.type);
        field.args.forEach((arg) => reference(arg.type));
      }
    }
    if (isInputObjectType(type)) {
      const fields = Object.values(type.getFields());
      counts.inputFields.push(fields.length);
      fields.forEach((field) => reference(field.type));
    }
    if (isEnumType(type)) counts.enumValues.push(type.getValues().length);
    if (isAbstractType(type)) counts.possibleTypes.push(schema.getPossibleTypes(type).length);
  }
  directives.forEach((directive) => directive.args.forEach((arg) => reference(arg.type)));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const rows = (values: number[], per: number): IntrospectionRows => ({
    average: sum(values) / Math.max(per, 1),
    largest: Math.max(...values),
  });
  const facts: SchemaFacts = {
    types: types.length,
    directives: directives.length,
    directiveArgs: sum(directives.map((directive) => directive.args.length)) / Math.max(directives.length, 1),
    typeLists: {
      fields: rows(counts.fields, types.length),
      inputFields: rows(counts.inputFields, types.length),
      enumValues: rows(counts.enumValues, types.length),
      interfaces: rows(counts.interfaces, types.length),
      possibleTypes: rows(counts.possibleTypes, types.length),
    },
    fieldArgs: rows(argCounts, argCounts.length - 1),
    wrappers,
  };
  factsBySchema.set(schema, facts);
  return facts;
}

/**
 * Where an introspection selection reads: `all` when it is each type (or each of their fields) of the
 * schema in turn, so averages are exact; otherwise any one, so the largest counts. `wrappers` is how many
 * `ofType` levels below a `__Type` can still be non-null: none for a named type, at most the schema's
 * deepest wrapping for the type of a field or argument. Data selections read with the default context.
 */
interface Context {
  all: boolean;
  wrappers: number;
}

const ANY_NAMED: Context = { all: false, wrappers: 0 };

interface Walked {
  depth: number;
  cost: number;
}

/**
 * An operation's coerced variables, or what coerces them when first needed: most operations' cost reads
 * no argument, and then coercing them (execution does it anyway) would be work for nothing.
 */
export type Variables = Record<string, unknown> | (() => Record<string, unknown>);

export const valuesOf = (variables: Variables) => (typeof variables === 'function' ? variables() : variables);

/**
 * Depth and cost of one operation in a single pass over the document: each fragment is walked once per
 * context and its result reused wherever it is spread, so repeated spreads cost a multiplication, not a
 * walk. Depth counts the schema's own fields; introspection is bounded by its cost, since reading wrapped
 * types (`ofType { ofType … }`) nests deeper than data ever does. `variables` are the coerced values.
 * Throws CostUnknownError when an argument a cost depends on cannot be read.
 */
export function analyseOperation(
  schema: GraphQLSchema,
  operation: OperationDefinitionNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  variables: Variables,
): OperationAnalysis {
  const facts = schemaFacts(schema);
  const memo = new Map<string, Walked>();
  const inProgress = new Set<string>();
  let visited = 0;

  const walkSelectionSet = (
    selectionSet: SelectionSetNode,
    type: GraphQLNamedType,
    context: Context,
  ): Walked => {
    let depth = 0;
    let cost = 0;
    for (const selection of selectionSet.selections) {
      visited += 1;
      if (visited > MAX_WALK_STEPS)
        throw new CostUnknownError(`walking it took over ${MAX_WALK_STEPS} steps`);
      let walked: Walked;
      if (selection.kind === Kind.FIELD) {
        walked = walkField(selection, type, context);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        const condition = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
        if (!condition) throw new CostUnknownError('Unknown type in an inline fragment');
        walked = walkSelectionSet(selection.selectionSet, condition, context);
      } else {
        walked = walkFragment(selection.name.value, context);
      }
      depth = Math.max(depth, walked.depth);
      // Every branch is counted, also those of other possible types: an upper bound.
      cost += walked.cost;
    }
    return { depth, cost };
  };

  const walkFragment = (name: string, context: Context): Walked => {
    const key = `${name}:${context.all}:${context.wrappers}`;
    const known = memo.get(key);
    if (known) return known;
    const fragment = fragments.get(name);
    const type = fragment && schema.getType(fragment.typeCondition.name.value);
    // Validation refuses unknown and cyclic fragments before this runs; refuse anyway, never loop.
    if (!fragment || !type || inProgress.has(key))
      throw new CostUnknownError(`Fragment ${name} cannot be walked`);
    inProgress.add(key);
    const walked = walkSelectionSet(fragment.selectionSet, type, context);
    inProgress.delete(key);
    memo.set(key, walked);
    return walked;
  };

  const walkField = (node: FieldNode, parentType: GraphQLNamedType, context: Context): Walked => {
    const name = node.name.value;
    const field = fieldOf(schema, parentType, name);
    if (!field) throw new CostUnknownError(`Unknown field ${name}`);
    if (!name.startsWith('__') && !isIntrospectionType(parentType)) {
      const child = node.selectionSet
        ? walkSelectionSet(node.selectionSet, getNamedType(field.type), ANY_NAMED)
        : { depth: 0, cost: 0 };
      return {
        depth: 1 + child.depth,
        cost: schemaFieldCost(schema, parentType, field, node, child.cost, variables),
      };
    }
    const read = introspectionRead(facts, parentType.name, name, context);
    const child =
      node.selectionSet && read.rows > 0
        ? walkSelectionSet(node.selectionSet, getNamedType(field.type), read.context)
        : { depth: 0, cost: 0 };
    return { depth: 0, cost: COST.field + read.rows * child.cost };
  };

  const root = schema.getRootType(operation.operation);
  if (!root) throw new CostUnknownError(`The schema has no ${operation.operation} type`);
  const walked = walkSelectionSet(operation.selectionSet, root, ANY_NAMED);
  // Introspection averages are fractions; a cost is a whole number, rounded up.
  return { depth: walked.depth, cost: Math.ceil(walked.cost), visited };
}

/** How many times a meta field's selection is resolved (0: the field is null), and in what context. */
function introspectionRead(
  facts: SchemaFacts,
  parentTypeName: string,
  fieldName: string,
  context: Context,
): { rows: number; context: Context } {
  const pick = (rows: IntrospectionRows) => (context.all ? rows.average : rows.largest);
  const typeOfValue: Context = { all: false, wrappers: facts.wrappers };
  switch (`${parentTypeName}.${fieldName}`) {
    case '__Schema.types':
      return { rows: facts.types, context: { all: true, wrappers: 0 } };
    case '__Schema.directives':
      return { rows: facts.directives, context: ANY_NAMED };
    case '__Directive.args':
      return { rows: facts.directiveArgs, context: ANY_NAMED };
    case '__Field.args':
      return { rows: pick(facts.fieldArgs), context: ANY_NAMED };
    case '__Field.type':
    case '__InputValue.type':
      return { rows: 1, context: typeOfValue };
    case '__Type.ofType':
      return { rows: context.wrappers > 0 ? 1 : 0, context: { all: false, wrappers: context.wrappers - 1 } };
    case '__Type.fields':
      return { rows: pick(facts.typeLists.fields), context: { all: context.all, wrappers: 0 } };
    case '__Type.inputFields':
    case '__Type.enumValues':
    case '__Type.interfaces':
    case '__Type.possibleTypes':
      return { rows: pick(facts.typeLists[fieldName as keyof SchemaFacts['typeLists']]), context: ANY_NAMED };
    default:
      // __schema, __type, __Schema.queryType…: one value, a named type where it is a type.
      return { rows: 1, context: ANY_NAMED };
  }
}

function fieldOf(
  schema: GraphQLSchema,
  parentType: GraphQLNamedType,
  name: string,
): GraphQLField<unknown, unknown> | undefined {
  if (name === TypeNameMetaFieldDef.name) return TypeNameMetaFieldDef;
  if (parentType === schema.getQueryType()) {
    if (name === SchemaMetaFieldDef.name) return SchemaMetaFieldDef;
    if (name === TypeMetaFieldDef.name) return TypeMetaFieldDef;
  }
  return isObjectType(parentType) || isInterfaceType(parentType) ? parentType.getFields()[name] : undefined;
}

function schemaFieldCost(
  schema: GraphQLSchema,
  parentType: GraphQLNamedType,
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
  childComplexity: number,
  variables: Variables,
): number {
  const declared = field.extensions?.complexity as FieldCost | undefined;
  if (typeof declared === 'function') {
    const values = valuesOf(variables);
    let args: Record<string, unknown>;
    try {
      args = getArgumentValues(field, node, values);
    } catch (error) {
      throw new CostUnknownError((error as Error).message);
    }
    return declared({ args, childComplexity });
  }
  if (typeof declared === 'number') return declared + childComplexity;
  const isRoot = parentType === schema.getQueryType() || parentType === schema.getMutationType();
  return (isRoot ? COST.query : COST.field) + childComplexity;
}
