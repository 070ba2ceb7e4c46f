import { useState } from 'react';
import { Button } from '@chakra-ui/react';
import { ADMIN_BULK } from '@academy/content';
import type { RegistrationStatus } from '@academy/graphql-client';
import { ConfirmQuestion } from '../../components/overlay/ConfirmQuestion';
import { reportBulk } from '../list/report-bulk';
import { useSetRegistrationStatuses } from './use-set-registration-statuses';

const TEXT = ADMIN_BULK.registrations;

/** Confirm or Cancel the selected registrations; cancelling (seats freed, registrants told) asks first. */
export function RegistrationBulkActions({ ids, finish }: { ids: string[]; finish: () => void }) {
  const { setStatuses, saving } = useSetRegistrationStatuses();
  const [asking, setAsking] = useState(false);
  const apply = (status: RegistrationStatus) => reportBulk(() => setStatuses(ids, status), finish);
  return (
    <>
      <Button size="sm" colorPalette="teal" disabled={saving} onClick={() => apply('CONFIRMED')}>
        {TEXT.confirm}
      </Button>
      <Button
        size="sm"
        variant="outline"
        colorPalette="red"
        disabled={saving}
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
            void apply('CANCELLED');
          }}
        />
      )}
    </>
  );
}
