/**
 * What a lookup page (RouteAccess 'lookup' in the route table: a certificate's verification page) shows
 * for one request, with its status and any header of its own; or where the browser is sent instead.
 */
export type PageLookupAnswer =
  { redirect: string } | { status: number; shows: unknown; headers?: Readonly<Record<string, string>> };

/** What a lookup is asked with: the address's named parts, its query, and the client's address (for throttles). */
export interface PageLookupRequest {
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  clientAddress: string;
}

/** Looks up, for one request, what a lookup page shows: the module owning the record implements it. */
export interface PageLookup {
  answer(request: PageLookupRequest): Promise<PageLookupAnswer>;
}
