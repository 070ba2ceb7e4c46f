import { MY_REGISTRATION } from './my-registration';
import { PROVIDER } from './provider';

describe("the registrant's private page", () => {
  it('names each status in words, the pending one with what it waits for', () => {
    expect(MY_REGISTRATION.status).toEqual({
      PENDING: 'Pending — awaiting payment',
      PENDING_APPROVAL:
        'Pending — we are checking the level you completed elsewhere; no payment until we approve it',
      CONFIRMED: 'Confirmed',
      CANCELLED: 'Cancelled',
      EXPIRED: 'Expired — the seat was not paid for in time',
    });
  });

  it('tells someone with a broken link what to do and whom to write to', () => {
    expect(MY_REGISTRATION.incompleteLink).toBe(
      'This link is incomplete: open the link from your confirmation e-mail again.',
    );
    expect(MY_REGISTRATION.notFoundAdvice).toMatch(/confirmation e-mail/);
    expect(MY_REGISTRATION.contactEmail).toBe(PROVIDER.email);
  });

  it('states the photo limits the server applies', () => {
    expect(MY_REGISTRATION.photos.intro).toContain('JPEG, PNG or WebP, at most 5 MB each');
    expect(MY_REGISTRATION.photos.none).toBe('No ID photos available');
  });
});
