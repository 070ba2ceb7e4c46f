import { createContext, useContext } from 'react';

/**
 * What the server looked up for a lookup page's request (a certificate's check, CertificateCheck in
 * @academy/content), which it renders the page from. Undefined in the browser: a lookup page reached by a
 * client navigation looks its record up itself.
 */
const PageLookupContext = createContext<unknown>(undefined);

export const PageLookupProvider = PageLookupContext.Provider;

/** The server's lookup for this page, as the screen's own type says it is. */
export function usePageLookup<T>(): T | undefined {
  return useContext(PageLookupContext) as T | undefined;
}
