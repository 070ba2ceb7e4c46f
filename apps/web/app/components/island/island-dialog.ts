/**
 * A press on some islands opens a dialog (Enroll Now opens the enrolment form), whose code arrives only
 * after the press. So that the press is answered at once, the page carries a loading dialog of plain
 * markup (IslandDialog.tsx, written into the page by scripts/prerender.mjs), which island-activator.ts
 * shows with the island element's title and details until the island's module takes over, or says that
 * it could not load. The activator repeats these attribute names (it is written into pages as source).
 */
export const ISLAND_DIALOG_ATTRIBUTE = 'data-island-dialog';

/** The loading dialogs a page may need, by id: the id the island element names. */
export const ENROLMENT_LOADING_DIALOG_ID = 'enrolment-loading-dialog';

export interface IslandDialogOpening {
  /** The loading dialog's id. */
  dialog: string;
  /** The heading the island's dialog will have, shown by the loading one meanwhile. */
  title: string;
  /** The line under the heading. */
  details?: string;
}

/** The attributes of an island element whose press opens `opening.dialog` while its module loads. */
export function islandDialogAttributes({
  dialog,
  title,
  details,
}: IslandDialogOpening): Record<string, string> {
  return {
    [ISLAND_DIALOG_ATTRIBUTE]: dialog,
    'data-island-dialog-title': title,
    ...(details && { 'data-island-dialog-details': details }),
  };
}
