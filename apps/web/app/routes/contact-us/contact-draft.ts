import { EMPTY_ENQUIRY, ENQUIRY_FIELDS, type Enquiry } from '@academy/validation';
import { type FormDraft, draftStorageKey, formDraft, sameShape } from '../../components/form/form-draft';

const KEY = 'contact';

/** Where the draft is kept (the form's island wakes at once when there is one). */
export const ENQUIRY_DRAFT_STORAGE = draftStorageKey(KEY);

/** The contact form's draft: what was typed, until it is sent or every field is emptied again. */
export const enquiryDraft = (): FormDraft<Partial<Enquiry>> =>
  formDraft(KEY, (stored) => sameShape(EMPTY_ENQUIRY, stored));

export const hasTypedEnquiry = (values: Enquiry): boolean =>
  ENQUIRY_FIELDS.some((field) => values[field] !== EMPTY_ENQUIRY[field]);
