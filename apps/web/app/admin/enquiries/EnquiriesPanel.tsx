import { useMemo, useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { ADMIN_ENQUIRIES, ADMIN_LIST_ERRORS } from '@academy/content';
import { CsvExport } from '../csv/CsvExport';
import { ListHeading } from '../list/ListHeading';
import { PagedList } from '../list/PagedList';
import { SearchBox } from '../list/SearchBox';
import { useListState } from '../list/use-list-state';
import { EnquiryDetailsDialog } from './EnquiryDetailsDialog';
import { enquiryColumns } from './enquiry-columns';
import { useContactEnquiries } from './use-contact-enquiries';

const TEXTS = {
  loading: ADMIN_ENQUIRIES.loading,
  empty: ADMIN_ENQUIRIES.empty,
  emptyHint: ADMIN_ENQUIRIES.emptyHint,
  failure: ADMIN_LIST_ERRORS.enquiries,
};

/** Contact Management (SPEC.md 2.15): total, Refresh, server-side search, the table and the details. */
export function EnquiriesPanel() {
  const { state, dispatch, searchInput, setSearchInput } = useListState();
  const query = useContactEnquiries(state);
  const [viewing, setViewing] = useState<string>();
  const columns = useMemo(() => enquiryColumns((row) => setViewing(row.id)), []);
  return (
    <Stack gap="5">
      <ListHeading
        title={ADMIN_ENQUIRIES.title}
        total={query.page?.total}
        onRefresh={query.refetch}
        refreshing={query.loading}
      />
      <SearchBox
        value={searchInput}
        onChange={setSearchInput}
        placeholder={ADMIN_ENQUIRIES.searchPlaceholder}
      />
      <PagedList
        query={query}
        texts={TEXTS}
        caption={ADMIN_ENQUIRIES.caption}
        columns={columns}
        minW="56rem"
        onPageChange={(next) => dispatch({ type: 'page', page: next })}
      />
      <CsvExport table="ENQUIRIES" />
      {viewing && <EnquiryDetailsDialog id={viewing} onClose={() => setViewing(undefined)} />}
    </Stack>
  );
}
