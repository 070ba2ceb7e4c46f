import { PROVIDER } from './provider';

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

/** The Contact Us page around its form: its headings, the address line and the practices' heading. */
export const CONTACT_PAGE = {
  meta: {
    title: 'Contact Us',
    description: `Send ${PROVIDER.name} a message, or reach one of our practitioners in the United Arab Emirates.`,
  },
  title: 'Contact Us',
  tagline: "We'd Love to Hear From You!",
  formHeading: 'Get in touch',
  /** Followed by the provider's address as a link. */
  formLead: 'Fill in the form below, or write to us at',
  practicesHeading: 'Our Practices in the UAE',
  practicesLead: 'Prefer to talk to someone near you? Reach one of our graduates directly.',
} as const;
