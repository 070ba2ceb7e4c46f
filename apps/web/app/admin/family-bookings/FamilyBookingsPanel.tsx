import { useMemo, useState } from 'react';
import { ADMIN_FAMILY_BOOKINGS, FAMILY_BOOKING_STATUS_LABELS } from '@academy/content';
import { ListFilters } from '../list/ListFilters';
import { ListScreen } from '../list/ListScreen';
import { formatDay } from '../list/format';
import { useListState } from '../list/use-list-state';
import { useScreenFilters } from '../list/use-screen-filters';
import { FamilyBookingBulkActions } from './FamilyBookingBulkActions';
import { FamilyBookingDetailsDialog } from './FamilyBookingDetailsDialog';
import { SessionFilterNote, useSessionFilter } from './SessionFilterNote';
import { familyBookingColumns } from './family-booking-columns';
import { useFamilyBookings } from './use-family-bookings';

/**
 * The family consultation bookings: search, the table (one session's, from its seats taken), details
 * with cancel and erase, bulk cancel, CSV export.
 */
export function FamilyBookingsPanel() {
  const list = useListState();
  const { filters, setFilter, sent, exported } = useScreenFilters(FAMILY_BOOKING_STATUS_LABELS, list.state);
  const sessionId = useSessionFilter();
  const query = useFamilyBookings(list.state, { ...sent, sessionId });
  const [viewing, setViewing] = useState<string>();
  const columns = useMemo(() => familyBookingColumns((row) => setViewing(row.id)), []);
  // The row itself: its cached copy follows a cancellation, and it is gone once erased.
  const viewed = query.page?.items.find((row) => row.id === viewing);
  const first = query.page?.items[0];
  return (
    <ListScreen
      title={ADMIN_FAMILY_BOOKINGS.title}
      texts={ADMIN_FAMILY_BOOKINGS}
      query={query}
      list={list}
      caption={ADMIN_FAMILY_BOOKINGS.caption}
      columns={columns}
      minW="52rem"
      csvTable="FAMILY_BOOKINGS"
      exported={{ ...exported, filters: { ...exported.filters, sessionId } }}
      summary={
        sessionId && (
          <SessionFilterNote
            sessionName={first && `${first.sessionVenue}, ${formatDay(first.sessionDate)}`}
          />
        )
      }
      sortable
      bulkActions={(ids, finish) => <FamilyBookingBulkActions ids={ids} finish={finish} />}
      filters={<ListFilters statuses={FAMILY_BOOKING_STATUS_LABELS} value={filters} onChange={setFilter} />}
    >
      {viewed && <FamilyBookingDetailsDialog booking={viewed} onClose={() => setViewing(undefined)} />}
    </ListScreen>
  );
}
