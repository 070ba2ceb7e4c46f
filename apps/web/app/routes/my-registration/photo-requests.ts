import { MY_REGISTRATION } from '@academy/content';
import { type PhotoErrors, type PhotoField, photoSizeMessage } from '@academy/validation';
import { type FailureReading, describeRestFailure, fieldsNamed } from '../../components/form/form-failure';
import { FIX_ERRORS_MESSAGE } from '../../components/form/form-messages';
import type { SendOutcome } from '../../components/form/use-form-submit';

/** The header that carries a private link's token on the REST paths. */
export const REGISTRATION_TOKEN_HEADER = 'X-Registration-Token';

export const registrationAddress = (registrationId: string) =>
  `/api/awakenLimitlessHuman/${encodeURIComponent(registrationId)}`;

/** A path on this site ('/api/…'), not another host's address: the token is sent nowhere else. */
export function isSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !path.includes('\\');
}

/** How a photo form reads a refused upload: the server's words for its own field, in the words of SPEC. */
function photoReading(field: PhotoField): FailureReading<PhotoErrors> {
  return {
    fieldErrors: fieldsNamed([field]),
    failed: (message) => message || MY_REGISTRATION.photos.uploadFailed,
  };
}

/**
 * What the server's reply to a photo upload means for the form: stored, or the failure read as every
 * form reads one (its field's own error, else the server's message, else the form's words). A proxy
 * refusing the size sends a page of its own: that is the size message, on the field.
 */
export function uploadOutcome(
  field: PhotoField,
  status: number,
  body: string,
): SendOutcome<true, PhotoErrors> {
  if (status >= 200 && status < 300) return { ok: true, result: true };
  const failure = describeRestFailure(status, body, photoReading(field));
  if (status === 413 && failure.kind === 'failed') {
    const fieldErrors = { [field]: photoSizeMessage(field) };
    return { ok: false, failure: { kind: 'invalid', message: FIX_ERRORS_MESSAGE, fieldErrors } };
  }
  return { ok: false, failure };
}

/** A failure that never reached the server (no connection, or abandoned): the form's words, on no field. */
const NOT_SENT: SendOutcome<true, PhotoErrors> = {
  ok: false,
  failure: { kind: 'failed', message: MY_REGISTRATION.photos.uploadFailed, fieldErrors: {} },
};

interface SendPhotoOptions {
  registrationId: string;
  token: string;
  field: PhotoField;
  file: File;
  /** Percent of the file sent so far. */
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/**
 * Sends one photo as the multipart PUT the server reads. XMLHttpRequest rather than fetch: only it
 * reports how much of the body has gone, which the progress bar shows.
 */
export function sendPhoto({
  registrationId,
  token,
  field,
  file,
  onProgress,
  signal,
}: SendPhotoOptions): Promise<SendOutcome<true, PhotoErrors>> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PUT', registrationAddress(registrationId));
    request.setRequestHeader(REGISTRATION_TOKEN_HEADER, token);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress(Math.round((event.loaded / event.total) * 100));
      }
    };
    request.upload.onload = () => onProgress(100);
    request.onload = () => resolve(uploadOutcome(field, request.status, request.responseText));
    request.onerror = () => resolve(NOT_SENT);
    // Abandoned because the page is going away: nobody is left to read the outcome.
    request.onabort = () => resolve(NOT_SENT);
    signal.addEventListener('abort', () => request.abort(), { once: true });

    const body = new FormData();
    body.append(field, file);
    request.send(body);
  });
}
