import { useMemo, useState } from 'react';
import { ADMIN_ENQUIRIES, ENQUIRY_STATUS_LABELS } from '@academy/content';
import { ListFilters } from '../list/ListFilters';
import { ListScreen } from '../list/ListScreen';
import { useListState } from '../list/use-list-state';
import { useScreenFilters } from '../list/use-screen-filters';
import { EnquiryBulkActions } from './EnquiryBulkActions';
import { EnquiryDetailsDialog } from './EnquiryDetailsDialog';
import { enquiryColumns } from './enquiry-columns';
import { useEnquiries } from './use-enquiries';

/** Contact Management (SPEC.md 2.15): total, Refresh, server-side search, the table and the details. */
export function EnquiriesPanel() {
  const list = useListState([{ id: 'createdAt', desc: true }]);
  const { filters, setFilter, sent, exported } = useScreenFilters(ENQUIRY_STATUS_LABELS, list.state);
  const query = useEnquiries(list.state, sent);
  const [viewing, setViewing] = useState<string>();
  const columns = useMemo(() => enquiryColumns((row) => setViewing(row.id)), []);
  return (
    <ListScreen
      title={ADMIN_ENQUIRIES.title}
      texts={ADMIN_ENQUIRIES}
      query={query}
      list={list}
      caption={ADMIN_ENQUIRIES.caption}
      columns={columns}
      minW="48rem"
      csvTable="ENQUIRIES"
      exported={exported}
      sortable
      bulkActions={(ids, finish) => <EnquiryBulkActions ids={ids} finish={finish} />}
      filters={<ListFilters statuses={ENQUIRY_STATUS_LABELS} value={filters} onChange={setFilter} />}
    >
      {viewing && <EnquiryDetailsDialog id={viewing} onClose={() => setViewing(undefined)} />}
    </ListScreen>
  );
}
