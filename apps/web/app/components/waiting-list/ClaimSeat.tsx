import { type ComponentType, Suspense, lazy, useEffect, useState } from 'react';
import { Box } from '@chakra-ui/react';
import { islandAttributes } from '../island/island-attributes';
import { claimTokenInAddress, joinTokenInAddress } from './claim-link';
import type { ClaimFormName, ClaimFormProps } from './claim-form';

// Apollo and the form load only for a visitor who came through a claim or a confirmation link.
const ClaimSeatContent = lazy(() => import('./ClaimSeatContent'));
const ConfirmPlaceContent = lazy(() => import('./ConfirmPlaceContent'));

interface ClaimSeatProps {
  /** The page's form for a held seat (the enrolment form, the family booking form), lazy. */
  form: ComponentType<ClaimFormProps>;
  /** The same form's name, for the island (islands/claim-seat.ts) on a page that ships no React. */
  name: ClaimFormName;
}

/**
 * Opens the page's booking form on a waiting-list seat when the page was reached through a claim link,
 * and confirms a place on the page's waiting list when it was reached through the link of the join's
 * mail. On a page that ships no React it is an island woken when the browser is idle, which loads
 * React only for such a link.
 */
export function ClaimSeat({ form, name }: ClaimSeatProps) {
  return (
    // No box of its own: the page's spacing stays as if it were not there.
    <Box display="contents" {...islandAttributes<ClaimFormName>('claim-seat', name, { wake: 'idle' })}>
      <ClaimSeatFromAddress form={form} />
    </Box>
  );
}

type LinkInAddress = { kind: 'claim' | 'join'; token: string };

function linkInAddress(hash: string): LinkInAddress | undefined {
  const claim = claimTokenInAddress(hash);
  if (claim) return { kind: 'claim', token: claim };
  const join = joinTokenInAddress(hash);
  return join ? { kind: 'join', token: join } : undefined;
}

/** The form on the held seat of the claim link in the address, or the confirmation of a place in line. */
export function ClaimSeatFromAddress({ form }: { form: ComponentType<ClaimFormProps> }) {
  const [link, setLink] = useState<LinkInAddress>();
  // The fragment is read after hydration, so the prerendered page and the first render agree; a link
  // opened in a tab already on this page changes only the fragment.
  useEffect(() => {
    const read = () => setLink((current) => linkInAddress(window.location.hash) ?? current);
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  if (!link) return null;
  return (
    <Suspense fallback={null}>
      {link.kind === 'claim' ? (
        <ClaimSeatContent key={link.token} token={link.token} form={form} />
      ) : (
        <ConfirmPlaceContent key={link.token} token={link.token} />
      )}
    </Suspense>
  );
}
