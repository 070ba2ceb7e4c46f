import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ListPage, ListQuery } from './ListResults';

/**
 * One page of an admin list. Another admin may have changed the list since: each visit asks the server,
 * and the page shown stays while the next one loads.
 */
export function useListQuery<Data, Variables extends OperationVariables, Row>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  pageOf: (data: Data) => ListPage<Row>,
): ListQuery<Row> {
  const { data, previousData, loading, error, refetch } = useQuery(document, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = data ?? previousData;
  return { page: shown && pageOf(shown), loading, error, refetch: () => void refetch() };
}
