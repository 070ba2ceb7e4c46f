/**
 * The panels of the registrant's private page (/my-registration/{id}) beside MY_REGISTRATION: their
 * headings, labels and buttons. A module of its own: MY_REGISTRATION's payment words also travel with the
 * enrolment island's thank-you, and these should not.
 */
export const MY_REGISTRATION_PANELS = {
  retry: 'Retry',
  /** Your course: where the registration stands and what it is for. */
  course: {
    title: 'Your course',
    status: 'Status',
    cancelledOn: (day: string) => `Cancelled on ${day}.`,
    programme: 'Programme',
    level: 'Level',
    event: 'Event',
    dates: 'Dates',
    time: 'Time',
    venue: 'Venue',
  },
  /** Your details: what the registrant told us about themselves. */
  details: {
    title: 'Your details',
    /** In place of a detail left empty in the form. */
    notGiven: 'Not given',
    certificateName: 'Name on the certificate',
    email: 'Email',
    mobile: 'Mobile',
    telephone: 'Telephone',
    dateOfBirth: 'Date of birth',
    occupation: 'Occupation',
    currentAddress: 'Current address',
    permanentAddress: 'Permanent address',
    sameAddress: 'Same as current address',
  },
  photos: {
    title: 'Your photos',
    noPhoto: 'No photo yet.',
    /** Each photo's name as a heading (title) and inside a sentence (phrase: 'Choose the profile image'). */
    names: {
      idPhotofront: { title: 'ID photo front', phrase: 'ID photo front' },
      idphotoback: { title: 'ID photo back', phrase: 'ID photo back' },
      profileImage: { title: 'Profile image', phrase: 'profile image' },
    },
    choose: (photo: string) => `Choose the ${photo}`,
    replace: (photo: string) => `Replace the ${photo}`,
    upload: (photo: string) => `Upload ${photo}`,
    uploading: (photo: string) => `Uploading the ${photo}`,
    savedAlt: (photo: string) => `Your saved ${photo}`,
    previewAlt: (photo: string) => `Preview of the chosen ${photo}`,
  },
  cancel: {
    title: 'Cancel your registration',
    start: 'Cancel my registration',
    confirm: 'Yes, cancel my registration',
    cancelling: 'Cancelling…',
    keep: 'Keep my registration',
  },
  payment: {
    /** The link to a payment page the provider sent (a payment link, not the online payment). */
    payForPlace: 'Pay for your place',
    /** Said to a screen reader after the link's name. */
    newTab: ' (opens in a new tab)',
  },
} as const;
