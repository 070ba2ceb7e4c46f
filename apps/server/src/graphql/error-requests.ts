import type { ApolloServerPlugin, ContextFunction } from '@apollo/server';
import type { ExpressContextFunctionArgument } from '@as-integrations/express5';
import type { Request } from 'express';
import type { GraphqlContext } from './context';

/**
 * Apollo calls formatError with the error alone. The request it belongs to (its id and logger) is
 * remembered here, by the error, just before Apollo formats it, so nothing has to follow the request
 * through its async calls (an AsyncLocalStorage would turn on Node's promise hooks for every request).
 */
const requests = new WeakMap<object, Request>();

/** The request an error was raised for, when known; a wrapped context failure is found by its cause. */
export function requestOf(error: unknown): Request | undefined {
  if (!(error instanceof Error)) return undefined;
  const cause = (error as { originalError?: unknown }).originalError;
  return requests.get(error) ?? (cause instanceof Error ? requests.get(cause) : undefined);
}

/** Errors of the operation: Apollo hands these very objects to formatError next. */
export function errorRequestsPlugin(): ApolloServerPlugin<GraphqlContext> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, contextValue }) {
          for (const error of errors) requests.set(error, contextValue.req);
        },
      };
    },
  };
}

/**
 * A failure of the context function (an oversized document) reaches formatError with no context:
 * Apollo passes a GraphQLError as it is and wraps anything else (as its originalError).
 */
export function rememberingContextFailures(
  context: ContextFunction<[ExpressContextFunctionArgument], GraphqlContext>,
): ContextFunction<[ExpressContextFunctionArgument], GraphqlContext> {
  return async (argument) => {
    try {
      return await context(argument);
    } catch (error) {
      if (error instanceof Error) requests.set(error, argument.req);
      throw error;
    }
  };
}
