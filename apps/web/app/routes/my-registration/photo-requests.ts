import { MY_REGISTRATION } from '@academy/content';
import { type PhotoField, photoSizeMessage } from '@academy/validation';

/** The header that carries a private link's token on the REST paths. */
export const REGISTRATION_TOKEN_HEADER = 'X-Registration-Token';

export const registrationAddress = (registrationId: string) =>
  `/api/awakenLimitlessHuman/${encodeURIComponent(registrationId)}`;

/** A path on this site ('/api/…'), not another host's address: the token is sent nowhere else. */
export function isSitePath(path: string): boolean {
  return /^\/(?![/\\])/.test(path) && !path.includes('\\');
}

export type UploadOutcome = { ok: true } | { ok: false; message: string };

/**
 * What the server's reply to a photo upload means for this field: its own field error when it names
 * this field, otherwise its message, otherwise (a proxy's page, no body) what the status says.
 */
export function uploadOutcome(field: PhotoField, status: number, body: string): UploadOutcome {
  if (status >= 200 && status < 300) return { ok: true };
  let reply: { message?: unknown; errors?: unknown } = {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') reply = parsed;
  } catch {
    // Not our server's JSON (a proxy's error page): the status decides below.
  }
  const errors = Array.isArray(reply.errors) ? (reply.errors as unknown[]) : [];
  for (const error of errors) {
    if (typeof error !== 'object' || error === null) continue;
    const { field: named, message } = error as { field?: unknown; message?: unknown };
    if (named === field && typeof message === 'string' && message) return { ok: false, message };
  }
  if (typeof reply.message === 'string' && reply.message) return { ok: false, message: reply.message };
  if (status === 413) return { ok: false, message: photoSizeMessage(field) };
  return { ok: false, message: MY_REGISTRATION.photos.uploadFailed };
}

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
}: SendPhotoOptions): Promise<UploadOutcome> {
  return new Promise((resolve, reject) => {
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
    request.onerror = () => resolve({ ok: false, message: MY_REGISTRATION.photos.uploadFailed });
    request.onabort = () => reject(new DOMException('The upload was abandoned', 'AbortError'));
    signal.addEventListener('abort', () => request.abort(), { once: true });

    const body = new FormData();
    body.append(field, file);
    request.send(body);
  });
}
