import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { LEARNER_PATH } from '@academy/content';
import { LearnerPathList } from '../../components/learner-path/LearnerPathList';
import { ExternalCompletionForm } from './ExternalCompletionForm';
import { PrerequisiteDecision } from './PrerequisiteDecision';
import { useRegistrationLearnerPath } from './use-registration-learner-path';

/**
 * The learner behind a registration: the prerequisite it awaits approval for, their whole path (every
 * registration of the address), and staff's record of a level completed elsewhere.
 */
export function LearnerPathSection({ id, onChanged }: { id: string; onChanged: () => void }) {
  const { registration, failed, refetch } = useRegistrationLearnerPath(id);
  const changed = () => {
    void refetch();
    onChanged();
  };
  return (
    <Stack gap="4">
      {registration?.prerequisiteRequest && (
        <PrerequisiteDecision
          id={id}
          awaiting={registration.status === 'PENDING_APPROVAL'}
          request={registration.prerequisiteRequest}
          onDecided={changed}
        />
      )}
      <Box as="section">
        <Heading as="h3" size="md" color="teal.900" mb="2">
          {LEARNER_PATH.staffTitle}
        </Heading>
        <Text color="gray.700" mb="3">
          {LEARNER_PATH.staffIntro}
        </Text>
        {registration ? (
          <LearnerPathList path={registration.learnerPath} headingLevel="h4" />
        ) : (
          <Text role="status" color="gray.600">
            {failed ? LEARNER_PATH.loadFailed : LEARNER_PATH.loading}
          </Text>
        )}
      </Box>
      <ExternalCompletionForm registrationId={id} onRecorded={changed} />
    </Stack>
  );
}
