import { createContext, useContext } from 'react';
import type { RouteMatch } from '@academy/content';

/** The current address's variable parts, given by the app shell to the screen it shows. */
export const RouteParamsContext = createContext<RouteMatch['params']>({});

/** The `{name}` parts of the current address ('/my-registration/{id}' → { id }). */
export function useRouteParams(): RouteMatch['params'] {
  return useContext(RouteParamsContext);
}
