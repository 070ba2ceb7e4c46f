import type { ApolloServerPlugin } from '@apollo/server';
import {
  FragmentDefinitionNode,
  GraphQLError,
  GraphQLSchema,
  Kind,
  OperationDefinitionNode,
  SelectionSetNode,
} from 'graphql';
import { fieldExtensionsEstimator, getComplexity, simpleEstimator } from 'graphql-query-complexity';
import { AppError } from '../common/app-error';

/**
 * What one request may ask for. Every field costs 1, a paged list costs its fields once per row it may
 * return (`limit`), a sign-in costs what many fields do: a full admin page of 100 rows fits, a hundred
 * aliased copies of it do not, and neither do more than a few aliased sign-ins.
 */
export const QUERY_LIMITS = { maxDepth: 8, maxComplexity: 10_000 } as const;

/** Nesting depth of an operation's fields (fragments followed), ignoring __typename. */
export function operationDepth(
  operation: OperationDefinitionNode,
  fragments: Map<string, FragmentDefinitionNode>,
): number {
  const depthOf = (selectionSet: SelectionSetNode | undefined, seen: Set<string>): number => {
    if (!selectionSet) return 0;
    let deepest = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value === '__typename') continue;
        deepest = Math.max(deepest, 1 + depthOf(selection.selectionSet, seen));
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        deepest = Math.max(deepest, depthOf(selection.selectionSet, seen));
      } else {
        const name = selection.name.value;
        const fragment = fragments.get(name);
        // A fragment spreading itself is refused by validation; guard anyway.
        if (fragment && !seen.has(name))
          deepest = Math.max(deepest, depthOf(fragment.selectionSet, new Set([...seen, name])));
      }
    }
    return deepest;
  };
  return depthOf(operation.selectionSet, new Set());
}

/** A query that only reads the schema (GraphiQL, codegen): the schema bounds it, no limit needed. */
function isIntrospectionOnly(operation: OperationDefinitionNode): boolean {
  return operation.selectionSet.selections.every(
    (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('__'),
  );
}

function tooComplex(message: string): GraphQLError {
  const error = new AppError('QUERY_TOO_COMPLEX', message);
  return new GraphQLError(message, { extensions: error.extensions });
}

/**
 * Refuses an abusive query before any resolver runs: too deep, or costing more than the limit (aliases
 * count once each, as they run once each). Batched requests are refused by Apollo itself
 * (allowBatchedHttpRequests stays off), so one HTTP request is one operation.
 */
export function queryLimitsPlugin(schema: GraphQLSchema, limits = QUERY_LIMITS): ApolloServerPlugin {
  const estimators = [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })];
  return {
    async requestDidStart() {
      return {
        // `operation` is the one Apollo picked by name; absent, execution refuses the request itself.
        async didResolveOperation({ request, document, operation }) {
          if (!operation || isIntrospectionOnly(operation)) return;
          const fragments = new Map(
            document.definitions
              .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
              .map((fragment) => [fragment.name.value, fragment]),
          );
          const depth = operationDepth(operation, fragments);
          if (depth > limits.maxDepth) {
            throw tooComplex(`The query is ${depth} levels deep; at most ${limits.maxDepth} are allowed`);
          }
          let complexity: number;
          try {
            complexity = getComplexity({
              schema,
              operationName: request.operationName ?? undefined,
              query: document,
              variables: request.variables ?? {},
              estimators,
            });
          } catch {
            // Variables that do not fit their types: execution refuses them with the proper message.
            return;
          }
          if (complexity > limits.maxComplexity) {
            throw tooComplex(
              `The query costs ${complexity}; at most ${limits.maxComplexity} is allowed. Ask for fewer fields, rows or aliases per request.`,
            );
          }
        },
      };
    },
  };
}
