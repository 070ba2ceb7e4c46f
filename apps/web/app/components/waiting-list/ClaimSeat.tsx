import { type ComponentType, Suspense, lazy, useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { islandAttributes } from '../../islands/island-attributes';
import { claimTokenInAddress } from './claim-link';
import type { ClaimFormName, ClaimFormProps } from './claim-form';

// Apollo and the form load only for a visitor who came through a claim link.
const ClaimSeatContent = lazy(() => import('./ClaimSeatContent'));

interface ClaimSeatProps {
  /** The page's form for a held seat (the enrolment form, the family booking form), lazy. */
  form: ComponentType<ClaimFormProps>;
  /** The same form's name, for the island (islands/claim-seat.ts) on a page that ships no React. */
  name: ClaimFormName;
}

/**
 * Opens the page's booking form on a waiting-list seat when the page was reached through a claim link.
 * On a page that ships no React it is an island woken when the browser is idle, which loads React
 * only for a claim link.
 */
export function ClaimSeat({ form, name }: ClaimSeatProps) {
  return (
    // No box of its own: the page's spacing stays as if it were not there.
    <Box display="contents" {...islandAttributes<ClaimFormName>('claim-seat', name, { wake: 'idle' })}>
      <ClaimSeatFromAddress form={form} />
    </Box>
  );
}

/** The form on the held seat of the claim link in the address, once there is one. */
export function ClaimSeatFromAddress({ form }: { form: ComponentType<ClaimFormProps> }) {
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
