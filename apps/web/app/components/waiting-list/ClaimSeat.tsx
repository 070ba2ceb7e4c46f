import { type ComponentType, Suspense, lazy, useEffect, useState } from 'react';
import { claimTokenInAddress } from './claim-link';
import type { ClaimFormProps } from './claim-form';

// Apollo and the form load only for a visitor who came through a claim link.
const ClaimSeatContent = lazy(() => import('./ClaimSeatContent'));

/**
 * Opens the page's booking form on a waiting-list seat when the page was reached through a claim link.
 * `form` is that page's form for a held seat (the enrolment form, the family booking form), lazy.
 */
export function ClaimSeat({ form }: { form: ComponentType<ClaimFormProps> }) {
  const [token, setToken] = useState<string>();
  // The fragment is read after hydration, so the prerendered page and the first render agree; a claim
  // link opened in a tab already on this page changes only the fragment.
  useEffect(() => {
    const read = () => setToken((current) => claimTokenInAddress(window.location.hash) ?? current);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  if (!token) return null;
  return (
    <Suspense fallback={null}>
      <ClaimSeatContent token={token} form={form} />
    </Suspense>
  );
}
