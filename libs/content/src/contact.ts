import { PROVIDER } from './provider';

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
