import type { ApolloServerPlugin } from '@apollo/server';
import {
  DocumentNode,
  FieldNode,
  FragmentDefinitionNode,
  GraphQLError,
  GraphQLField,
  GraphQLSchema,
  Kind,
  OperationDefinitionNode,
  SchemaMetaFieldDef,
  SelectionSetNode,
  TypeMetaFieldDef,
  getArgumentValues,
  getVariableValues,
} from 'graphql';
import { AppError } from '../common/app-error';
import { CostUnknownError, Variables, analyseOperation, valuesOf } from './query-cost';

/**
 * What one request may ask for. A document of at most 1000 tokens (GraphiQL's introspection query has
 * about 190, the web's largest operation about 80) keeps parsing short. Validation's field-merging check
 * compares every two fields answering under one name in a selection, so aliases (the web sends none) and
 * fields repeated under one name are counted before it runs, with the nesting of each operation and
 * fragment (the introspection query's deepest nests 10); validation stops at a few errors, so no reply lists hundreds. The cost model is in
 * query-cost.ts: a full admin page of 100 rows fits, and so does the standard introspection query (about
 * 14,300 on today's schema); the same list or introspection asked twice does not, nor a page of 100 rows
 * with their histories.
 */
export const QUERY_LIMITS = {
  maxTokens: 1000,
  maxFragments: 30,
  maxSpreads: 100,
  maxAliases: 30,
  maxFieldsPerName: 10,
  maxNesting: 20,
  maxValidationErrors: 5,
  maxDepth: 8,
  maxCost: 16_000,
} as const;

export type QueryLimits = typeof QUERY_LIMITS;

export function tooComplex(message: string): GraphQLError {
  const error = new AppError('QUERY_TOO_COMPLEX', message);
  return new GraphQLError(message, { extensions: error.extensions });
}

/**
 * Refuses an abusive operation before any resolver runs: too deep, too costly, a cost that cannot be
 * worked out, more than one mutation field, or one root field asked for twice with the same arguments.
 * Batched requests are refused by Apollo itself (allowBatchedHttpRequests stays off), so one HTTP request
 * is one operation.
 */
export function queryLimitsPlugin(
  schema: GraphQLSchema,
  limits: QueryLimits = QUERY_LIMITS,
): ApolloServerPlugin {
  return {
    async requestDidStart() {
      return {
        // `operation` is the one Apollo picked by name; absent, execution refuses the request itself.
        async didResolveOperation({ request, document, operation }) {
          if (!operation) return;
          // Execution coerces the variables with this same function before any resolver runs: when they do
          // not fit their types, it refuses the request with its own message and runs nothing. Coerced
          // here only if a cost or a repeated field needs them.
          let coerced: Record<string, unknown> | undefined;
          const variables = () => {
            if (!coerced) {
              const result = getVariableValues(
                schema,
                operation.variableDefinitions ?? [],
                request.variables ?? {},
              );
              if (result.errors) throw new UnfitVariables();
              coerced = result.coerced;
            }
            return coerced;
          };
          try {
            checkOperation(schema, document, operation, variables, limits);
          } catch (error) {
            if (!(error instanceof UnfitVariables)) throw error;
          }
        },
      };
    },
  };
}

/** The variables do not fit their types: execution refuses the request in its own words. */
class UnfitVariables extends Error {}

