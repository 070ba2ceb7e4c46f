import { type ReactNode, useMemo, useState } from 'react';
import { ADMIN_REGISTRATIONS } from '@academy/content';
import type { Programme } from '@academy/graphql-client';
import { ListScreen } from '../list/ListScreen';
import { type ProgrammeChoice, ProgrammeFilter } from '../list/ProgrammeFilter';
import { useListState } from '../list/use-list-state';
import { RegistrationDetailsDialog } from './RegistrationDetailsDialog';
import { registrationColumns } from './registration-columns';
import { useRegistrationsPage } from './use-registrations-page';

interface RegistrationsPanelProps {
  title: string;
  /** The programmes this screen lists; with several, a filter narrows the list to one of them. */
  programmes: readonly [Programme, ...Programme[]];
  /** Figures above the list (the dashboard's summary). */
  summary?: ReactNode;
}

/**
 * The registrations dashboard and Registration Management (SPEC.md 2.15): total, Refresh, search sent
 * to the server, the sortable table with server-side pages, the details modal and the CSV export.
 */
export function RegistrationsPanel({ title, programmes, summary }: RegistrationsPanelProps) {
  const [choice, setChoice] = useState<ProgrammeChoice>('ALL');
  const list = useListState([{ id: 'createdAt', desc: true }]);
  const query = useRegistrationsPage(choice === 'ALL' ? programmes : [choice], list.state);
  const [viewing, setViewing] = useState<string>();
  const columns = useMemo(() => registrationColumns((row) => setViewing(row.id)), []);
  return (
    <ListScreen
      title={title}
      texts={ADMIN_REGISTRATIONS}
      query={query}
      list={list}
      caption={`${ADMIN_REGISTRATIONS.caption}: ${title}`}
      columns={columns}
      minW="72rem"
      csvTable="REGISTRATIONS"
      sortable
      summary={summary}
      filters={
        programmes.length > 1 && (
          <ProgrammeFilter
            programmes={programmes}
            value={choice}
            onChange={(next) => {
              setChoice(next);
              list.dispatch({ type: 'filter' });
            }}
          />
        )
      }
    >
      {viewing && <RegistrationDetailsDialog id={viewing} onClose={() => setViewing(undefined)} />}
    </ListScreen>
  );
}
