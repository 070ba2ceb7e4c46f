import { PROVIDER } from './provider';

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
  /** Items shown as a bulleted list after the paragraphs. */
  items?: readonly string[];
}

export interface PrivacyPolicy {
  /** Kept as text as well as ISO so the page renders the same date whatever the reader's time zone. */
  lastUpdated: { iso: string; label: string };
  intro: readonly string[];
  sections: readonly PolicySection[];
  /** Where people send requests about their data. */
  contactEmail: string;
}

export const PRIVACY_POLICY: PrivacyPolicy = {
  lastUpdated: { iso: '2025-09-01', label: '1 September 2025' },
  contactEmail: PROVIDER.email,
  intro: [
    `This policy explains what personal information ${PROVIDER.name} ("we", "us") collects when you use this website, send us an enquiry or enrol in one of our trainings or workshops, why we need it, how we protect it and the choices you have.`,
    'We collect only what we need to answer you, to run our courses and to issue your certificates. We do not sell personal information and we do not use advertising or analytics trackers.',
  ],
  sections: [
    {
      heading: 'Information you give us',
      paragraphs: [
        'When you send a message through the Contact Us form we receive your first and last name, e-mail address, phone number, country, zip code, your message and your confirmation that you have read this policy.',
        'When you enrol in a training, workshop or event we also ask for:',
      ],
      items: [
        'your first, middle and last name, and the name to be printed on your certificate',
        'your current and permanent addresses, telephone and mobile numbers and e-mail address',
        'your date of birth and occupation',
        'the programme, date, time and venue you choose, and how you heard about us',
        'photos of the front and back of an identity document, and a profile photo',
        'your choice about receiving news from us, and your acceptance of our terms',
      ],
    },
    {
      heading: 'Why we use it',
      paragraphs: [
        'We use enquiry details only to read and answer your message, for example to tell you about a training, a workshop or a practitioner near you.',
        'We use enrolment details to reserve your seat, to take payment, to send you joining instructions, to prepare certificates in the correct name and to keep the records that professional bodies and accounting rules require. Your date of birth and identity document let us confirm that every participant is over 18 and that the certificate is issued to the right person.',
        'If you agree to receive news from us we will e-mail you about upcoming trainings and events. You can stop these messages at any time with the link in every e-mail or by writing to us.',
      ],
    },
    {
      heading: 'Cookies and trackers',
      paragraphs: [
        'This website does not use advertising, analytics or social-media tracking cookies, and it does not load tracking scripts from third parties.',
        'When you click Enroll Now on a level, your browser remembers the chosen level in its local storage so that the enrolment form can show it; this stays on your device and is never sent to anyone else. Our staff area uses a single sign-in cookie that is only set for staff members.',
      ],
    },
    {
      heading: 'Who can see your information',
      paragraphs: [
        'Only authorised staff, signed in to our protected administration area, can view enquiries and enrolments. Trainers receive the names of the participants in their own sessions. Identity document photos are never published and are viewed only to check an enrolment.',
        'We use carefully chosen service providers to host this website and to send e-mail. They process data only on our instructions and are bound to keep it confidential. We may disclose information if the law requires it; otherwise we never share, rent or sell it.',
      ],
    },
    {
      heading: 'How long we keep it',
      paragraphs: [
        'We keep contact enquiries for up to two years after our last exchange with you, so that we can follow up on the same conversation. We keep enrolment records for six years after your course ends, because certificates may need to be verified or reissued and accounting rules require it.',
        'Identity document photos are deleted twelve months after the end of the course they were provided for. When information is no longer needed it is deleted or made anonymous.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Every page and form of this website is served over an encrypted connection. Access to the administration area requires a personal staff account, and staff sessions expire after one day. We review who has access regularly and train our team to handle personal information with care.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'Depending on where you live, data-protection law, including the UAE Personal Data Protection Law, gives you rights over your information. You can ask us:',
      ],
      items: [
        'for a copy of the personal information we hold about you',
        'to correct anything that is inaccurate or incomplete',
        'to delete your information when we no longer need it',
        'to stop or limit how we use it, or to withdraw a consent you gave',
        'to send your information to you or another organisation in a common format',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'Our trainings are for adults. We do not knowingly collect information from anyone under 18, and enrolments from people under 18 are not accepted.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'When we change how we handle personal information we will update this page and the date at the top. If a change is significant we will also tell enrolled participants by e-mail.',
      ],
    },
    {
      heading: 'Contact us',
      paragraphs: [
        `To make a request or ask a question about this policy, write to ${PROVIDER.email}. We will reply within 30 days and may ask you to confirm your identity before we act on a request.`,
      ],
    },
  ],
};

/** The /privacy-policy page's heading, date line and search snippet, around the policy's own text. */
export const PRIVACY_POLICY_PAGE = {
  title: 'Privacy Policy',
  description: `How ${PROVIDER.name} collects, uses, keeps and protects the details you send through enquiries and enrolments, and how to exercise your rights.`,
  /** Before the date the policy last changed. */
  lastUpdated: 'Last updated:',
} as const;
