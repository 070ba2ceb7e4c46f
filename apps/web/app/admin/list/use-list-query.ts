import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ListPage, ListQuery } from './ListResults';

const QUERY_OPTIONS = { fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true } as const;

/**
 * One page of an admin list. Another admin may have changed the list since: each visit asks the server,
 * and the page shown stays while the next one loads. While a search narrows the list, the list's own
 * total is asked too (one row of it), so "Total" stays the total while "Found" follows the search.
 */
export function useListQuery<Data, Variables extends OperationVariables, Row>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  pageOf: (data: Data) => ListPage<Row>,
): ListQuery<Row> {
  const { data, previousData, loading, error, refetch } = useQuery(document, { ...QUERY_OPTIONS, variables });
  const searching = Boolean(variables.search);
  const unsearched = useQuery(document, {
    ...QUERY_OPTIONS,
    variables: { ...variables, search: null, page: 1, limit: 1 },
    skip: !searching,
  });
  const shown = data ?? previousData;
  const page = shown && pageOf(shown);
  const wholeList = unsearched.data ?? unsearched.previousData;
  return {
    page,
    total: searching ? wholeList && pageOf(wholeList).total : page?.total,
    loading,
    error,
    refetch: () => {
      void refetch();
      if (searching) void unsearched.refetch();
    },
  };
}
