import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../hooks/use-hydrated';
import { useRouteParams } from '../../routing/route-params';
import { paymentOutcome, paymentReturnToken } from '../../components/payment/payment-return';
import { readEmailConfirmationToken, readRegistrationToken } from './registration-link';

export type RegistrationLink =
  | { status: 'reading' }
  | { status: 'incomplete' }
  | { status: 'complete'; id: string; token: string }
  /** The link sent to a new e-mail address, to confirm it. */
  | { status: 'confirm-email'; id: string; token: string };

/** The registration id (from the path) and token (from the fragment) of the address this page opened at. */
export function useRegistrationLink(): RegistrationLink {
  const { id } = useRouteParams();
  const { hash, search } = useLocation();
  // The fragment exists in the browser only.
  const hydrated = useHydrated();
  if (!hydrated) return { status: 'reading' };
  // Back from the payment page, whose return address carries no token: the tab kept it.
  const token =
    readRegistrationToken(hash) ?? (id && paymentOutcome(search) ? paymentReturnToken(id) : undefined);
  if (id && token) return { status: 'complete', id, token };
  const confirmation = readEmailConfirmationToken(hash);
  if (id && confirmation) return { status: 'confirm-email', id, token: confirmation };
  return { status: 'incomplete' };
}
