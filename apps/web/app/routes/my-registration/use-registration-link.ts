import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../hooks/use-hydrated';
import { useRouteParams } from '../../route-modules';
import { readRegistrationToken } from './registration-link';

export type RegistrationLink =
  { status: 'reading' } | { status: 'incomplete' } | { status: 'complete'; id: string; token: string };

/** The registration id (from the path) and token (from the fragment) of the address this page opened at. */
export function useRegistrationLink(): RegistrationLink {
  const { id } = useRouteParams();
  const { hash } = useLocation();
  // The fragment exists in the browser only.
  const hydrated = useHydrated();
  if (!hydrated) return { status: 'reading' };
  const token = readRegistrationToken(hash);
  return id && token ? { status: 'complete', id, token } : { status: 'incomplete' };
}
