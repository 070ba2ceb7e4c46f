import { lazy } from 'react';
import { ClaimSeatFromAddress } from '../components/waiting-list/ClaimSeat';
import type { ClaimFormName } from '../components/waiting-list/claim-form';
import { islandRoot } from '../components/island/island-root';

const FORMS = {
  event: lazy(() => import('../components/waiting-list/EventClaimForm')),
  'family-session': lazy(() => import('../routes/family-constellation/FamilySessionClaim')),
} satisfies Record<ClaimFormName, unknown>;

/** The claim link's form, in a React root of its own (claim-seat.ts). */
export function renderClaimSeat(element: HTMLElement, name: ClaimFormName) {
  islandRoot(element).render(<ClaimSeatFromAddress form={FORMS[name]} />);
}
