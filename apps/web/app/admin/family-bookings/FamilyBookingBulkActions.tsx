import { ADMIN_BULK } from '@academy/content';
import { BulkCancelButton } from '../list/BulkCancelButton';
import { reportBulk } from '../list/report-bulk';
import { useCancelFamilyBookings } from './use-cancel-family-bookings';

/** Cancel the selected bookings, after asking: their seats go back to their sessions. */
export function FamilyBookingBulkActions({ ids, finish }: { ids: string[]; finish: () => void }) {
  const { cancel, cancelling } = useCancelFamilyBookings();
  return (
    <BulkCancelButton
      count={ids.length}
      texts={ADMIN_BULK.familyBookings}
      disabled={cancelling}
      onConfirm={() => void reportBulk(() => cancel(ids), finish)}
    />
  );
}
