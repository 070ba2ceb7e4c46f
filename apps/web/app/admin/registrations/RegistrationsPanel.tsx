import { useMemo, useState } from 'react';
import { Flex, Stack } from '@chakra-ui/react';
import { ADMIN_LIST_ERRORS, ADMIN_REGISTRATIONS } from '@academy/content';
import type { Programme } from '@academy/graphql-client';
import { CsvExport } from '../csv/CsvExport';
import { ListHeading } from '../list/ListHeading';
import { PagedList } from '../list/PagedList';
import { type ProgrammeChoice, ProgrammeFilter } from '../list/ProgrammeFilter';
import { SearchBox } from '../list/SearchBox';
import { useListState } from '../list/use-list-state';
import { RegistrationDetailsDialog } from './RegistrationDetailsDialog';
import { registrationColumns } from './registration-columns';
import { useRegistrationsPage } from './use-registrations-page';

interface RegistrationsPanelProps {
  title: string;
  /** The programmes this screen lists; with several, a filter narrows the list to one of them. */
  programmes: readonly [Programme, ...Programme[]];
}

const TEXTS = {
  loading: ADMIN_REGISTRATIONS.loading,
  empty: ADMIN_REGISTRATIONS.empty,
  emptyHint: ADMIN_REGISTRATIONS.emptyHint,
  failure: ADMIN_LIST_ERRORS.registrations,
};

/**
 * The registrations dashboard and Registration Management (SPEC.md 2.15): total, Refresh, search sent
 * to the server, the sortable table with server-side pages, the details modal and the CSV export.
 */
export function RegistrationsPanel({ title, programmes }: RegistrationsPanelProps) {
  const [choice, setChoice] = useState<ProgrammeChoice>('ALL');
  const { state, dispatch, searchInput, setSearchInput } = useListState([{ id: 'createdAt', desc: true }]);
  const query = useRegistrationsPage(choice === 'ALL' ? programmes : [choice], state);
  const [viewing, setViewing] = useState<string>();
  const columns = useMemo(() => registrationColumns((row) => setViewing(row.id)), []);
  return (
    <Stack gap="5">
      <ListHeading
        title={title}
        total={query.page?.total}
        onRefresh={query.refetch}
        refreshing={query.loading}
      />
      <Flex gap="4" wrap="wrap" align="flex-end">
        <SearchBox
          value={searchInput}
          onChange={setSearchInput}
          placeholder={ADMIN_REGISTRATIONS.searchPlaceholder}
        />
        {programmes.length > 1 && (
          <ProgrammeFilter
            programmes={programmes}
            value={choice}
            onChange={(next) => {
              setChoice(next);
              dispatch({ type: 'filter' });
            }}
          />
        )}
      </Flex>
      <PagedList
        query={query}
        texts={TEXTS}
        caption={`${ADMIN_REGISTRATIONS.caption}: ${title}`}
        columns={columns}
        sorting={state.sorting}
        onSortingChange={(sorting) => dispatch({ type: 'sort', sorting })}
        minW="72rem"
        onPageChange={(next) => dispatch({ type: 'page', page: next })}
      />
      <CsvExport table="REGISTRATIONS" />
      {viewing && <RegistrationDetailsDialog id={viewing} onClose={() => setViewing(undefined)} />}
    </Stack>
  );
}
