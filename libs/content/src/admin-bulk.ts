/** Row selection in the admin tables and the bulk bar above them (issue 13). */
export const ADMIN_BULK = {
  selectRow: (name: string) => `Select ${name}`,
  selectPage: 'Select all on this page',
  selected: (count: number) => (count === 1 ? '1 selected' : `${count} selected`),
  clear: 'Clear selection',
  /** Downloads the selected rows as CSV. */
  exportSelection: 'Export the selection',
  /** Names the bar's group of buttons. */
  bar: 'Bulk actions',
  /** The toast after a bulk action: how many changed, and why the others did not. */
  outcome: (changed: number, failures: readonly { reason: string }[]) => {
    const done = changed === 1 ? '1 changed' : `${changed} changed`;
    if (failures.length === 0) return done;
    const reasons = [...new Set(failures.map((failure) => failure.reason))].join(' ');
    return `${done}; ${failures.length} not changed: ${reasons}`;
  },
  registrations: {
    confirm: 'Confirm',
    cancel: 'Cancel',
    cancelQuestion: (count: number) =>
      count === 1
        ? 'Cancel the selected registration? Its seat is freed and the registrant is told.'
        : `Cancel the ${count} selected registrations? Their seats are freed and the registrants are told.`,
    cancelYes: 'Cancel them',
    keep: 'Keep them',
    /** Ends the seat holds of unpaid, unconfirmed registrations before their deadline. */
    release: 'Release seat',
    releaseQuestion: (count: number) =>
      count === 1
        ? 'Release the seat held for the selected registration? Unpaid and unconfirmed, it expires now: its seat goes to the next in line and the registrant is told.'
        : `Release the seats held for the ${count} selected registrations? Those unpaid and unconfirmed expire now: their seats go to the next in line and the registrants are told.`,
    releaseYes: 'Release the seats',
  },
  enquiries: {
    resolve: 'Mark resolved',
  },
  familyBookings: {
    cancel: 'Cancel',
    cancelQuestion: (count: number) =>
      count === 1
        ? 'Cancel the selected booking? Its seats are given back to the session.'
        : `Cancel the ${count} selected bookings? Their seats are given back to their sessions.`,
    cancelYes: 'Cancel them',
    keep: 'Keep them',
  },
} as const;
