/** The photos a registration carries (SPEC.md 3.1), spelled as the API and the form fields spell them. */
export const PHOTO_FIELDS = ['idPhotofront', 'idphotoback', 'profileImage'] as const;
export type PhotoField = (typeof PHOTO_FIELDS)[number];

/** An uploaded photo may be at most this large (5 MB). */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The image types the server stores; a file input's `accept` lists the same. */
export const PHOTO_MEDIA_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The photos' names in words, for every message and history line a person reads. */
export const PHOTO_FIELD_LABELS: Readonly<Record<PhotoField, string>> = {
  idPhotofront: 'ID photo front',
  idphotoback: 'ID photo back',
  profileImage: 'Profile image',
};

export const photoTypeMessage = (field: PhotoField) =>
  `${PHOTO_FIELD_LABELS[field]} must be a JPEG, PNG or WebP image`;
export const photoSizeMessage = (field: PhotoField) => `${PHOTO_FIELD_LABELS[field]} must be at most 5 MB`;

export function isPhotoField(value: unknown): value is PhotoField {
  return typeof value === 'string' && (PHOTO_FIELDS as readonly string[]).includes(value);
}

/**
 * What the server would say about this file, judged on what a browser knows before reading it: its
 * size and its declared type. The server judges the type by the bytes, so a renamed file passes here
 * and is refused there with the same message. Size first, as the server checks it first.
 */
export function checkPhotoFile(
  field: PhotoField,
  file: { readonly type: string; readonly size: number },
): string | undefined {
  if (file.size > PHOTO_MAX_BYTES) return photoSizeMessage(field);
  // An empty file has no content to be an image; the server refuses it as not an image.
  if (file.size === 0 || !(PHOTO_MEDIA_TYPES as readonly string[]).includes(file.type)) {
    return photoTypeMessage(field);
  }
  return undefined;
}

/** A photo form's errors by field: what each chosen (or missing) file is refused for. */
export type PhotoErrors = Partial<Record<PhotoField, string>>;

export const photoMissingMessage = (field: PhotoField) => `${PHOTO_FIELD_LABELS[field]}: choose a file first`;

/**
 * The whole photo form's check before sending: each field it holds must have a file the server would
 * take (checkPhotoFile). A field the form does not hold is not looked at.
 */
export function validatePhotoFiles(
  files: Partial<Record<PhotoField, { readonly type: string; readonly size: number } | null>>,
): PhotoErrors {
  const errors: PhotoErrors = {};
  for (const field of PHOTO_FIELDS) {
    if (!(field in files)) continue;
    const file = files[field];
    const message = file ? checkPhotoFile(field, file) : photoMissingMessage(field);
    if (message) errors[field] = message;
  }
  return errors;
}

/** The first photo field, in form order, that has an error: the one to focus. */
export function firstPhotoError(errors: PhotoErrors): PhotoField | undefined {
  return PHOTO_FIELDS.find((field) => errors[field] !== undefined);
}
