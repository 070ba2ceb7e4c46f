import { Box, Button, Text } from '@chakra-ui/react';
import { ADMIN_CHECK_IN } from '@academy/content';

/** What the last scan or tap did, for the person at the door: the name large, and what to do next. */
export interface Feedback {
  tone: 'success' | 'warning' | 'error';
  /** The name, large; absent when the code named nobody. */
  name?: string;
  text: string;
  /** A refused check-in staff may still let in. */
  letIn?: () => void;
}

const TONES = {
  success: { bg: 'green.50', border: 'green.600', color: 'green.900' },
  warning: { bg: 'orange.50', border: 'orange.600', color: 'orange.950' },
  error: { bg: 'red.50', border: 'red.600', color: 'red.900' },
} as const;

export function DoorFeedback({ feedback }: { feedback: Feedback | null }) {
  const tone = feedback ? TONES[feedback.tone] : null;
  return (
    <Box aria-live="assertive" role="status">
      {feedback && tone && (
        <Box borderWidth="2px" borderColor={tone.border} bg={tone.bg} color={tone.color} rounded="lg" p="4">
          {feedback.name && (
            <Text fontSize="3xl" fontWeight="bold" lineHeight="short" data-testid="door-name">
              {feedback.name}
            </Text>
          )}
          <Text fontSize="lg">{feedback.text}</Text>
          {feedback.letIn && (
            <Button mt="3" size="lg" colorPalette="orange" onClick={feedback.letIn}>
              {ADMIN_CHECK_IN.letIn}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
