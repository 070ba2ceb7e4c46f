import { type RefObject, useEffect, useReducer, useRef, useState } from 'react';
import { type PhotoField, checkPhotoFile, firstPhotoError, validatePhotoFiles } from '@academy/validation';
import { showThenFocus } from '../../components/form/form-focus';
import { useFormSubmit } from '../../components/form/use-form-submit';
import { readAsImageSource } from './image-source';
import { photoWaitsToBeSent, useLeaveGuard } from './leave-guard';
import { sendPhoto } from './photo-requests';
import { INITIAL_PHOTO_UPLOAD_STATE, photoUploadReducer } from './photo-upload-state';

interface PhotoUploadOptions {
  registrationId: string;
  token: string;
  field: PhotoField;
  /** Runs once the server has stored the photo (reloads the registration); the form waits for it. */
  onSaved: () => Promise<unknown>;
  /** The photo's form, submitted as soon as a photo is chosen. */
  form: RefObject<HTMLFormElement | null>;
}

/**
 * One photo form of the private page, on the site's one submit sequence (useFormSubmit): a chosen file
 * is checked as the server would (type and size), previewed and sent at once; sending checks again,
 * shows its progress, and reports the server's word on it in the banner and under the field. Upload
 * stays for sending it again after a failure.
 */
export function usePhotoUpload({ registrationId, token, field, onSaved, form }: PhotoUploadOptions) {
  const [reducer] = useState(() => photoUploadReducer(field));
  const [state, dispatch] = useReducer(reducer, INITIAL_PHOTO_UPLOAD_STATE);
  const sending = useRef<AbortController | null>(null);
  // The file last sent by choosing it: a failed one is sent again only by Upload.
  const sentOnChoice = useRef<File | null>(null);

  // Leaving the page abandons an upload under way, so the browser asks first while a photo waits.
  useEffect(() => () => sending.current?.abort(), []);
  useLeaveGuard(photoWaitsToBeSent(state));

  const choose = (file: File | undefined) => {
    const refusal = file && checkPhotoFile(field, file);
    dispatch({ type: 'chosen', file: file ?? null, error: refusal });
    if (!file || refusal) return;
    readAsImageSource(file).then(
      (preview) => dispatch({ type: 'previewRead', file, preview }),
      () => undefined,
    );
  };

  const { onSubmit, submitPress } = useFormSubmit({
    input: () => ({ [field]: state.file }),
    validate: validatePhotoFiles,
    firstError: firstPhotoError,
    send: async (files) => {
      const controller = new AbortController();
      sending.current = controller;
      try {
        const outcome = await sendPhoto({
          registrationId,
          token,
          field,
          // validatePhotoFiles passed: the file is there.
          file: files[field] as File,
          onProgress: (percent) => dispatch({ type: 'progressed', percent }),
          signal: controller.signal,
        });
        if (outcome.ok) await onSaved();
        return outcome;
      } finally {
        if (sending.current === controller) sending.current = null;
      }
    },
    dispatch,
    // The Upload button goes once the photo is saved: the keyboard stays in this form, on its input.
    onSent: (_saved, form) => showThenFocus(form, () => dispatch({ type: 'saved' }), field),
  });

  // A photo is sent as soon as it is chosen (and passed the checks): nothing waits for a second press
  // that a registrant leaving the page might never make. Once rendered, so the form sends this file.
  useEffect(() => {
    if (state.status !== 'chosen' || !state.file || sentOnChoice.current === state.file) return;
    sentOnChoice.current = state.file;
    form.current?.requestSubmit();
  }, [state.status, state.file, form]);

  return { ...state, choose, onSubmit, submitPress };
}
