import { useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { MY_REGISTRATION, MY_REGISTRATION_PANELS } from '@academy/content';
import { DetailsPanel } from './DetailsPanel';
import { useCancelMyRegistration } from './use-cancel-my-registration';

interface CancelRegistrationProps {
  registrationId: string;
  token: string;
  /** Runs once the registration is cancelled; this panel leaves the page then. */
  onCancelled: () => void;
}

/** 'Cancel my registration', asked twice: an inline 'Are you sure?' with confirm and keep. */
export function CancelRegistration({ registrationId, token, onCancelled }: CancelRegistrationProps) {
  const { cancel, cancelling } = useCancelMyRegistration(registrationId, token);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const questionId = useId();
  const startRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);

  const ask = () => {
    flushSync(() => {
      setError(null);
      setConfirming(true);
    });
    // The safe answer first: a second Enter keeps the registration.
    keepRef.current?.focus();
  };
  const keep = () => {
    flushSync(() => setConfirming(false));
    startRef.current?.focus();
  };
  const confirm = async () => {
    if (cancelling) return;
    const outcome = await cancel();
    if (outcome.ok) {
      onCancelled();
      return;
    }
    setError(outcome.failure.message ?? MY_REGISTRATION.cancel.failed);
  };

  return (
    <DetailsPanel title={MY_REGISTRATION_PANELS.cancel.title}>
      <Stack gap="4">
        <Text color="gray.700">{MY_REGISTRATION.cancel.lead}</Text>
        {confirming ? (
          <Stack
            role="group"
            aria-labelledby={questionId}
            gap="3"
            p="4"
            borderWidth="1px"
            borderColor="red.200"
            bg="red.50"
            borderRadius="md"
            onKeyDown={(event) => {
              if (event.key === 'Escape') keep();
            }}
          >
            <Text id={questionId} fontWeight="medium" color="red.900">
              {MY_REGISTRATION.cancel.question}
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button
                colorPalette="red"
                aria-disabled={cancelling || undefined}
                onClick={() => void confirm()}
              >
                {cancelling
                  ? MY_REGISTRATION_PANELS.cancel.cancelling
                  : MY_REGISTRATION_PANELS.cancel.confirm}
              </Button>
              <Button ref={keepRef} variant="outline" colorPalette="teal" onClick={keep}>
                {MY_REGISTRATION_PANELS.cancel.keep}
              </Button>
            </Flex>
          </Stack>
        ) : (
          <Button ref={startRef} variant="outline" colorPalette="red" alignSelf="flex-start" onClick={ask}>
            {MY_REGISTRATION_PANELS.cancel.start}
          </Button>
        )}
        <Text role="alert" color="red.700" fontSize="sm">
          {error}
        </Text>
      </Stack>
    </DetailsPanel>
  );
}
