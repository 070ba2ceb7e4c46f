import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print } from 'graphql';

/**
 * One query to the site's API with the browser's fetch: the public pages' live figures (seats left)
 * need no cache and no Apollo, which would more than double the script those pages load before the
 * visitor does anything. Throws on a failed request or on GraphQL errors.
 */
export async function fetchGraphql<Result, Variables>(
  document: TypedDocumentNode<Result, Variables>,
  variables?: Variables,
): Promise<Result> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query: print(document), variables }),
  });
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  const body = (await response.json()) as { data?: Result | null; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0].message);
  if (!body.data) throw new Error('The API answered without data');
  return body.data;
}
