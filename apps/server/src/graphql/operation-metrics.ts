import { ApolloServerPlugin, GraphQLRequestContextWillSendResponse } from '@apollo/server';
import { Metrics } from '../common/metrics';

/**
 * Operation names become label values only up to this many: the name is the client's to choose, and a
 * client inventing a new one per request would otherwise grow the metrics without end. Later names
 * count as `other`.
 */
const MAX_OPERATION_NAMES = 100;
const MAX_NAME_LENGTH = 64;

/**
 * Counts and times every GraphQL operation by name: `anonymous` for an operation without one, `unknown`
 * when the document could not be parsed, validated or its operation chosen.
 */
export function operationMetricsPlugin(metrics: Metrics): ApolloServerPlugin {
  const names = new Set<string>();
  const label = (requestContext: GraphQLRequestContextWillSendResponse<object>): string => {
    const { operation } = requestContext;
    if (!operation) return 'unknown';
    const name = operation.name?.value;
    if (!name) return 'anonymous';
    if (names.has(name)) return name;
    if (names.size >= MAX_OPERATION_NAMES || name.length > MAX_NAME_LENGTH) return 'other';
    names.add(name);
    return name;
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
