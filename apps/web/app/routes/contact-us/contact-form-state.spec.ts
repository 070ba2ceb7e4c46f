import { EMPTY_ENQUIRY, validateEnquiry, type Enquiry } from '@academy/validation';
import {
  INITIAL_CONTACT_FORM_STATE,
  contactFormReducer,
  type ContactFormAction,
  type ContactFormState,
} from './contact-form-state';

const VALID: Enquiry = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneNumber: '+44 20 7946 0958',
  country: 'UK',
  zipCode: 'SW1A 1AA',
  message: 'Tell me about Decode level 1.',
  acceptPrivacyPolicy: true,
};

const run = (actions: ContactFormAction[], from: ContactFormState = INITIAL_CONTACT_FORM_STATE) =>
  actions.reduce(contactFormReducer, from);

describe('contactFormReducer', () => {
  it('does not show an error when an empty, untouched field is left', () => {
    const state = run([{ type: 'left', field: 'firstName' }]);
    expect(state.errors).toEqual({});
    expect(state.touched.firstName).toBe(true);
  });

  it('shows the error when an empty field is left a second time', () => {
    const state = run([
      { type: 'left', field: 'firstName' },
      { type: 'left', field: 'firstName' },
    ]);
    expect(state.errors.firstName).toBe('FirstName is required');
  });

  it('shows the error when a field with a value is left, even the first time', () => {
    const state = run([
      { type: 'changed', field: 'email', value: 'ada@' },
      { type: 'left', field: 'email' },
    ]);
    expect(state.errors.email).toBe('Please enter a valid email address');
  });

  it('treats a ticked box as a value and an unticked one as empty', () => {
    const ticked = run([
      { type: 'changed', field: 'acceptPrivacyPolicy', value: true },
      { type: 'left', field: 'acceptPrivacyPolicy' },
    ]);
    expect(ticked.errors).toEqual({});
    const unticked = run([
      { type: 'changed', field: 'acceptPrivacyPolicy', value: false },
      { type: 'left', field: 'acceptPrivacyPolicy' },
    ]);
    expect(unticked.errors).toEqual({});
  });

  it('clears only the edited field’s error while typing', () => {
    const withErrors = run([{ type: 'submitRejected', errors: validateEnquiry({ ...EMPTY_ENQUIRY }) }]);
    const state = contactFormReducer(withErrors, { type: 'changed', field: 'lastName', value: 'L' });
    expect(state.errors.lastName).toBeUndefined();
    expect(state.errors.firstName).toBe('FirstName is required');
    expect(state.values.lastName).toBe('L');
  });

  it('removes an error once the field is left with a valid value', () => {
    const state = run([
      { type: 'changed', field: 'country', value: 'IN' },
      { type: 'changed', field: 'zipCode', value: '1' },
      { type: 'left', field: 'zipCode' },
      { type: 'changed', field: 'zipCode', value: '10001' },
      { type: 'left', field: 'zipCode' },
    ]);
    expect(state.errors).toEqual({});
  });

  it('checks the zip code and the number against the chosen country, and forgets the zip error for another', () => {
    const india = run([
      { type: 'changed', field: 'country', value: 'IN' },
      { type: 'changed', field: 'zipCode', value: '1' },
      { type: 'left', field: 'zipCode' },
      { type: 'changed', field: 'phoneNumber', value: '98765 43210' },
      { type: 'left', field: 'phoneNumber' },
    ]);
    expect(india.errors).toEqual({ zipCode: 'ZipCode must be at least 3 characters' });
    const uae = contactFormReducer(india, { type: 'changed', field: 'country', value: 'AE' });
    expect(uae.errors).toEqual({});
    expect(contactFormReducer(uae, { type: 'left', field: 'zipCode' }).errors).toEqual({});
  });

  it('marks every field touched and shows every error when an invalid form is submitted', () => {
    const errors = validateEnquiry({ ...EMPTY_ENQUIRY });
    const state = run([{ type: 'submitRejected', errors }]);
    // The zip code is asked once a country that has one is chosen.
    expect(Object.keys(state.errors)).toHaveLength(7);
    expect(Object.keys(state.touched)).toHaveLength(8);
    expect(state.status).toBe('idle');
  });

  it('keeps the values while sending', () => {
    const filled = run(
      Object.entries(VALID).map(([field, value]) => ({ type: 'changed', field, value }) as ContactFormAction),
    );
    const state = contactFormReducer(filled, { type: 'submitStarted' });
    expect(state.status).toBe('submitting');
    expect(state.values).toEqual(VALID);
  });

  it('clears the form and the touched state after a successful send', () => {
    const sent = run([
      { type: 'changed', field: 'firstName', value: 'Ada' },
      { type: 'left', field: 'firstName' },
      { type: 'submitStarted' },
      { type: 'submitSucceeded' },
    ]);
    expect(sent).toEqual({ ...INITIAL_CONTACT_FORM_STATE, status: 'succeeded' });
  });

  it('shows the banner message and the server’s field errors after a failed send', () => {
    const state = run([
      { type: 'submitStarted' },
      {
        type: 'submitFailed',
        message: 'Invalid contact enquiry',
        fieldErrors: { zipCode: 'ZipCode must be at least 3 characters' },
      },
    ]);
    expect(state.status).toBe('failed');
    expect(state.failureMessage).toBe('Invalid contact enquiry');
    expect(state.errors.zipCode).toBe('ZipCode must be at least 3 characters');
    expect(state.touched.zipCode).toBe(true);
  });

  it('hides an earlier failure when sending again', () => {
    const state = run([
      { type: 'submitFailed', message: 'HTTP error! status: 500', fieldErrors: {} },
      { type: 'submitStarted' },
    ]);
    expect(state.failureMessage).toBe('');
  });
});
