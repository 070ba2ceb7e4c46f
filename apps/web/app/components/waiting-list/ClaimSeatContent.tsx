import { useCallback, useState } from 'react';
import { Text } from '@chakra-ui/react';
import { WAITING_LIST, formatEventDate } from '@academy/content';
import { GraphqlProvider } from '../../graphql/GraphqlProvider';
import EnrolmentModalContent from '../enrolment/EnrolmentModalContent';
import { FormModal } from '../overlay/FormModal';
import { useWaitingListOffer } from './use-waiting-list-offer';

/** What a claim link opens on the calendar: the enrolment form on the held seat's event, filled in. */
export default function ClaimSeatContent({ token }: { token: string }) {
  return (
    <GraphqlProvider>
      <ClaimSeat token={token} />
    </GraphqlProvider>
  );
}

function ClaimSeat({ token }: { token: string }) {
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
  const event = offer?.event;
  if (!offer || !event) return null;
  return (
    <FormModal
      open={open}
      onClose={close}
      title={`${WAITING_LIST.claimHeading}: ${event.name}`}
      details={`${formatEventDate(event.date)}, ${event.time} · ${event.location}`}
      width="48rem"
    >
      <EnrolmentModalContent
        onClose={close}
        target={{
          programme: event.programme,
          title: event.name,
          level: event.level,
          eventId: event.id,
          claim: {
            token,
            firstName: offer.firstName,
            lastName: offer.lastName,
            email: offer.email,
            mobileNo: offer.mobileNo,
            offerExpiresAt: offer.offerExpiresAt,
          },
        }}
      />
    </FormModal>
  );
}
