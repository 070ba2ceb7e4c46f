import { Input } from '@chakra-ui/react';
import { ADMIN_EVENT_FEE, PROGRAMME_LEVELS } from '@academy/content';
import type { Programme } from '@academy/graphql-client';
import { FormField } from '../../components/form/FormField';
import { useProgrammeLevels } from '../programmes/use-programme-levels';

interface LevelFeeFieldProps {
  id: string;
  programme: Programme;
  level: string;
  noEnroll: boolean;
}

/**
 * The event's regular fee, read-only: its level's in the catalogue (Programmes and fees), which the
 * server gives every event of the level. Staff change it there, never per event.
 */
export function LevelFeeField({ id, programme, level, noEnroll }: LevelFeeFieldProps) {
  const { levels, loading } = useProgrammeLevels();
  const fee = levels?.find((row) => row.programme === programme && row.level === level)?.fee.formatted;
  const text = noEnroll
    ? ADMIN_EVENT_FEE.openEntry
    : PROGRAMME_LEVELS[programme].length === 0
      ? ADMIN_EVENT_FEE.free
      : fee
        ? ADMIN_EVENT_FEE.ofLevel(fee)
        : loading
          ? ADMIN_EVENT_FEE.loading
          : ADMIN_EVENT_FEE.unknown;
  return (
    <FormField id={id} name="levelFee" label={ADMIN_EVENT_FEE.label}>
      {(control) => <Input {...control} readOnly value={text} bg="gray.50" />}
    </FormField>
  );
}
