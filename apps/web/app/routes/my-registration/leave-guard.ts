import { useEffect } from 'react';
import type { PhotoUploadState } from './photo-upload-state';

/** A photo chosen and not stored yet: waiting for Upload, being sent, or refused by the server. */
export const photoWaitsToBeSent = (state: Pick<PhotoUploadState, 'status' | 'file'>) =>
  state.file !== null && state.status !== 'saved';

/**
 * While `active`, leaving the page (closing the tab, reloading, another address) asks first: the
 * browser shows its own question, since pages may no longer word it.
 */
export function useLeaveGuard(active: boolean): void {
  useEffect(() => {
    if (!active) return undefined;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Browsers before the preventDefault() form of the question need a value set.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);
}
