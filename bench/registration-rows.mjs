// A registration as the site stores it (the registration row and its search words), for the benches
// that write registrations straight to the database.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { registrationSearchTerms } = require('../apps/server/dist/modules/registration/search-terms.js');
const { newReferenceCode } = require('../apps/server/dist/modules/registration/reference-code.js');

export const INSERT_REGISTRATIONS = `INSERT INTO registration (id, createdAt, updatedAt, status, programme, eventId,
  firstName, middleName, lastName, nameAsCertificate, currentAddress, permanenetAddress, isSameAddress, city, venue,
  timeslot, TelNo, mobileNo, email, dob, occupation, courseDetailDate, courseDetailTime, courseDetailVenue, hearAbout,
  communicationPreferences, termsandcondition, levelName, office, accessTokenHash, submissionKey, referenceCode) VALUES ?`;

export const INSERT_SEARCH_TERMS =
  'INSERT INTO registration_search_term (term, registrationId, programme, status, createdAt) VALUES ?';

/** The values of INSERT_REGISTRATIONS for a pending registration with what the enrolment form asks. */
export function registrationValues(r) {
  return [
    r.id,
    r.createdAt,
    r.createdAt,
    'pending',
    r.programme,
    null,
    r.firstName,
    '',
    r.lastName,
    `${r.firstName} ${r.lastName}`,
    'Not provided',
    'Not provided',
    0,
    r.city,
    'Not provided',
    'Not specified',
    r.mobileNo,
    r.mobileNo,
    r.email,
    r.dob,
    r.occupation,
    'Not specified',
    'Not specified',
    'Not specified',
    'Not specified',
    0,
    1,
    r.levelName,
    null,
    r.accessTokenHash,
    r.submissionKey ?? null,
    r.referenceCode ?? newReferenceCode(),
  ];
}

/** The values of INSERT_SEARCH_TERMS for the same registration. */
export function searchTermValues(r) {
  return registrationSearchTerms({ ...r, middleName: '' }).map((term) => [
    term,
    r.id,
    r.programme,
    'pending',
    r.createdAt,
  ]);
}
