import {
  REGISTRATION_FIELDS,
  isBooleanRegistrationField,
  isRequiredRegistrationField,
  validateRegistrationField,
} from './registration';

describe('isRequiredRegistrationField', () => {
  it.each(REGISTRATION_FIELDS)('agrees with the rules on an empty %s', (field) => {
    // A tick box is empty when unticked.
    const empty = isBooleanRegistrationField(field) ? false : '';
    expect(isRequiredRegistrationField(field)).toBe(validateRegistrationField(field, empty) !== undefined);
  });

  it('asks for the names, contact, workshop, birth date, occupation, level and the terms', () => {
    expect(REGISTRATION_FIELDS.filter(isRequiredRegistrationField)).toEqual([
      'firstName',
      'lastName',
      'email',
      'mobileNo',
      'dob',
      'occupation',
      'levelName',
      'city',
      'termsandcondition',
    ]);
  });
});
