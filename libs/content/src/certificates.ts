/** Where anyone checks a certificate: the form, and the page of one number. */
export const CERTIFICATES_PATH = '/certificates';
export const certificatePath = (number: string) => `${CERTIFICATES_PATH}/${encodeURIComponent(number)}`;

/** What a certificate's verification page shows of it: its own fields and state, nothing else about the person. */
export interface CertificateFace {
  number: string;
  status: 'VALID' | 'REVOKED' | 'REPLACED';
  /** The certificate that replaced this one, when REPLACED. */
  replacedBy: string | null;
  /** When it was revoked (ISO), when REVOKED. */
  revokedAt: string | null;
  nameAsCertificate: string;
  programme: string;
  levelName: string;
  startDate: string;
  endDate: string | null;
  trainer: string;
  /** ISO date and time. */
  issuedAt: string;
}

/**
 * What the verification page shows, as the server looked it up for the request: the form alone, the form
 * sent empty, a number's certificate, no certificate with that number, too many checks from one address,
 * or a failed check.
 */
export type CertificateCheck =
  | { kind: 'form' }
  | { kind: 'blank' }
  | { kind: 'found'; certificate: CertificateFace }
  | { kind: 'not-found' }
  | { kind: 'throttled' }
  | { kind: 'failed' };

/** The words of the verification page (/certificates and /certificates/{number}). */
export const CERTIFICATE_CHECK = {
  title: 'Check a certificate',
  description: 'Check that a certificate of the Conscious Living Academy is genuine, by its number.',
  intro:
    'Enter the number printed on the certificate, for example CLA-2027-7KQM-4XPB. Capitals, spaces and dashes do not matter.',
  numberLabel: 'Certificate number',
  submit: 'Check',
  checking: 'Checking...',
  status: {
    VALID: 'Valid certificate',
    REVOKED: 'Revoked certificate',
    REPLACED: 'Replaced certificate',
  },
  revokedOn: (day: string) => `This certificate was revoked on ${day}. It is no longer valid.`,
  replacedBy: 'This certificate was corrected and replaced by certificate',
  valid: 'This certificate was issued by the Conscious Living Academy and is valid.',
  fields: {
    number: 'Certificate number',
    name: 'Name',
    programme: 'Programme',
    level: 'Level',
    dates: 'Dates',
    trainer: 'Trainer',
    issued: 'Issued on',
  },
  notFound: 'No certificate has this number. Please check it and try again: one wrong character is enough.',
  invalid: 'Please enter a certificate number.',
  failed: 'The certificate could not be checked. Please check your connection and try again.',
  throttled: 'You have checked many certificates in a short time. Please try again later.',
  json: 'For systems: the same answer as JSON at',
} as const;

/** On the private page: the registrant's certificates. */
export const MY_CERTIFICATES = {
  title: 'Your certificates',
  download: (number: string) => `Download certificate ${number} (PDF)`,
  verify: 'Verification page',
  status: {
    VALID: 'Valid',
    REVOKED: 'Revoked',
    REPLACED: 'Replaced',
  },
} as const;

/** Staff's certificates of an event, on its attendees screen. */
export const ADMIN_CERTIFICATES = {
  title: 'Certificates',
  intro:
    'Certificates are issued to completed registrations from the last day of the event on, and mailed with the PDF.',
  issueAll: 'Issue certificates',
  issuing: 'Issuing...',
  /** After issuing: how many the event's completed registrations now hold. */
  issued: (count: number) => `${count} certificate${count === 1 ? '' : 's'} issued for this event.`,
  issuedOne: (number: string) => `Certificate ${number} issued.`,
  toIssue: (count: number) => `Completed without a certificate yet: ${count}`,
  issueOne: 'Issue',
  issueOneLabel: (name: string) => `Issue the certificate of ${name}`,
  empty: 'No certificates issued for this event yet.',
  loading: 'Loading the certificates...',
  failure: 'The certificates could not be loaded.',
  actionFailed: 'That did not work:',
  correct: 'Correct name',
  correctLabel: (number: string) => `Correct the name on certificate ${number}`,
  newName: 'Name as on certificate',
  reissue: 'Reissue',
  revoke: 'Revoke',
  revokeLabel: (number: string) => `Revoke certificate ${number}`,
  reason: 'Reason (staff only)',
  confirmRevoke: 'Revoke',
  cancel: 'Cancel',
  replacedBy: (number: string) => `replaced by ${number}`,
  revoked: (reason: string) => `revoked: ${reason}`,
} as const;
