import { validateRegistration } from '@academy/validation';
import { FIX_ERRORS_MESSAGE } from '../form/form-messages';
import {
  type EnrolmentFormAction,
  type EnrolmentFormState,
  enrolmentFormReducer,
  initialEnrolmentState,
} from './enrolment-form-state';
import { workshopFields } from './workshop-choices';

const run = (actions: EnrolmentFormAction[], from: EnrolmentFormState = initialEnrolmentState('Level 1')) =>
  actions.reduce(enrolmentFormReducer, from);

const emptyFormErrors = () =>
  validateRegistration({ ...initialEnrolmentState('Level 1').values, ...workshopFields(undefined) });

describe('initialEnrolmentState', () => {
  it('opens with the preselected level and, from a calendar row, its event', () => {
    const state = initialEnrolmentState('Level 2: Decode Your Behaviour', 'event-7');
    expect(state.values.levelName).toBe('Level 2: Decode Your Behaviour');
    expect(state.workshopKey).toBe('event-7');
    expect(state.values.firstName).toBe('');
    expect(state.values).not.toHaveProperty('city');
    expect(state).toMatchObject({ errors: {}, status: 'editing', banner: '' });
  });
});

describe('enrolmentFormReducer', () => {
  it('shows every message of SPEC.md 5.2 and the banner when an empty form is submitted', () => {
    const state = run([{ type: 'submitRejected', errors: emptyFormErrors() }]);
    expect(state.banner).toBe('Please fix the errors below before submitting');
    expect(state.errors).toMatchObject({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Email is required',
      mobileNo: 'Mobile number is required',
      dob: 'Date of birth is required',
      occupation: 'Occupation is required',
      city: 'Please select a program from the options above',
      termsandcondition: 'You must accept the terms and conditions',
    });
  });

  it('clears only the edited field’s error', () => {
    const state = run([
      { type: 'submitRejected', errors: emptyFormErrors() },
      { type: 'changed', field: 'firstName', value: 'L' },
    ]);
    expect(state.errors.firstName).toBeUndefined();
    expect(state.errors.lastName).toBe('Last name is required');
    expect(state.values.firstName).toBe('L');
    expect(state.banner).toBe(FIX_ERRORS_MESSAGE);
  });

  it('clears the workshop’s error when one is chosen, and the banner once nothing is left to fix', () => {
    const state = run([
      { type: 'submitRejected', errors: { city: 'Please select a program from the options above' } },
      { type: 'workshopChosen', key: 'event-1' },
    ]);
    expect(state.workshopKey).toBe('event-1');
    expect(state.errors).toEqual({});
    expect(state.banner).toBe('');
  });

  it('copies the current address into the permanent one while the box is ticked', () => {
    const ticked = run([
      { type: 'changed', field: 'currentAddress', value: '12 Palm Street' },
      { type: 'changed', field: 'isSameAddress', value: true },
    ]);
    expect(ticked.values.permanenetAddress).toBe('12 Palm Street');
    const typed = enrolmentFormReducer(ticked, {
      type: 'changed',
      field: 'currentAddress',
      value: '12 Palm Street, Dubai',
    });
    expect(typed.values.permanenetAddress).toBe('12 Palm Street, Dubai');
  });

  it('leaves the permanent address alone once the box is unticked', () => {
    const state = run([
      { type: 'changed', field: 'currentAddress', value: 'Here' },
      { type: 'changed', field: 'isSameAddress', value: true },
      { type: 'changed', field: 'isSameAddress', value: false },
      { type: 'changed', field: 'currentAddress', value: 'Elsewhere' },
    ]);
    expect(state.values.permanenetAddress).toBe('Here');
  });

  it('keeps the values while submitting and hides an earlier banner', () => {
    const state = run([
      { type: 'changed', field: 'firstName', value: 'Layla' },
      { type: 'submitFailed', message: 'Registration failed', fieldErrors: {} },
      { type: 'submitStarted' },
    ]);
    expect(state).toMatchObject({ status: 'submitting', banner: '' });
    expect(state.values.firstName).toBe('Layla');
  });

  it('shows a failure’s banner and the server’s field errors, ready to submit again', () => {
    const state = run([
      { type: 'submitStarted' },
      {
        type: 'submitFailed',
        message: FIX_ERRORS_MESSAGE,
        fieldErrors: { dob: 'You must be at least 18 years old to enrol' },
      },
    ]);
    expect(state).toMatchObject({ status: 'editing', banner: FIX_ERRORS_MESSAGE });
    expect(state.errors.dob).toBe('You must be at least 18 years old to enrol');
  });

  it('keeps a failure’s banner while fields are edited', () => {
    const state = run([
      { type: 'submitFailed', message: 'This event is full', fieldErrors: {} },
      { type: 'changed', field: 'occupation', value: 'Teacher' },
    ]);
    expect(state.banner).toBe('This event is full');
  });
});
