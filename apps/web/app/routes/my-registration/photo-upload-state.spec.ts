import { INITIAL_PHOTO_UPLOAD_STATE, photoUploadReducer } from './photo-upload-state';

const reduce = photoUploadReducer('idphotoback');
const jpeg = new File(['x'], 'back.jpg', { type: 'image/jpeg' });

describe('photoUploadReducer', () => {
  it('keeps a chosen file to send, and shows a refused one as the field error without keeping it', () => {
    const chosen = reduce(INITIAL_PHOTO_UPLOAD_STATE, { type: 'chosen', file: jpeg });
    expect(chosen).toMatchObject({ status: 'chosen', file: jpeg, error: undefined });
    const refused = reduce(chosen, {
      type: 'chosen',
      file: jpeg,
      error: 'ID photo back must be at most 5 MB',
    });
    expect(refused).toMatchObject({
      status: 'idle',
      file: null,
      error: 'ID photo back must be at most 5 MB',
    });
  });

  it('shows a failure in the banner and its own field error only, keeping the file to try again', () => {
    const sending = reduce(reduce(INITIAL_PHOTO_UPLOAD_STATE, { type: 'chosen', file: jpeg }), {
      type: 'submitStarted',
    });
    expect(reduce(sending, { type: 'chosen', file: null })).toBe(sending);
    const failed = reduce(sending, {
      type: 'submitFailed',
      message: 'Please fix the errors below before submitting',
      fieldErrors: { idphotoback: 'ID photo back must be a JPEG, PNG or WebP image', profileImage: 'other' },
    });
    expect(failed).toMatchObject({
      status: 'failed',
      file: jpeg,
      error: 'ID photo back must be a JPEG, PNG or WebP image',
      failureMessage: 'Please fix the errors below before submitting',
    });
  });

  it('forgets the file once saved and counts the save, so the thumbnail reloads', () => {
    const sending = reduce(reduce(INITIAL_PHOTO_UPLOAD_STATE, { type: 'chosen', file: jpeg }), {
      type: 'submitStarted',
    });
    expect(reduce(sending, { type: 'progressed', percent: 40 }).progress).toBe(40);
    expect(reduce(sending, { type: 'saved' })).toEqual({
      ...INITIAL_PHOTO_UPLOAD_STATE,
      status: 'saved',
      saves: 1,
    });
  });
});
