import { useState } from 'react';
import type { Outcome } from '../list/OutcomeBanner';
import { describeActionFailure } from '../list/describe-failure';
import type { RowActionHandlers } from './RowActions';

interface ManagedRowsOptions<Row> {
  setOpen: (id: string, open: boolean) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
  /** The question asked before deleting a row. */
  confirmDelete: (row: Row) => string;
  /** Said once a form has been saved. */
  savedText: string;
}

/**
 * What the event manager does with its rows: the form (a new row or one to edit), opening and closing,
 * deleting after a confirmation in the app's own dialog, and the outcome of the last of these for a live region (a refused
 * delete says why, e.g. the CONFLICT of an event holding registrations).
 */
export function useManagedRows<Row extends { id: string; isOpen: boolean }>(
  options: ManagedRowsOptions<Row>,
) {
  const [editing, setEditing] = useState<Row | 'new'>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [deleting, setDeleting] = useState<Row>();
  const attempt = async (action: () => Promise<unknown>) => {
    setOutcome(undefined);
    try {
      await action();
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
      void attempt(() => options.remove(deleting.id));
    },
    onCancel: () => setDeleting(undefined),
  };
  return {
    editing,
    startNew: () => setEditing('new'),
    closeForm: () => setEditing(undefined),
    onSaved: () => {
      setEditing(undefined);
      setOutcome({ tone: 'success', text: options.savedText });
    },
    outcome,
    handlers,
    /** The question asked before a delete, while one is asked. */
    deleteQuestion,
  };
}
