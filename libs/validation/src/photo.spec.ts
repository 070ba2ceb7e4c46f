import {
  PHOTO_FIELDS,
  PHOTO_MAX_BYTES,
  checkPhotoFile,
  firstPhotoError,
  isPhotoField,
  photoSizeMessage,
  photoTypeMessage,
  validatePhotoFiles,
} from './photo';

describe('checkPhotoFile', () => {
  it.each(['image/jpeg', 'image/png', 'image/webp'])('accepts a %s of up to 5 MB', (type) => {
    expect(checkPhotoFile('idPhotofront', { type, size: PHOTO_MAX_BYTES })).toBeUndefined();
  });

  it('refuses anything larger than 5 MB with the server message, whatever its type', () => {
    expect(checkPhotoFile('idPhotofront', { type: 'image/jpeg', size: PHOTO_MAX_BYTES + 1 })).toBe(
      'ID photo front must be at most 5 MB',
    );
    expect(checkPhotoFile('profileImage', { type: 'application/pdf', size: 6_000_000 })).toBe(
      'Profile image must be at most 5 MB',
    );
  });

  it.each(['', 'image/gif', 'image/heic', 'application/pdf', 'text/plain'])(
    'refuses a file declared as "%s" with the server message',
    (type) => {
      expect(checkPhotoFile('idphotoback', { type, size: 2048 })).toBe(
        'ID photo back must be a JPEG, PNG or WebP image',
      );
    },
  );

  it('refuses an empty file as not an image', () => {
    expect(checkPhotoFile('idPhotofront', { type: 'image/png', size: 0 })).toBe(
      photoTypeMessage('idPhotofront'),
    );
  });
});

describe('photo fields', () => {
  it('names the three photos as the API does', () => {
    expect(PHOTO_FIELDS).toEqual(['idPhotofront', 'idphotoback', 'profileImage']);
    expect(PHOTO_FIELDS.every(isPhotoField)).toBe(true);
    expect(isPhotoField('idPhotoFront')).toBe(false);
    expect(photoSizeMessage('profileImage')).toBe('Profile image must be at most 5 MB');
    expect(photoTypeMessage('idPhotofront')).toBe('ID photo front must be a JPEG, PNG or WebP image');
  });
});

describe('validatePhotoFiles', () => {
  const jpeg = { type: 'image/jpeg', size: 2048 };

  it('passes the files the server would take, and looks only at the fields the form holds', () => {
    expect(validatePhotoFiles({ idPhotofront: jpeg })).toEqual({});
    expect(validatePhotoFiles({})).toEqual({});
  });

  it('names each refused or missing file in words, and the first in form order is the one to focus', () => {
    const errors = validatePhotoFiles({
      profileImage: { type: 'image/gif', size: 10 },
      idphotoback: null,
      idPhotofront: jpeg,
    });
    expect(errors).toEqual({
      idphotoback: 'ID photo back: choose a file first',
      profileImage: 'Profile image must be a JPEG, PNG or WebP image',
    });
    expect(firstPhotoError(errors)).toBe('idphotoback');
    expect(firstPhotoError({})).toBeUndefined();
  });
});
