import { Button } from '@chakra-ui/react';
import { ADMIN_BULK } from '@academy/content';
import { reportBulk } from '../list/report-bulk';
import { useSetEnquiryStatuses } from './use-set-enquiry-statuses';

/** Mark resolved: the selected enquiries, each with its own history entry. */
export function EnquiryBulkActions({ ids, finish }: { ids: string[]; finish: () => void }) {
  const { setStatuses, saving } = useSetEnquiryStatuses();
  return (
    <Button
      size="sm"
      colorPalette="teal"
      disabled={saving}
      onClick={() => reportBulk(() => setStatuses(ids, 'RESOLVED'), finish)}
    >
      {ADMIN_BULK.enquiries.resolve}
    </Button>
  );
}
