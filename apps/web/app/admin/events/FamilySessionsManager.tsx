import { useState } from 'react';
import { ADMIN_EVENTS, ADMIN_FAMILY_SESSIONS, ADMIN_LIST_ERRORS } from '@academy/content';
import { ConfirmQuestion } from '../../components/overlay/ConfirmQuestion';
import { PagedList } from '../list/PagedList';
import { FamilySessionFormDialog } from './FamilySessionFormDialog';
import { ManagerSection } from './ManagerSection';
import type { FamilySessionRow } from './event-form';
import { familySessionColumns, familySessionName } from './event-columns';
import { useAdminFamilySessions } from './use-admin-family-sessions';
import { useDeleteFamilySession } from './use-delete-family-session';
import { useManagedRows } from './use-managed-rows';
import { useSetFamilySessionOpen } from './use-set-family-session-open';

const TEXTS = {
  loading: ADMIN_FAMILY_SESSIONS.loading,
  empty: ADMIN_FAMILY_SESSIONS.empty,
  emptyHint: ADMIN_FAMILY_SESSIONS.emptyHint,
  failure: ADMIN_LIST_ERRORS.familySessions,
};

/** The Family Constellation sessions families book slots of, managed like the calendar events. */
export function FamilySessionsManager() {
  const [includePast, setIncludePast] = useState(false);
  const [page, setPage] = useState(1);
  const query = useAdminFamilySessions(includePast, page);
  const { setOpen } = useSetFamilySessionOpen();
  const { remove } = useDeleteFamilySession();
  const rows = useManagedRows<FamilySessionRow>({
    setOpen,
    remove,
    confirmDelete: (session) => ADMIN_FAMILY_SESSIONS.deleteConfirm(familySessionName(session)),
    savedText: ADMIN_FAMILY_SESSIONS.saved,
    deletedText: ADMIN_FAMILY_SESSIONS.deleted,
  });
  return (
    <ManagerSection
      id="family-sessions"
      title={ADMIN_FAMILY_SESSIONS.title}
      level="h2"
      addLabel={ADMIN_FAMILY_SESSIONS.add}
      onAdd={rows.startNew}
      onRefresh={query.refetch}
      refreshing={query.loading}
      includePastLabel={ADMIN_FAMILY_SESSIONS.includePast}
      includePast={includePast}
      onIncludePastChange={(checked) => {
        setIncludePast(checked);
        setPage(1);
      }}
      outcome={rows.outcome}
    >
      <PagedList
        query={query}
        texts={TEXTS}
        caption={ADMIN_FAMILY_SESSIONS.caption}
        columns={familySessionColumns(rows.handlers)}
        minW="48rem"
        cardHeadingLevel="h3"
        onPageChange={setPage}
      />
      {rows.editing && (
        <FamilySessionFormDialog
          session={rows.editing === 'new' ? undefined : rows.editing}
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
