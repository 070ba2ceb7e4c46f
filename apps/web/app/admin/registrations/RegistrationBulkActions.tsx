import { Button } from '@chakra-ui/react';
import { ADMIN_BULK, PREREQUISITE_ADMIN } from '@academy/content';
import type { RegistrationStatus } from '@academy/graphql-client';
import { BulkCancelButton } from '../list/BulkCancelButton';
import { reportBulk } from '../list/report-bulk';
import { useApproveRegistrations } from './use-approve-registrations';
import { useDeclineRegistrations } from './use-decline-registrations';
import { useReleaseSeatHolds } from './use-release-seat-holds';
import { useSetRegistrationStatuses } from './use-set-registration-statuses';

const TEXT = ADMIN_BULK.registrations;

/**
 * Confirm, Cancel or Release the seats of the selected registrations, or Approve or Decline those
 * awaiting approval of a prerequisite; cancelling, releasing and declining (seats freed, registrants
 * told) ask first.
 */
export function RegistrationBulkActions({ ids, finish }: { ids: string[]; finish: () => void }) {
  const { setStatuses, saving: setting } = useSetRegistrationStatuses();
  const { release, releasing } = useReleaseSeatHolds();
  const { approve, approving } = useApproveRegistrations();
  const { decline, declining } = useDeclineRegistrations();
  const saving = setting || releasing || approving || declining;
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
      <BulkCancelButton
        count={ids.length}
        texts={{
          cancel: TEXT.release,
          cancelQuestion: TEXT.releaseQuestion,
          cancelYes: TEXT.releaseYes,
          keep: TEXT.keep,
        }}
        disabled={saving}
        onConfirm={() => void reportBulk(() => release(ids), finish)}
      />
      <Button
        size="sm"
        variant="outline"
        colorPalette="teal"
        disabled={saving}
        onClick={() => void reportBulk(() => approve(ids), finish)}
      >
        {PREREQUISITE_ADMIN.bulkApprove}
      </Button>
      <BulkCancelButton
        count={ids.length}
        texts={{
          cancel: PREREQUISITE_ADMIN.bulkDecline,
          cancelQuestion: PREREQUISITE_ADMIN.bulkDeclineQuestion,
          cancelYes: PREREQUISITE_ADMIN.bulkDeclineYes,
          keep: PREREQUISITE_ADMIN.keep,
        }}
        disabled={saving}
        onConfirm={() => void reportBulk(() => decline(ids), finish)}
      />
    </>
  );
}
