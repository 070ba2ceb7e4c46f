import type { WaitingListKind } from '@academy/graphql-client';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import { WaitingListForm } from './WaitingListForm';

/** The waiting-list modal's content, loaded on the first press of Join the waiting list. */
export default function WaitingListModalContent(props: {
  kind: WaitingListKind;
  id: string;
  onClose: () => void;
}) {
  return (
    <GraphqlProvider>
      <WaitingListForm {...props} />
    </GraphqlProvider>
  );
}
