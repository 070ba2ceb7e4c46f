import { MY_REGISTRATION } from '@academy/content';
import { FIX_ERRORS_MESSAGE } from '../../components/form/form-messages';
import { isSitePath, uploadOutcome } from './photo-requests';

const reply = (body: unknown) => JSON.stringify(body);

const failed = (message: string) => ({
  ok: false,
  failure: { kind: 'failed', message, fieldErrors: {} },
});

describe('uploadOutcome', () => {
  it('is a success for any 2xx reply', () => {
    expect(uploadOutcome('idPhotofront', 200, reply({ success: true, data: {} }))).toEqual({
      ok: true,
      result: true,
    });
  });

  it("puts the server's error for this field under the field, and asks in the banner to fix it", () => {
    const body = reply({
      success: false,
      code: 'BAD_INPUT',
      message: 'Please correct the highlighted fields',
      errors: [
        { field: 'idPhotofront', message: 'ID photo front must be a JPEG, PNG or WebP image' },
        { field: 'idphotoback', message: 'ID photo back must be a JPEG, PNG or WebP image' },
      ],
    });
    expect(uploadOutcome('idphotoback', 400, body)).toEqual({
      ok: false,
      failure: {
        kind: 'invalid',
        message: FIX_ERRORS_MESSAGE,
        fieldErrors: { idphotoback: 'ID photo back must be a JPEG, PNG or WebP image' },
      },
    });
  });

  it("shows the server's message in the banner when no error names the field", () => {
    const body = reply({ success: false, code: 'NOT_FOUND', message: 'Registration not found' });
    expect(uploadOutcome('profileImage', 404, body)).toEqual(failed('Registration not found'));
  });

  it('reads a bodiless 413 (a proxy refusing the size) as the size message on the field', () => {
    expect(uploadOutcome('idPhotofront', 413, '<html>Request Entity Too Large</html>')).toEqual({
      ok: false,
      failure: {
        kind: 'invalid',
        message: FIX_ERRORS_MESSAGE,
        fieldErrors: { idPhotofront: 'ID photo front must be at most 5 MB' },
      },
    });
  });

  it('says the upload failed when the reply explains nothing', () => {
    expect(uploadOutcome('idPhotofront', 502, '')).toEqual(failed(MY_REGISTRATION.photos.uploadFailed));
    expect(uploadOutcome('idPhotofront', 500, reply({ errors: 'odd' }))).toEqual(
      failed(MY_REGISTRATION.photos.uploadFailed),
    );
  });
});

describe('isSitePath', () => {
  it('accepts the photo paths the server names', () => {
    expect(isSitePath('/api/awakenLimitlessHuman/5b0c/photos/idPhotofront')).toBe(true);
  });

  it.each([
    'https://elsewhere.example/photo',
    '//elsewhere.example/photo',
    '/\\elsewhere.example',
    'photo.jpg',
  ])('refuses %s, which could carry the token off the site', (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});
