import { ENROLMENT_LOADING_TEXT, PROVIDER } from '@academy/content';
import { IslandDialog } from '../island/IslandDialog';
import { ENROLMENT_LOADING_DIALOG_ID } from '../island/island-dialog';

/**
 * What an Enroll Now island shows at once on a page without React, while the modal's code loads
 * (components/island/island-dialog.ts): the modal's title bar and the words its form shows while loading. Markup
 * written at build time (entry.server.tsx), never part of a page's script.
 */
export function EnrolmentLoadingDialog() {
  return (
    <IslandDialog
      id={ENROLMENT_LOADING_DIALOG_ID}
      loading={ENROLMENT_LOADING_TEXT.loading}
      failed={
        <>
          {ENROLMENT_LOADING_TEXT.loadFailed} <a href={`mailto:${PROVIDER.email}`}>{PROVIDER.email}</a>.
        </>
      }
    />
  );
}
