import { MY_REGISTRATION } from '@academy/content';
import { isSitePath, uploadOutcome } from './photo-requests';

const reply = (body: unknown) => JSON.stringify(body);

describe('uploadOutcome', () => {
  it('is a success for any 2xx reply', () => {
    expect(uploadOutcome('idPhotofront', 200, reply({ success: true, data: {} }))).toEqual({ ok: true });
  });

  it("shows the server's error for this field", () => {
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
      message: 'ID photo back must be a JPEG, PNG or WebP image',
    });
  });

  it("falls back to the server's message when no error names the field", () => {
    const body = reply({ success: false, code: 'NOT_FOUND', message: 'Registration not found' });
    expect(uploadOutcome('profileImage', 404, body)).toEqual({
      ok: false,
      message: 'Registration not found',
    });
  });

  it('reads a bodiless 413 (a proxy refusing the size) as the size message', () => {
    expect(uploadOutcome('idPhotofront', 413, '<html>Request Entity Too Large</html>')).toEqual({
      ok: false,
      message: 'ID photo front must be at most 5 MB',
    });
  });

  it('says the upload failed when the reply explains nothing', () => {
    expect(uploadOutcome('idPhotofront', 502, '')).toEqual({
      ok: false,
      message: MY_REGISTRATION.photos.uploadFailed,
    });
    expect(uploadOutcome('idPhotofront', 500, reply({ errors: 'odd' }))).toEqual({
      ok: false,
      message: MY_REGISTRATION.photos.uploadFailed,
    });
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
