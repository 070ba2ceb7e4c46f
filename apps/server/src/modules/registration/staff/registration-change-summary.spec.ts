import { registrationChangeSummary } from './registration-change-summary';

describe('registrationChangeSummary (issue 13 §1.7)', () => {
  it('names the changed fields in words, as the forms do', () => {
    expect(
      registrationChangeSummary(['firstName', 'permanenetAddress', 'idPhotofront', 'pendingEmail']),
    ).toBe(
      'Changed First name, Permanent address, ID photo front, New email address (awaiting confirmation)',
    );
  });
});
