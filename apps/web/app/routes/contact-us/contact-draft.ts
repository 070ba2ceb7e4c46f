import { EMPTY_ENQUIRY, ENQUIRY_FIELDS, type Enquiry } from '@academy/validation';
import { type FormDraft, formDraft, sameShape } from '../../components/form/form-draft';

/** The contact form's draft: what was typed, until it is sent or every field is emptied again. */
export const enquiryDraft = (): FormDraft<Partial<Enquiry>> =>
  formDraft('contact', (stored) => sameShape(EMPTY_ENQUIRY, stored));

export const hasTypedEnquiry = (values: Enquiry): boolean =>
  ENQUIRY_FIELDS.some((field) => values[field] !== EMPTY_ENQUIRY[field]);
