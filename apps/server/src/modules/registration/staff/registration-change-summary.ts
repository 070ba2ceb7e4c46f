import {
  PHOTO_FIELD_LABELS,
  REGISTRATION_FIELD_LABELS,
  isPhotoField,
  type RegistrationField,
} from '@academy/validation';

/** What an e-mail change waiting for its confirmation is called in the history. */
const PENDING_EMAIL_LABEL = 'New email address (awaiting confirmation)';

const label = (field: string): string => {
  if (isPhotoField(field)) return PHOTO_FIELD_LABELS[field];
  if (field === 'pendingEmail') return PENDING_EMAIL_LABEL;
  return REGISTRATION_FIELD_LABELS[field as RegistrationField] ?? field;
};

/** The history line of a registration's update, its fields named in words: 'Changed First name, ID photo front'. */
export function registrationChangeSummary(fields: readonly string[]): string {
  return `Changed ${fields.map(label).join(', ')}`;
}
