import { type ReactNode, useMemo, useState } from 'react';
import { ADMIN_REGISTRATIONS, PAYMENT_FILTER_LABELS, REGISTRATION_STATUS_LABELS } from '@academy/content';
import type { Programme } from '@academy/graphql-client';
import { ListFilters } from '../list/ListFilters';
import { ListScreen } from '../list/ListScreen';
import { ProgrammeFilter } from '../list/ProgrammeFilter';
import { useListState } from '../list/use-list-state';
import { useProgrammeChoice } from '../list/use-programme-choice';
import { useScreenFilters } from '../list/use-screen-filters';
import { RegistrationBulkActions } from './RegistrationBulkActions';
import { RegistrationDetailsDialog } from './RegistrationDetailsDialog';
import type { EventAttendanceColumns } from './attendance-columns';
import { registrationColumns } from './registration-columns';
import { useRegistrationsPage } from './use-registrations-page';

interface RegistrationsPanelProps {
  title: string;
  /** The programmes this screen lists; with several, a filter narrows the list to one of them. */
  programmes: readonly [Programme, ...Programme[]];
  /** Only the registrations holding a seat of this event (its attendee list). */
  eventId?: string;
  /** Figures above the list (the dashboard's summary, an attendee list's event). */
  summary?: ReactNode;
  /** An attendee list's check-ins and completion, shown as columns. */
  attendance?: EventAttendanceColumns;
}

/**
 * The registrations dashboard and Registration Management (SPEC.md 2.15): total, Refresh, search sent
 * to the server, the sortable table with server-side pages, the details modal and the CSV export.
 */
export function RegistrationsPanel({
  title,
  programmes,
  eventId,
  summary,
  attendance,
}: RegistrationsPanelProps) {
  const [choice, setChoice] = useProgrammeChoice(programmes);
  const list = useListState([{ id: 'createdAt', desc: true }]);
  const { filters, setFilter, sent, exported } = useScreenFilters(
    REGISTRATION_STATUS_LABELS,
    list.state,
    PAYMENT_FILTER_LABELS,
  );
  const shown = choice === 'ALL' ? programmes : [choice];
  const query = useRegistrationsPage(shown, list.state, sent, eventId);
  const [viewing, setViewing] = useState<string>();
  const several = programmes.length > 1;
  const columns = useMemo(
    () => registrationColumns((row) => setViewing(row.id), { withProgramme: several, attendance }),
    [several, attendance],
  );
  return (
    <ListScreen
      title={title}
      texts={ADMIN_REGISTRATIONS}
      query={query}
      list={list}
      caption={`${ADMIN_REGISTRATIONS.caption}: ${title}`}
      columns={columns}
      minW="56rem"
      csvTable="REGISTRATIONS"
      exported={{
        ...exported,
        filters: { ...exported.filters, programmes: [...shown], eventId: eventId ?? null },
      }}
      sortable
      summary={summary}
      bulkActions={(ids, finish) => <RegistrationBulkActions ids={ids} finish={finish} />}
      filters={
        <>
          {several && <ProgrammeFilter programmes={programmes} value={choice} onChange={setChoice} />}
          <ListFilters
            statuses={REGISTRATION_STATUS_LABELS}
            payments={PAYMENT_FILTER_LABELS}
            value={filters}
            onChange={setFilter}
          />
        </>
      }
    >
      {viewing && <RegistrationDetailsDialog id={viewing} onClose={() => setViewing(undefined)} />}
    </ListScreen>
  );
}
