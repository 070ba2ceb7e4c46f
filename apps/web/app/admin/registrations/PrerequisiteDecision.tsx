import { useId, useState } from 'react';
import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { PREREQUISITE_ADMIN } from '@academy/content';
import { FormField } from '../../components/form/FormField';
import { DetailSection } from '../details/DetailSection';
import { type Outcome, OutcomeBanner } from '../list/OutcomeBanner';
import { describeActionFailure } from '../list/describe-failure';
import { formatDateTime } from '../list/format';
import { useApproveRegistrations } from './use-approve-registrations';
import { useDeclineRegistrations } from './use-decline-registrations';

interface PrerequisiteDecisionProps {
  id: string;
  awaiting: boolean;
  request: { neededLevel: string; note: string; decision?: string | null; decidedAt?: string | null };
  /** After a decision: the details and the path are asked again. */
  onDecided: () => void;
}

/** Why the registration awaits approval, and staff's Approve or Decline (with a reason mailed to them). */
export function PrerequisiteDecision({ id, awaiting, request, onDecided }: PrerequisiteDecisionProps) {
  const fieldId = useId();
  const { approve, approving } = useApproveRegistrations();
  const { decline, declining } = useDeclineRegistrations();
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome>();
  const decide = async (
    run: () => Promise<{ changed: number; failures: { reason: string }[] } | undefined>,
  ) => {
    try {
      const result = await run();
      const failure = result?.failures[0];
      setOutcome(failure ? { tone: 'error', text: failure.reason } : undefined);
      onDecided();
    } catch (error) {
      setOutcome({ tone: 'error', text: describeActionFailure(error).message });
    }
  };
  const decision = request.decision
    ? `${request.decision}${request.decidedAt ? `, ${formatDateTime(request.decidedAt)}` : ''}`
    : PREREQUISITE_ADMIN.undecided;
  return (
    <Stack gap="3">
      <DetailSection
        title={PREREQUISITE_ADMIN.requestTitle}
        items={[
          { label: PREREQUISITE_ADMIN.needed, value: request.neededLevel },
          { label: PREREQUISITE_ADMIN.note, value: request.note },
          { label: PREREQUISITE_ADMIN.decision, value: decision },
        ]}
      />
      {awaiting && (
        <Stack gap="2">
          <FormField id={fieldId} name="reason" label={PREREQUISITE_ADMIN.declineReason} optional>
            {(control) => (
              <Input
                {...control}
                size="sm"
                maxLength={500}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </FormField>
          <HStack gap="2" wrap="wrap">
            <Button
              size="sm"
              colorPalette="teal"
              disabled={approving || declining}
              onClick={() => void decide(() => approve([id]))}
            >
              {PREREQUISITE_ADMIN.approve}
            </Button>
            <Button
              size="sm"
              variant="outline"
              colorPalette="red"
              disabled={approving || declining}
              onClick={() => void decide(() => decline([id], reason))}
            >
              {PREREQUISITE_ADMIN.decline}
            </Button>
          </HStack>
        </Stack>
      )}
      <OutcomeBanner outcome={outcome} />
    </Stack>
  );
}
