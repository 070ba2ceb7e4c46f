import { Stack, Text } from '@chakra-ui/react';
import { LEARNER_PATH } from '@academy/content';
import { LearnerPathList } from '../../components/learner-path/LearnerPathList';
import { DetailsPanel } from './DetailsPanel';
import { useMyLearnerPath } from './use-my-learner-path';

/** "Your path": the levels completed, booked and next of the private link's address. */
export function LearnerPathPanel({ registrationId, token }: { registrationId: string; token: string }) {
  const { path, failed } = useMyLearnerPath(registrationId, token);
  return (
    <DetailsPanel title={LEARNER_PATH.title}>
      <Stack gap="4">
        <Text color="gray.700">{LEARNER_PATH.intro}</Text>
        {path ? (
          <LearnerPathList path={path} />
        ) : (
          <Text role="status" color="gray.600">
            {failed ? LEARNER_PATH.loadFailed : LEARNER_PATH.loading}
          </Text>
        )}
      </Stack>
    </DetailsPanel>
  );
}
