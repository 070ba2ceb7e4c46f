import { Button } from '@chakra-ui/react';
import { ADMIN_BULK } from '@academy/content';
import type { RegistrationStatus } from '@academy/graphql-client';
import { BulkCancelButton } from '../list/BulkCancelButton';
import { reportBulk } from '../list/report-bulk';
import { useSetRegistrationStatuses } from './use-set-registration-statuses';

const TEXT = ADMIN_BULK.registrations;

/** Confirm or Cancel the selected registrations; cancelling (seats freed, registrants told) asks first. */
export function RegistrationBulkActions({ ids, finish }: { ids: string[]; finish: () => void }) {
  const { setStatuses, saving } = useSetRegistrationStatuses();
  const apply = (status: RegistrationStatus) => reportBulk(() => setStatuses(ids, status), finish);
  return (
    <>
      <Button size="sm" colorPalette="teal" disabled={saving} onClick={() => apply('CONFIRMED')}>
        {TEXT.confirm}
      </Button>
      <BulkCancelButton
        count={ids.length}
        texts={TEXT}
        disabled={saving}
        onConfirm={() => void apply('CANCELLED')}
      />
    </>
  );
}
