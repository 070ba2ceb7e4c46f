import { type ComponentType, Suspense, useCallback, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { WAITING_LIST } from '@academy/content';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import type { ClaimFormProps } from './claim-form';
import { useWaitingListOffer } from './use-waiting-list-offer';

interface ClaimSeatContentProps {
  token: string;
  form: ComponentType<ClaimFormProps>;
}

/** What a claim link opens: the page's form on the held seat, filled in, or why the link is gone. */
export default function ClaimSeatContent(props: ClaimSeatContentProps) {
  return (
    <GraphqlProvider>
      <ClaimSeat {...props} />
    </GraphqlProvider>
  );
}

function ClaimSeat({ token, form: Form }: ClaimSeatContentProps) {
  const { offer, gone } = useWaitingListOffer(token);
  const [open, setOpen] = useState(true);
  const close = useCallback(() => setOpen(false), []);
  if (gone) {
    return (
      <Text role="alert" color="red.700" fontWeight="semibold" mb="4">
        {WAITING_LIST.claimGone}
      </Text>
    );
  }
  if (!offer || !open) return null;
  return (
    <Suspense fallback={null}>
      <Form token={token} offer={offer} onClose={close} />
    </Suspense>
  );
}
