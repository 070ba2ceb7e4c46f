/**
 * The Contact Us form's words (SPEC.md 2.6). A module and an object of its own: the form is an island,
 * and it should carry its own texts only, not the page's around it (CONTACT_PAGE).
 */
export const CONTACT_FORM_TEXT = {
  formLabel: 'Contact form',
  allRequired: 'All fields are required.',
  sent: 'Message sent successfully!',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  phoneNumber: 'Phone Number',
  country: 'Country',
  selectCountry: 'Select Country',
  zipCode: 'Zip Code',
  message: 'Message',
  /** Followed by a link to the privacy policy, named privacyPolicy. */
  acceptPrivacyPolicy: 'I accept the',
  privacyPolicy: 'Privacy Policy',
  send: 'Send Message',
  sending: 'Sending...',
} as const;
