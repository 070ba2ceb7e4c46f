import { useId, useState } from 'react';
import { Box, Button, Flex, Heading, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { ADMIN_ERASE } from '@academy/content';
import { FormBanner } from '../../components/form/FormBanner';
import { describeActionFailure } from '../list/describe-failure';
import { adminToaster } from '../shell/AdminToaster';

interface EraseActionProps {
  /** What erasing removes, in words. */
  warning: string;
  onErase: () => Promise<unknown>;
  erasing: boolean;
  /** After the record is gone (close the details). */
  onErased: () => void;
}

/** 'Erase for good', guarded by typing ERASE: a person's right to erasure, never a slip of the mouse. */
export function EraseAction({ warning, onErase, erasing, onErased }: EraseActionProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<string>();
  const erase = async () => {
    try {
      await onErase();
      onErased();
      adminToaster.create({ type: 'success', title: ADMIN_ERASE.erased });
    } catch (error) {
      setFailure(describeActionFailure(error).message);
    }
  };
  return (
    <Box as="section" borderTopWidth="1px" borderColor="gray.200" pt="4">
      <Heading as="h3" size="md" color="red.800" mb="2">
        {ADMIN_ERASE.action}
      </Heading>
      <Text fontSize="sm" color="gray.700" mb="3">
        {warning}
      </Text>
      {!confirming ? (
        <Button variant="outline" colorPalette="red" size="sm" onClick={() => setConfirming(true)}>
          {ADMIN_ERASE.action}
        </Button>
      ) : (
        <Stack gap="2" maxW="sm">
          <chakra.label htmlFor={id} fontSize="sm" fontWeight="medium">
            {ADMIN_ERASE.confirmLabel}
          </chakra.label>
          <Flex gap="2">
            <Input
              id={id}
              size="sm"
              autoComplete="off"
              value={typed}
              autoFocus
              onChange={(event) => setTyped(event.target.value)}
            />
            <Button
              size="sm"
              colorPalette="red"
              onClick={erase}
              disabled={erasing || typed.trim() !== ADMIN_ERASE.confirmWord}
            >
              {ADMIN_ERASE.confirm}
            </Button>
          </Flex>
        </Stack>
      )}
      <Box aria-live="assertive" mt={failure ? '2' : '0'}>
        {failure && <FormBanner tone="error">{failure}</FormBanner>}
      </Box>
    </Box>
  );
}
