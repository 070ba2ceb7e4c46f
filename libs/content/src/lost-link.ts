/** The words of the 'Lost your link?' page (/my-registration), which mails a registrant their links. */
export const LOST_LINK = {
  path: '/my-registration',
  title: 'Lost your link?',
  description: 'Get the private link of your registration again by e-mail.',
  intro:
    'Enter the e-mail address you registered with. We will send the private link of each registration made with it to that address.',
  emailLabel: 'Email',
  submit: 'Send my links',
  sending: 'Sending...',
  /** The same whether or not the address has registrations, so the page tells nobody who registered. */
  sent: 'Thank you. If we hold registrations under this address, we have e-mailed the link of each of them to it. Please check your inbox, and your spam folder, in a few minutes.',
  /** On the private page, when a link does not open. */
  prompt: 'Lost your link? Get it again by e-mail',
  failed: 'We could not send your links. Please check your connection and try again.',
  /** In the mail: each link replaces the registration's earlier ones once it is opened, not before. */
  mailNote:
    'You asked for the link of your registration. Once you open it, it replaces the links of our earlier mails, which then stop working.',
} as const;
