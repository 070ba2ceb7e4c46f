import { useId, useState } from 'react';
import { Box, Button, Flex, Heading, NativeSelect, Text, chakra } from '@chakra-ui/react';
import { ADMIN_REGISTRATION_DETAILS } from '@academy/content';
import { type Outcome, OutcomeBanner } from '../list/OutcomeBanner';
import { describeActionFailure } from '../list/describe-failure';

interface StatusControlProps<Status extends string> {
  current: Status;
  labels: Readonly<Record<Status, string>>;
  onSave: (status: Status) => Promise<unknown>;
  saving: boolean;
  /** What a change to this status also does (e.g. frees the seat). */
  notes?: Partial<Record<Status, string>>;
}

/** A record's status with a control to move it along its workflow. */
export function StatusControl<Status extends string>({
  current,
  labels,
  onSave,
  saving,
  notes = {},
}: StatusControlProps<Status>) {
  const id = useId();
  const [chosen, setChosen] = useState<Status>(current);
  const [outcome, setOutcome] = useState<Outcome>();
  const save = async () => {
    try {
      await onSave(chosen);
      setOutcome({ tone: 'success', text: ADMIN_REGISTRATION_DETAILS.statusSaved });
    } catch (error) {
      setOutcome({ tone: 'error', text: describeActionFailure(error).message });
    }
  };
  const note = chosen !== current ? notes[chosen] : undefined;
  return (
    <Box as="section">
      <Heading as="h3" size="md" color="teal.900" mb="2">
        {ADMIN_REGISTRATION_DETAILS.status}: {labels[current]}
      </Heading>
      <Flex gap="2" align="flex-end" wrap="wrap">
        <Box>
          <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="medium" mb="1">
            {ADMIN_REGISTRATION_DETAILS.changeStatus}
          </chakra.label>
          <NativeSelect.Root size="sm" w="48">
            <NativeSelect.Field
              id={id}
              value={chosen}
              onChange={(event) => {
                setChosen(event.target.value as Status);
                setOutcome(undefined);
              }}
            >
              {(Object.keys(labels) as Status[]).map((status) => (
                <option key={status} value={status}>
                  {labels[status]}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Box>
        <Button size="sm" colorPalette="teal" onClick={save} disabled={saving || chosen === current}>
          {ADMIN_REGISTRATION_DETAILS.saveStatus}
        </Button>
      </Flex>
      {note && (
        <Text mt="2" fontSize="sm" color="orange.800">
          {note}
        </Text>
      )}
      <OutcomeBanner outcome={outcome} mt="2" />
    </Box>
  );
}
