import { useMemo, useState } from 'react';
import { ADMIN_FAMILY_BOOKINGS } from '@academy/content';
import { ListScreen } from '../list/ListScreen';
import { useListState } from '../list/use-list-state';
import { FamilyBookingDetailsDialog } from './FamilyBookingDetailsDialog';
import { familyBookingColumns } from './family-booking-columns';
import { useFamilyBookings } from './use-family-bookings';

/** The family consultation bookings: search, the table, details with cancel and erase, CSV export. */
export function FamilyBookingsPanel() {
  const list = useListState();
  const query = useFamilyBookings(list.state);
  const [viewing, setViewing] = useState<string>();
  const columns = useMemo(() => familyBookingColumns((row) => setViewing(row.id)), []);
  // The row itself: its cached copy follows a cancellation, and it is gone once erased.
  const viewed = query.page?.items.find((row) => row.id === viewing);
  return (
    <ListScreen
      title={ADMIN_FAMILY_BOOKINGS.title}
      texts={ADMIN_FAMILY_BOOKINGS}
      query={query}
      list={list}
      caption={ADMIN_FAMILY_BOOKINGS.caption}
      columns={columns}
      minW="64rem"
      csvTable="FAMILY_BOOKINGS"
    >
      {viewed && <FamilyBookingDetailsDialog booking={viewed} onClose={() => setViewing(undefined)} />}
    </ListScreen>
  );
}
