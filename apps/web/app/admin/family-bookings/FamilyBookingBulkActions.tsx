import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { ADMIN_BULK } from '@academy/content';
import { ConfirmQuestion } from '../../components/overlay/ConfirmQuestion';
import { reportBulk } from '../list/report-bulk';
import { useCancelFamilyBookings } from './use-cancel-family-bookings';

const TEXT = ADMIN_BULK.familyBookings;

/** Cancel the selected bookings, after asking: their seats go back to their sessions. */
export function FamilyBookingBulkActions({ ids, finish }: { ids: string[]; finish: () => void }) {
  const { cancel, cancelling } = useCancelFamilyBookings();
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        disabled={cancelling}
        onClick={() => setAsking(true)}
      >
        {TEXT.cancel}
      </Button>
      {asking && (
        <ConfirmQuestion
          question={TEXT.cancelQuestion(ids.length)}
          confirmLabel={TEXT.cancelYes}
          cancelLabel={TEXT.keep}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            void reportBulk(() => cancel(ids), finish);
          }}
        />
      )}
    </>
  );
}
