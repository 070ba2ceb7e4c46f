/**
 * The admin listing screens whose paths end in a host name (SPEC.md 2.1): /all-registration-{host} and
 * /all-contacts.{host}. A route pattern cannot match part of a segment, so the catch-all route asks here.
 */
export interface AdminListing {
  title: string;
  description: string;
}

const ADMIN_LISTINGS: readonly (AdminListing & { path: RegExp })[] = [
  {
    path: /^\/all-registration-[^/]+\/?$/,
    title: 'Registration Management',
    description: 'Decode registrations: search, review and details.',
  },
  {
    path: /^\/all-contacts\.[^/]+\/?$/,
    title: 'Contact Management',
    description: 'Contact enquiries sent from the Contact Us page.',
  },
];

export function adminListingFor(pathname: string): AdminListing | undefined {
  return ADMIN_LISTINGS.find((listing) => listing.path.test(pathname));
}
