import { adminListingFor } from './admin-listings';

describe('adminListingFor', () => {
  it('finds the registration list of any host', () => {
    expect(adminListingFor('/all-registration-usa')?.title).toBe('Registration Management');
  });

  it('finds the contact list of any host', () => {
    expect(adminListingFor('/all-contacts.uae')?.title).toBe('Contact Management');
  });

  it.each(['/404', '/all-registration-', '/all-contacts', '/all-contacts.uae/extra', '/nope'])(
    'finds nothing at %s',
    (pathname) => {
      expect(adminListingFor(pathname)).toBeUndefined();
    },
  );
});
