import { useId, useState } from 'react';
import { Box, Button, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { ADMIN_COMPLETION, formatEventDate } from '@academy/content';
import { FormField } from '../../components/form/FormField';
import { timeOf } from '../check-in/door';
import { type Outcome, OutcomeBanner } from '../list/OutcomeBanner';
import { describeActionFailure } from '../list/describe-failure';
import { useMarkCompleted } from './use-mark-completed';
import { useUnmarkCompleted } from './use-unmark-completed';
import type { RegistrationDetails } from './use-registration-details';

/** The days a registration was checked in, its completion, and staff's completion by hand with a reason. */
export function AttendanceControl({ registration }: { registration: RegistrationDetails }) {
  const fieldId = useId();
  const { id, checkIns, completion } = registration;
  const { mark, marking } = useMarkCompleted();
  const { unmark, unmarking } = useUnmarkCompleted();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setReason('');
      setReasonError(undefined);
      setOutcome({ tone: 'success', text: done });
    } catch (error) {
      const failure = describeActionFailure(error);
      setReasonError(failure.fieldErrors.reason);
      setOutcome({ tone: 'error', text: failure.fieldErrors.reason ?? failure.message });
    }
  };
  return (
    <Box as="section">
      <Heading as="h3" size="md" color="teal.900" mb="2">
        {ADMIN_COMPLETION.title}
      </Heading>
      <Stack as="ul" gap="1" mb="2" listStyleType="none" color="gray.800">
        {checkIns.length === 0 && <Text as="li">{ADMIN_COMPLETION.notCheckedIn}</Text>}
        {checkIns.map((checkIn) => (
          <Text as="li" key={checkIn.day}>
            {ADMIN_COMPLETION.checkIn(
              formatEventDate(checkIn.day),
              timeOf(checkIn.checkedInAt),
              checkIn.checkedInBy,
            )}
          </Text>
        ))}
      </Stack>
      <Text fontWeight="medium" mb="2">
        {!completion
          ? ADMIN_COMPLETION.notCompleted
          : completion.how === 'STAFF'
            ? ADMIN_COMPLETION.completedByStaff(completion.byStaff ?? null, completion.reason ?? null)
            : ADMIN_COMPLETION.completedByAttendance}
      </Text>
      {completion?.how === 'STAFF' ? (
        <Button
          size="sm"
          variant="outline"
          loading={unmarking}
          onClick={() => void act(() => unmark(id), ADMIN_COMPLETION.unmarked)}
        >
          {ADMIN_COMPLETION.unmark}
        </Button>
      ) : (
        !completion && (
          <Stack gap="3" maxW="md">
            <FormField
              id={`${fieldId}-completion-reason`}
              name="completionReason"
              label={ADMIN_COMPLETION.reason}
              hint={ADMIN_COMPLETION.reasonHint}
              error={reasonError}
              required
            >
              {(control) => (
                <Input {...control} size="sm" value={reason} onChange={(e) => setReason(e.target.value)} />
              )}
            </FormField>
            <Button
              size="sm"
              colorPalette="teal"
              alignSelf="flex-start"
              loading={marking}
              onClick={() => void act(() => mark(id, reason), ADMIN_COMPLETION.marked)}
            >
              {ADMIN_COMPLETION.mark}
            </Button>
          </Stack>
        )
      )}
      <OutcomeBanner outcome={outcome} mt="2" />
    </Box>
  );
}
