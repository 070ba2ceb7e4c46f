import { useMemo, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { ADMIN_FAMILY_BOOKINGS, ADMIN_LIST_ERRORS } from '@academy/content';
import { CsvExport } from '../csv/CsvExport';
import { ListHeading } from '../list/ListHeading';
import { PagedList } from '../list/PagedList';
import { SearchBox } from '../list/SearchBox';
import { useListState } from '../list/use-list-state';
import { FamilyBookingDetailsDialog } from './FamilyBookingDetailsDialog';
import { familyBookingColumns } from './family-booking-columns';
import { useFamilyBookings } from './use-family-bookings';

const TEXTS = {
  loading: ADMIN_FAMILY_BOOKINGS.loading,
  empty: ADMIN_FAMILY_BOOKINGS.empty,
  emptyHint: ADMIN_FAMILY_BOOKINGS.emptyHint,
  failure: ADMIN_LIST_ERRORS.familyBookings,
};

/** The family consultation bookings: search, the table, details with cancel and erase, CSV export. */
export function FamilyBookingsPanel() {
  const { state, dispatch, searchInput, setSearchInput } = useListState();
  const query = useFamilyBookings(state);
  const [viewing, setViewing] = useState<string>();
  const columns = useMemo(() => familyBookingColumns((row) => setViewing(row.id)), []);
  // The row itself: its cached copy follows a cancellation, and it is gone once erased.
  const viewed = query.page?.items.find((row) => row.id === viewing);
  return (
    <Stack gap="5">
      <ListHeading
        title={ADMIN_FAMILY_BOOKINGS.title}
        total={query.page?.total}
        onRefresh={query.refetch}
        refreshing={query.loading}
      />
      <SearchBox
        value={searchInput}
        onChange={setSearchInput}
        placeholder={ADMIN_FAMILY_BOOKINGS.searchPlaceholder}
      />
      <PagedList
        query={query}
        texts={TEXTS}
        caption={ADMIN_FAMILY_BOOKINGS.caption}
        columns={columns}
        minW="64rem"
        onPageChange={(next) => dispatch({ type: 'page', page: next })}
      />
      <CsvExport table="FAMILY_BOOKINGS" />
      {viewed && <FamilyBookingDetailsDialog booking={viewed} onClose={() => setViewing(undefined)} />}
    </Stack>
  );
}
