import type { PhotoErrors, PhotoField } from '@academy/validation';

/**
 * One photo form of the private page, as pure transitions: idle (nothing chosen), chosen (a file
 * waits), submitting, saved, failed (the banner says why). The rules come from @academy/validation.
 */
export type PhotoUploadStatus = 'idle' | 'chosen' | 'submitting' | 'saved' | 'failed';

export interface PhotoUploadState {
  status: PhotoUploadStatus;
  /** The file to send, until it is saved. */
  file: File | null;
  /** The chosen file as an image address, once read. */
  preview: string | null;
  /** Percent of the file sent, while submitting. */
  progress: number;
  /** The field's own message, under the file input. */
  error: string | undefined;
  /** The red banner's text while status is 'failed'. */
  failureMessage: string;
  /** Photos this form has saved since the page opened; the stored thumbnail reloads after each. */
  saves: number;
}

export type PhotoUploadAction =
  | { type: 'chosen'; file: File | null; error?: string }
  | { type: 'previewRead'; file: File; preview: string }
  | { type: 'progressed'; percent: number }
  | { type: 'submitRejected'; errors: PhotoErrors }
  | { type: 'submitStarted' }
  | { type: 'submitFailed'; message: string; fieldErrors: PhotoErrors }
  | { type: 'saved' };

export const INITIAL_PHOTO_UPLOAD_STATE: PhotoUploadState = {
  status: 'idle',
  file: null,
  preview: null,
  progress: 0,
  error: undefined,
  failureMessage: '',
  saves: 0,
};

/** The reducer of the form for `field`: it reads that field's errors only. */
export function photoUploadReducer(field: PhotoField) {
  return (state: PhotoUploadState, action: PhotoUploadAction): PhotoUploadState => {
    // A file is neither chosen nor cleared while it is being sent (the input is disabled meanwhile).
    if (state.status === 'submitting' && action.type === 'chosen') return state;
    const fresh = { ...INITIAL_PHOTO_UPLOAD_STATE, saves: state.saves };
    switch (action.type) {
      case 'chosen':
        // A refused file is not kept: there is nothing to send until another is chosen.
        if (action.error) return { ...fresh, error: action.error };
        return action.file ? { ...fresh, status: 'chosen', file: action.file } : fresh;
      case 'previewRead':
        // Only if it is still the chosen file: another may have been chosen while this one was read.
        return state.file === action.file ? { ...state, preview: action.preview } : state;
      case 'progressed':
        return state.status === 'submitting' ? { ...state, progress: action.percent } : state;
      case 'submitRejected':
        return { ...state, error: action.errors[field], failureMessage: '' };
      case 'submitStarted':
        return { ...state, status: 'submitting', progress: 0, error: undefined, failureMessage: '' };
      case 'submitFailed':
        return {
          ...state,
          status: 'failed',
          error: action.fieldErrors[field],
          failureMessage: action.message,
        };
      case 'saved':
        return { ...fresh, status: 'saved', saves: state.saves + 1 };
    }
  };
}
