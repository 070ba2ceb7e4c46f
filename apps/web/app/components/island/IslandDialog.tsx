import type { ReactNode } from 'react';
import { FORM_FOOTER_TEXT } from '@academy/content';
import { CLOSE_ICON } from '../media/icons';

interface IslandDialogProps {
  id: string;
  /** What the dialog says while the island's module loads. */
  loading: string;
  /** What it says when the module cannot be loaded (offline). */
  failed: ReactNode;
}

/**
 * The loading dialog of island-dialog.ts, as plain markup styled by island-dialog.css: the same title bar
 * as the form modal (FormModal.tsx), so the form takes its place without a jump. island-activator.ts fills
 * in the heading and the line under it, shows it as a modal dialog (layout/plain-modal.ts, which relies on
 * aria-modal), closes it on ×, Escape or a click beside the panel, and shows `failed` instead of
 * `loading` when the module could not be loaded.
 */
export function IslandDialog({ id, loading, failed }: IslandDialogProps) {
  return (
    <dialog id={id} className="island-dialog modal-box" aria-modal="true" aria-labelledby={`${id}-title`}>
      <div className="island-dialog__panel">
        <div className="island-dialog__top">
          <div>
            <h2 id={`${id}-title`} className="island-dialog__title" data-island-dialog-title="" />
            <p className="island-dialog__details" data-island-dialog-details="" />
          </div>
          <button
            type="button"
            className="island-dialog__close"
            aria-label={FORM_FOOTER_TEXT.close}
            data-island-dialog-close=""
          >
            <svg
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="currentColor"
              aria-hidden="true"
              focusable="false"
            >
              <path d={CLOSE_ICON} />
            </svg>
          </button>
        </div>
        <p className="island-dialog__body" data-island-dialog-loading="">
          {loading}
        </p>
        <p
          className="island-dialog__body island-dialog__failed"
          role="alert"
          data-island-dialog-failed=""
          hidden
        >
          {failed}
        </p>
      </div>
    </dialog>
  );
}
