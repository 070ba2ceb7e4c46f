import { useState } from 'react';
import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import { ADMIN_LIST, ADMIN_PROGRAMMES, PROGRAMMES, durationText } from '@academy/content';
import { ErrorPanel } from '../list/ErrorPanel';
import { LoadingState } from '../list/LoadingState';
import { adminToaster } from '../shell/AdminToaster';
import { ACTIONS_COLUMN, DataTable } from '../table/DataTable';
import { ProgrammeLevelDialog } from './ProgrammeLevelDialog';
import { type ProgrammeLevelRow, useProgrammeLevels } from './use-programme-levels';

const COLUMN = ADMIN_PROGRAMMES.columns;
const column = createColumnHelper<ProgrammeLevelRow>();

/** How a level is named where its name alone could be another programme's. */
const levelName = (row: ProgrammeLevelRow) => `${PROGRAMMES[row.programme].name}, ${row.level}`;

function levelColumns(onEdit: (row: ProgrammeLevelRow) => void) {
  return [
    column.accessor('level', { header: COLUMN.level, meta: { minW: '16rem' } }),
    column.accessor((row) => PROGRAMMES[row.programme].name, { id: 'programme', header: COLUMN.programme }),
    column.accessor((row) => row.fee.formatted, { id: 'fee', header: COLUMN.fee }),
    column.accessor((row) => row.fee.currency, { id: 'currency', header: COLUMN.currency }),
    column.accessor('durationDays', {
      header: COLUMN.duration,
      cell: (info) => durationText(info.getValue()),
    }),
    column.accessor('hours', {
      header: COLUMN.hours,
      cell: (info) => info.getValue() ?? ADMIN_PROGRAMMES.noHours,
    }),
    column.display({
      id: ACTIONS_COLUMN,
      header: ADMIN_LIST.actions,
      cell: ({ row }) => (
        <Button
          size="xs"
          colorPalette="teal"
          aria-label={`${ADMIN_PROGRAMMES.edit}: ${levelName(row.original)}`}
          onClick={() => onEdit(row.original)}
        >
          {ADMIN_PROGRAMMES.edit}
        </Button>
      ),
    }),
  ];
}

/**
 * "Programmes and fees": every level of every programme with its one fee, currency, duration and hours,
 * each edited in a dialog. A change reaches the level's calendar events on the server at once.
 */
export function ProgrammesScreen() {
  const { levels, loading, error, refetch } = useProgrammeLevels();
  const [editing, setEditing] = useState<string>();
  const current = levels?.find((level) => level.id === editing);
  return (
    <Stack as="section" gap="4" aria-labelledby="programmes-heading">
      <Heading as="h1" id="programmes-heading" size="2xl" color="teal.900">
        {ADMIN_PROGRAMMES.title}
      </Heading>
      <Text color="gray.700">{ADMIN_PROGRAMMES.intro}</Text>
      {levels ? (
        <DataTable
          caption={ADMIN_PROGRAMMES.caption}
          columns={levelColumns((row) => setEditing(row.id))}
          rows={levels}
          getRowId={(row) => row.id}
          minW="56rem"
        />
      ) : loading ? (
        <LoadingState label={ADMIN_PROGRAMMES.loading} />
      ) : (
        <ErrorPanel summary={ADMIN_PROGRAMMES.failure} error={error} onRetry={refetch} />
      )}
      {current && (
        <ProgrammeLevelDialog
          level={current}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            adminToaster.create({ type: 'success', title: ADMIN_PROGRAMMES.saved });
          }}
        />
      )}
    </Stack>
  );
}
