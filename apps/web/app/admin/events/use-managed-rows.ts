import { useState } from 'react';
import type { Outcome } from '../list/OutcomeBanner';
import { describeActionFailure } from '../list/describe-failure';
import { adminToaster } from '../shell/AdminToaster';
import type { RowActionHandlers } from './RowActions';

interface ManagedRowsOptions<Row> {
  setOpen: (id: string, open: boolean) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** The question asked before deleting a row. */
  confirmDelete: (row: Row) => string;
  /** Said (a toast) once a form has been saved. */
  savedText: string;
  /** Said (a toast) once a row has been deleted. */
  deletedText: string;
}

/**
 * What the event manager does with its rows: the form (a new row or one to edit), opening and closing,
 * deleting after a confirmation in the app's own dialog; a save or a delete is said in a toast, a
 * failure in the list's live region (a refused delete says why, e.g. the CONFLICT of an event holding
 * registrations).
 */
export function useManagedRows<Row extends { id: string; isOpen: boolean }>(
  options: ManagedRowsOptions<Row>,
) {
  const [editing, setEditing] = useState<Row | 'new'>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [deleting, setDeleting] = useState<Row>();
  const attempt = async (action: () => Promise<unknown>, done?: string) => {
    setOutcome(undefined);
    try {
      await action();
      if (done) adminToaster.create({ type: 'success', title: done });
    } catch (error) {
      setOutcome({ tone: 'error', text: describeActionFailure(error).message });
    }
  };
  const handlers: RowActionHandlers<Row> = {
    onEdit: (row) => setEditing(row),
    onToggleOpen: (row) => void attempt(() => options.setOpen(row.id, !row.isOpen)),
    onDelete: (row) => setDeleting(row),
  };
  const deleteQuestion = deleting && {
    question: options.confirmDelete(deleting),
    onConfirm: () => {
      setDeleting(undefined);
      void attempt(() => options.remove(deleting.id), options.deletedText);
    },
    onCancel: () => setDeleting(undefined),
  };
  return {
    editing,
    startNew: () => setEditing('new'),
    closeForm: () => setEditing(undefined),
    onSaved: () => {
      setEditing(undefined);
      setOutcome(undefined);
      adminToaster.create({ type: 'success', title: options.savedText });
    },
    outcome,
    handlers,
    /** The question asked before a delete, while one is asked. */
    deleteQuestion,
  };
}
