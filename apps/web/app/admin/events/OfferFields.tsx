import { useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, SimpleGrid, Text, chakra } from '@chakra-ui/react';
import { ADMIN_EVENTS, ADMIN_EVENT_FEE, providerToday } from '@academy/content';
import { formatDay } from '../list/format';
import { TextControl } from './FormControls';
import { type EventFormValues, NO_OFFER, hasOffer } from './event-form';
import type { useFormDialog } from './use-form-dialog';

type FormDialog = ReturnType<typeof useFormDialog<EventFormValues>>;

interface OfferFieldsProps {
  values: EventFormValues;
  field: FormDialog['field'];
  edit: FormDialog['edit'];
}

/**
 * An event's own price until a day ('Early bird', below the level's fee): added and removed as a
 * whole; the server checks it (name, price, last day from today to the event's first day).
 */
export function OfferFields({ values, field, edit }: OfferFieldsProps) {
  const [adding, setAdding] = useState(false);
  const shown = adding || hasOffer(values);
  const firstField = field('offerName').id;
  const addButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef<'name' | 'add'>(undefined);
  useEffect(() => {
    if (moveFocus.current === 'name') document.getElementById(firstField)?.focus();
    if (moveFocus.current === 'add') addButton.current?.focus();
    moveFocus.current = undefined;
  }, [shown, firstField]);
  const ended = values.offerEndsOn && values.offerEndsOn < providerToday();
  return (
    <chakra.fieldset gridColumn="1 / -1" borderWidth="1px" borderColor="gray.200" rounded="md" p="4" minW="0">
      <chakra.legend px="1" fontWeight="semibold">
        {ADMIN_EVENT_FEE.offer}
      </chakra.legend>
      <Text fontSize="sm" color="gray.700" mb="3">
        {ADMIN_EVENT_FEE.offerHint}
      </Text>
      {shown ? (
        <Box>
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <TextControl
              {...field('offerName')}
              label={ADMIN_EVENTS.fields.offerName}
              hint={ADMIN_EVENTS.hints.offerName}
            />
            <TextControl
              {...field('offerAmount')}
              type="number"
              label={ADMIN_EVENTS.fields.offerAmount}
              hint={ADMIN_EVENTS.hints.offerAmount}
            />
            <TextControl
              {...field('offerEndsOn')}
              type="date"
              label={ADMIN_EVENTS.fields.offerEndsOn}
              hint={ADMIN_EVENTS.hints.offerEndsOn}
            />
          </SimpleGrid>
          {ended && (
            <Text mt="3" fontSize="sm" color="orange.800">
              {ADMIN_EVENT_FEE.offerEnded(formatDay(values.offerEndsOn))}
            </Text>
          )}
          <Flex mt="3">
            <Button
              variant="outline"
              size="sm"
              onClick={() => {
                edit(NO_OFFER);
                setAdding(false);
                moveFocus.current = 'add';
              }}
            >
              {ADMIN_EVENT_FEE.removeOffer}
            </Button>
          </Flex>
        </Box>
      ) : (
        <Button
          ref={addButton}
          variant="outline"
          size="sm"
          colorPalette="teal"
          onClick={() => {
            setAdding(true);
            moveFocus.current = 'name';
          }}
        >
          {ADMIN_EVENT_FEE.addOffer}
        </Button>
      )}
    </chakra.fieldset>
  );
}
