import { useEffect, useRef, useState } from 'react';
import { type PhotoField, checkPhotoFile } from '@academy/validation';
import { readAsImageSource } from './image-source';
import { sendPhoto } from './photo-requests';

/** idle: nothing chosen; chosen: a file waits to be sent; sending; saved; failed: refused or not sent. */
export type PhotoUploadStatus = 'idle' | 'chosen' | 'sending' | 'saved' | 'failed';

export interface PhotoUploadState {
  status: PhotoUploadStatus;
  /** The file to send, until it is saved. */
  file: File | null;
  /** The chosen file as an image address, once read. */
  preview: string | null;
  /** Percent of the file sent, while sending. */
  progress: number;
  error: string | null;
  /** Photos this field has saved since the page opened; the stored thumbnail reloads after each. */
  saves: number;
}

const NOTHING_CHOSEN = { status: 'idle', file: null, preview: null, progress: 0, error: null } as const;

interface PhotoUploadOptions {
  registrationId: string;
  token: string;
  field: PhotoField;
  /** Runs once the server has stored the photo (reloads the registration); the field waits for it. */
  onSaved: () => Promise<unknown>;
}

/**
 * One photo field of the private page: checks a chosen file as the server would (type and size),
 * previews it at once, sends it with progress, and reports the server's word on it.
 */
export function usePhotoUpload({ registrationId, token, field, onSaved }: PhotoUploadOptions) {
  const [state, setState] = useState<PhotoUploadState>({ ...NOTHING_CHOSEN, saves: 0 });
  const sending = useRef<AbortController | null>(null);

  // Leaving the page abandons an upload under way.
  useEffect(() => () => sending.current?.abort(), []);

  const choose = (file: File | undefined) => {
    if (state.status === 'sending') return;
    if (!file) {
      setState((current) => ({ ...NOTHING_CHOSEN, saves: current.saves }));
      return;
    }
    const refusal = checkPhotoFile(field, file);
    if (refusal) {
      setState((current) => ({ ...NOTHING_CHOSEN, saves: current.saves, status: 'failed', error: refusal }));
      return;
    }
    setState((current) => ({ ...NOTHING_CHOSEN, saves: current.saves, status: 'chosen', file }));
    readAsImageSource(file).then(
      // Only if it is still the chosen file: another may have been chosen while this one was read.
      (preview) => setState((current) => (current.file === file ? { ...current, preview } : current)),
      () => undefined,
    );
  };

  const upload = async () => {
    const { file } = state;
    if (!file || state.status === 'sending') return;
    const controller = new AbortController();
    sending.current = controller;
    setState((current) => ({ ...current, status: 'sending', progress: 0, error: null }));
    try {
      const outcome = await sendPhoto({
        registrationId,
        token,
        field,
        file,
        onProgress: (progress) => setState((current) => ({ ...current, progress })),
        signal: controller.signal,
      });
      if (!outcome.ok) {
        setState((current) => ({ ...current, status: 'failed', error: outcome.message }));
        return;
      }
      await onSaved();
      setState((current) => ({ ...NOTHING_CHOSEN, status: 'saved', saves: current.saves + 1 }));
    } catch {
      // Abandoned because the page is going away: nothing left to show it on.
    } finally {
      if (sending.current === controller) sending.current = null;
    }
  };

  return { ...state, choose, upload };
}