/** Throws the refusal of an operation that may not run; `variables` are coerced. */
export function checkOperation(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables,
  limits: QueryLimits = QUERY_LIMITS,
): void {
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  try {
    const { depth, cost } = analyseOperation(schema, operation, fragments, variables);
    if (depth > limits.maxDepth) {
      throw tooComplex(`The query is ${depth} levels deep; at most ${limits.maxDepth} are allowed`);
    }
    if (!(cost <= limits.maxCost)) {
      throw tooComplex(
        `The query costs ${cost}; at most ${limits.maxCost} is allowed. Ask for fewer fields, rows or aliases per request.`,
      );
    }
    const root = new RootFields(fragments);
    if (operation.operation === 'mutation') {
      const count = root.count(operation.selectionSet);
      if (count > 1) {
        throw tooComplex(
          `A request may carry one mutation field; this one has ${count}. Send each change in a request of its own.`,
        );
      }
    }
    const repeated = root.repeated(schema, operation, variables);
    if (repeated) {
      throw tooComplex(
        `The query asks for "${repeated}" more than once with the same arguments; ask for it once`,
      );
    }
  } catch (error) {
    if (error instanceof CostUnknownError) {
      throw tooComplex(`The query's cost cannot be worked out (${error.message}), so it was not run`);
    }
    throw error;
  }
}

/**
 * The fields an operation asks of its root type, with fragments followed. Each fragment is followed once:
 * `count` memoises its number of fields, `repeated` stops at its second spread, which repeats its fields.
 */
class RootFields {
  private readonly counts = new Map<string, number>();

  constructor(private readonly fragments: ReadonlyMap<string, FragmentDefinitionNode>) {}

  /** Root fields asked for, each copy counted, `__typename` aside. */
  count(selectionSet: SelectionSetNode): number {
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') total += 1;
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        total += this.count(selection.selectionSet);
      } else {
        const name = selection.name.value;
        let count = this.counts.get(name);
        if (count === undefined) {
          const fragment = this.fragments.get(name);
          count = fragment ? this.count(fragment.selectionSet) : 0;
          this.counts.set(name, count);
        }
        total += count;
      }
    }
    return total;
  }

  /** The name of a root field asked for twice with the same arguments (aliases aside), if any. */
  repeated(
    schema: GraphQLSchema,
    operation: OperationDefinitionNode,
    variables: Variables,
  ): string | undefined {
    const followed = new Map<string, FieldNode[]>();
    let repeatedSpread: string | undefined;
    const collect = (selectionSet: SelectionSetNode): FieldNode[] => {
      const fields: FieldNode[] = [];
      for (const selection of selectionSet.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.name.value !== '__typename') fields.push(selection);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          fields.push(...collect(selection.selectionSet));
        } else {
          const name = selection.name.value;
          const again = followed.get(name);
          if (again) {
            // A second spread of a fragment asks for its fields again.
            repeatedSpread ??= again[0]?.name.value;
            continue;
          }
          followed.set(name, []);
          const fragment = this.fragments.get(name);
          const inner = fragment ? collect(fragment.selectionSet) : [];
          followed.set(name, inner);
          fields.push(...inner);
        }
      }
      return fields;
    };
    const fields = collect(operation.selectionSet);
    if (repeatedSpread) return repeatedSpread;
    // Only a name asked for more than once can repeat: the others' arguments need no reading.
    const names = new Set<string>();
    const twice = new Set<string>();
    for (const field of fields) {
      const name = field.name.value;
      (names.has(name) ? twice : names).add(name);
    }
    const rootType = schema.getRootType(operation.operation);
    const seen = new Set<string>();
    for (const field of fields) {
      const name = field.name.value;
      if (!twice.has(name)) continue;
      const definition =
        name === '__schema'
          ? SchemaMetaFieldDef
          : name === '__type'
            ? TypeMetaFieldDef
            : rootType?.getFields()[name];
      const key = `${name}(${definition ? stableJson(readArguments(definition, field, valuesOf(variables))) : ''})`;
      if (seen.has(key)) return name;
      seen.add(key);
    }
    return undefined;
  }
}

function readArguments(
  definition: GraphQLField<unknown, unknown>,
  node: FieldNode,
  variables: Record<string, unknown>,
): Record<string, unknown> {
  try {
    return getArgumentValues(definition, node, variables);
  } catch (error) {
    throw new CostUnknownError((error as Error).message);
  }
}

/** JSON with object keys sorted, so that equal arguments give equal text. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner) && !(inner instanceof Date)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}
