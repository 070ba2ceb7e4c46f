import { useState } from 'react';
import { Text } from '@chakra-ui/react';
import { ADMIN_EVENTS, ADMIN_LIST_ERRORS } from '@academy/content';
import type { Programme } from '@academy/graphql-client';
import { ConfirmQuestion } from '../../components/overlay/ConfirmQuestion';
import { PagedList } from '../list/PagedList';
import { ProgrammeFilter } from '../list/ProgrammeFilter';
import { useProgrammeChoice } from '../list/use-programme-choice';
import { EventFormDialog } from './EventFormDialog';
import { ManagerSection } from './ManagerSection';
import type { CalendarEventRow } from './event-form';
import { eventColumns } from './event-columns';
import { useAdminCalendarEvents } from './use-admin-calendar-events';
import { useDeleteCalendarEvent } from './use-delete-calendar-event';
import { useManagedRows } from './use-managed-rows';
import { useSetCalendarEventOpen } from './use-set-calendar-event-open';

const TEXTS = {
  loading: ADMIN_EVENTS.loading,
  empty: ADMIN_EVENTS.empty,
  emptyHint: ADMIN_EVENTS.emptyHint,
  failure: ADMIN_LIST_ERRORS.events,
};

interface CalendarEventsManagerProps {
  title: string;
  /** The programmes whose events this page manages; with several, a filter chooses one. */
  programmes: readonly [Programme, ...Programme[]];
}

/** The calendar events of some programmes: upcoming (or all), created, edited, opened, closed, deleted. */
export function CalendarEventsManager({ title, programmes }: CalendarEventsManagerProps) {
  const [choice, setChoice] = useProgrammeChoice(programmes);
  const [includePast, setIncludePast] = useState(false);
  const [page, setPage] = useState(1);
  const query = useAdminCalendarEvents(choice === 'ALL' ? programmes : [choice], includePast, page);
  const { setOpen } = useSetCalendarEventOpen();
  const { remove } = useDeleteCalendarEvent();
  const rows = useManagedRows<CalendarEventRow>({
    setOpen,
    remove,
    confirmDelete: (event) => ADMIN_EVENTS.deleteConfirm(event.name),
    savedText: ADMIN_EVENTS.saved,
    deletedText: ADMIN_EVENTS.deleted,
  });
  const several = programmes.length > 1;
  const columns = eventColumns(rows.handlers, { withProgramme: several });
  return (
    <ManagerSection
      id="calendar-events"
      title={title}
      level="h1"
      addLabel={ADMIN_EVENTS.add}
      onAdd={rows.startNew}
      onRefresh={query.refetch}
      refreshing={query.loading}
      includePastLabel={ADMIN_EVENTS.includePast}
      includePast={includePast}
      onIncludePastChange={(checked) => {
        setIncludePast(checked);
        setPage(1);
      }}
      outcome={rows.outcome}
      filters={
        programmes.length > 1 && (
          <ProgrammeFilter
            programmes={programmes}
            value={choice}
            onChange={(next) => {
              setChoice(next);
              setPage(1);
            }}
          />
        )
      }
    >
      <Text color="gray.700">{ADMIN_EVENTS.intro}</Text>
      <PagedList
        query={query}
        texts={TEXTS}
        caption={`${ADMIN_EVENTS.caption}: ${title}`}
        columns={columns}
        minW="56rem"
        onPageChange={setPage}
      />
      {rows.editing && (
        <EventFormDialog
          event={rows.editing === 'new' ? undefined : rows.editing}
          programmes={programmes}
          programme={choice === 'ALL' ? programmes[0] : choice}
          onSaved={rows.onSaved}
          onClose={rows.closeForm}
        />
      )}
      {rows.deleteQuestion && (
        <ConfirmQuestion
          {...rows.deleteQuestion}
          confirmLabel={ADMIN_EVENTS.delete}
          cancelLabel={ADMIN_EVENTS.keep}
        />
      )}
    </ManagerSection>
  );
}
