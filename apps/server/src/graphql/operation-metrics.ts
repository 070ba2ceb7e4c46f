import { ApolloServerPlugin, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import { Metrics } from '../common/metrics';

/**
 * Counts and times every GraphQL operation by name, when it is one of `knownNames` (the web app's
 * operations, GraphiQL's introspection): a name is the client's to choose, and labels made of whatever
 * names clients send would grow the metrics without end. Any other name counts as `other`, an operation
 * without one as `anonymous`, and `unknown` when the document could not be parsed, validated or its
 * operation chosen.
 */
export function operationMetricsPlugin(metrics: Metrics, knownNames: Iterable<string>): ApolloServerPlugin {
  const names = new Set(knownNames);
  const label = (requestContext: GraphQLRequestContextWillSendResponse<object>): string => {
    const { operation } = requestContext;
    if (!operation) return 'unknown';
    const name = operation.name?.value;
    if (!name) return 'anonymous';
    return names.has(name) ? name : 'other';
  };

  return {
    async requestDidStart() {
      const stopTimer = metrics.graphqlDuration.startTimer();
      return {
        async willSendResponse(requestContext) {
          const operation = label(requestContext);
          metrics.graphqlOperations.inc({
            operation,
            type: requestContext.operation?.operation ?? 'unknown',
            outcome: requestContext.errors?.length ? 'error' : 'ok',
          });
          stopTimer({ operation });
        },
      };
    },
  };
}
