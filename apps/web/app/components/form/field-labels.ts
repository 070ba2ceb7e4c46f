import { REGISTRATION_FIELD_LABELS, REGISTRATION_FIELD_LABELS_AR } from '@academy/validation';

/**
 * The registration fields' names in the site's language: SPEC's in English (libs/validation), their
 * Arabic ones in the Arabic site (the English build keeps only SPEC's).
 */
export const FIELD_LABELS =
  __SITE_LOCALE__ === 'ar' ? REGISTRATION_FIELD_LABELS_AR : REGISTRATION_FIELD_LABELS;
