/**
 * The admin area's words: navigation, headings, states and the messages of SPEC.md 2.15 and 8. The
 * admin screens carry no sentences of their own.
 */

export const ADMIN_DASHBOARD_PATH = '/admin/dashboard';
export const ADMIN_LOGIN_PATH = '/admin/login';
/** Where a password reset mail's link goes; its token is in the fragment, never sent to a server log. */
export const ADMIN_RESET_PASSWORD_PATH = '/admin/reset-password';

export const ADMIN_ALL_REGISTRATIONS_PATH = '/admin/registrations';
export const ADMIN_ALL_EVENTS_PATH = '/admin/events';
/** The catalogue: every programme level's fee, duration and hours. */
export const ADMIN_PROGRAMMES_PATH = '/admin/programmes';
export const ADMIN_FAMILY_BOOKINGS_PATH = '/all-FamilyConsultationTable.usa';
/** The address parameter that narrows the family bookings to one session's. */
export const FAMILY_SESSION_PARAM = 'session';
/** The family bookings of one session (its attendee list). */
export const adminSessionBookingsPath = (sessionId: string) =>
  `${ADMIN_FAMILY_BOOKINGS_PATH}?${FAMILY_SESSION_PARAM}=${encodeURIComponent(sessionId)}`;
/** The attendee list of one calendar event. */
export const adminAttendeesPath = (eventId: string) =>
  `${ADMIN_ALL_EVENTS_PATH}/${encodeURIComponent(eventId)}/attendees`;

/** The contact management list (SPEC.md's route). */
export const ADMIN_ENQUIRIES_PATH = '/all-contacts.uae';

/** An admin list searched for one record (its `q` parameter), where a staff notice leads. */
const searched = (path: string, search: string) => `${path}?q=${encodeURIComponent(search)}`;
/** A registration in the list of all registrations, found by its reference code. */
export const adminRegistrationPath = (referenceCode: string) =>
  searched(ADMIN_ALL_REGISTRATIONS_PATH, referenceCode);
/** An enquiry among the contacts, found by its e-mail address. */
export const adminEnquiryPath = (email: string) => searched(ADMIN_ENQUIRIES_PATH, email);
/** A family booking among the family consultations, found by its e-mail address. */
export const adminFamilyBookingPath = (email: string) => searched(ADMIN_FAMILY_BOOKINGS_PATH, email);

/** One link of the admin navigation. */
export interface AdminLink {
  label: string;
  path: string;
}

/** A titled group of the admin navigation. */
export interface AdminLinkGroup {
  title: string;
  links: readonly AdminLink[];
}

/**
 * The one navigation of every admin screen (issue 13 §3): every list and every manager, SPEC.md's
 * routes among them. The lists of every programme reach what the programme-named ones do not.
 */
export const ADMIN_NAV_GROUPS: readonly AdminLinkGroup[] = [
  {
    title: 'Registrations',
    links: [
      { label: 'All registrations', path: ADMIN_ALL_REGISTRATIONS_PATH },
      { label: 'Awaken Limitless Human Dashboard', path: ADMIN_DASHBOARD_PATH },
      { label: 'Registration Management', path: '/all-registration-uae' },
      { label: 'Hypnotherapy Registrations', path: '/all-ICTable.usa' },
      { label: 'Family Consultations', path: ADMIN_FAMILY_BOOKINGS_PATH },
      { label: 'Contact Management', path: ADMIN_ENQUIRIES_PATH },
    ],
  },
  {
    title: 'Events',
    links: [
      { label: 'All events', path: ADMIN_ALL_EVENTS_PATH },
      { label: 'Decode events', path: '/admin-decode' },
      { label: 'Hypnotherapy events', path: '/admin-Hypnotherapy' },
      { label: 'Family Constellation events', path: '/admin-familyconstellation' },
      { label: 'Programmes and fees', path: ADMIN_PROGRAMMES_PATH },
    ],
  },
];

/** Every link of the admin navigation. */
export const ADMIN_NAV_LINKS: readonly AdminLink[] = ADMIN_NAV_GROUPS.flatMap((group) => group.links);

export const ADMIN_SHELL = {
  navLabel: 'Admin',
  title: 'Dashboard',
  greeting: (name: string) => `Welcome, ${name}`,
  /** Shown when the session has no name to greet. */
  adminFallbackName: 'Admin',
  signOut: 'Sign out',
  openMenu: 'Open admin menu',
  closeMenu: 'Close admin menu',
  checkingSession: 'Checking your session…',
  sessionCheckFailed: 'Your session could not be checked.',
} as const;

export const ADMIN_LOGIN = {
  title: 'Sign in to Dashboard',
  intro: 'Staff sign in here to review registrations, enquiries and events.',
  email: 'Email',
  password: 'Password',
  rememberMe: 'Remember me',
  submit: 'Sign in to Dashboard',
  submitting: 'Signing in...',
  /** SPEC.md 8: the server's error text, or this. */
  failed: 'Login failed. Please try again.',
} as const;

/** A forgotten password: ask for a link by e-mail, then choose a new password on the page it opens. */
export const ADMIN_PASSWORD_RESET = {
  forgot: 'Forgot your password?',
  title: 'Reset your password',
  askIntro:
    'Enter the e-mail address of your staff account. We will mail it a link to choose a new password.',
  email: 'Email',
  ask: 'Send the link',
  asking: 'Sending...',
  asked:
    'If a staff account has this address, a link is on its way to it. It works once, for 30 minutes. Please check your inbox, and your spam folder.',
  chooseIntro: 'Choose a new password for your staff account. Every session signed in with the old one ends.',
  newPassword: 'New password',
  newPasswordHint: 'At least 12 characters',
  confirm: 'New password again',
  mismatch: 'The two passwords are not the same',
  save: 'Set the new password',
  saving: 'Saving...',
  saved: 'Your password is changed. You can sign in with it now.',
  signIn: 'Go to sign-in',
  failed: 'Request failed. Please try again.',
} as const;

/** SPEC.md 8's texts of the admin lists. */
export const ADMIN_LIST_ERRORS = {
  title: 'Error Loading Data',
  network: 'Network error. Please check if the server is running.',
  dataFormat: 'Data format error. Please refresh the page.',
  retry: 'Retry',
  registrations: 'Failed to fetch registrations',
  enquiries: 'Failed to fetch contacts',
  familyBookings: 'Failed to fetch family bookings',
  events: 'Failed to fetch events',
  familySessions: 'Failed to fetch family sessions',
  /** A change that did not go through. */
  actionFailed: 'Request failed. Please try again.',
} as const;

export const ADMIN_LIST = {
  refresh: 'Refresh',
  search: 'Search',
  total: (count: number) => `Total: ${count}`,
  found: (count: number) => `Found ${count}`,
  previous: 'Previous',
  next: 'Next',
  page: (page: number) => `Page ${page}`,
  pagination: 'Pages',
  viewDetails: 'View details',
  actions: 'Actions',
  close: 'Close',
  /** The column chooser above a table. */
  columns: 'Columns',
  columnsShown: (caption: string) => `Columns shown: ${caption}`,
} as const;

export const ADMIN_REGISTRATIONS = {
  dashboardTitle: 'Awaken Limitless Human Dashboard',
  allTitle: 'All registrations',
  managementTitle: 'Registration Management',
  hypnotherapyTitle: 'Hypnotherapy Registrations',
  searchPlaceholder: 'Search by name, email, level or city',
  loading: 'Loading registrations...',
  empty: 'No registrations found',
  emptyHint: 'Try adjusting your search criteria',
  failure: ADMIN_LIST_ERRORS.registrations,
  programmeFilter: 'Programme',
  allProgrammes: 'All of them',
  caption: 'Registrations',
  columns: {
    name: 'Name',
    email: 'Email',
    programme: 'Programme',
    city: 'Workshop',
    level: 'Level',
    mobile: 'Mobile',
    createdAt: 'Registration Date',
    status: 'Status',
    payment: 'Payment',
    holdUntil: 'Seat held until',
  },
  /** A seat held unpaid without a deadline (a free event). */
  noDeadline: 'No deadline',
} as const;

export const ADMIN_REGISTRATION_DETAILS = {
  title: 'Registration details',
  personal: 'Personal information',
  address: 'Address',
  course: 'Course information',
  additional: 'Additional information',
  status: 'Status',
  changeStatus: 'Change status',
  saveStatus: 'Save status',
  statusSaved: 'Status saved.',
  cancelFreesSeat: 'Cancelling frees the seat for someone else; confirming again takes one.',
  history: 'History',
  noHistory: 'No changes yet.',
  photos: 'ID photos and profile image',
  noIdPhotos: 'No ID photos available',
  imageNotFound: 'Image not found',
  openImage: (label: string) => `Open ${label} full size`,
  imageViewer: (label: string) => `${label}, full size`,
  photoLabels: {
    idPhotofront: 'ID photo (front)',
    idphotoback: 'ID photo (back)',
    profileImage: 'Profile image',
  },
  yes: 'Yes',
  no: 'No',
} as const;

export const ADMIN_REGISTRATION_FIELDS = {
  referenceCode: 'Reference',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  nameAsCertificate: 'Name on certificate',
  email: 'Email',
  mobileNo: 'Mobile',
  TelNo: 'Telephone',
  dob: 'Date of birth',
  occupation: 'Occupation',
  currentAddress: 'Current address',
  permanenetAddress: 'Permanent address',
  isSameAddress: 'Same as current address',
  programme: 'Programme',
  levelName: 'Level',
  city: 'Workshop',
  event: 'Event',
  venue: 'Venue',
  timeslot: 'Time slot',
  courseDetailDate: 'Course date',
  courseDetailTime: 'Course time',
  courseDetailVenue: 'Course venue',
  paymentLink: 'Payment link',
  office: 'Office',
  /** The language the registrant enrolled in (issue 30): their mails and private page are in it. */
  locale: 'Language',
  hearAbout: 'Heard about us through',
  communicationPreferences: 'Agrees to receive communications',
  termsandcondition: 'Accepted the terms and conditions',
  createdAt: 'Registered on',
  cancelledAt: 'Cancelled on',
} as const;

export const REGISTRATION_STATUS_LABELS = {
  PENDING: 'Pending',
  PENDING_APPROVAL: 'Awaiting approval',
  CONFIRMED: 'Confirmed',
  CANCELLED: 'Cancelled',
  EXPIRED: 'Expired',
} as const;

export const PAYMENT_STATUS_LABELS = {
  UNPAID: 'Unpaid',
  PAID: 'Paid',
  REFUNDED: 'Refunded',
} as const;

/**
 * The registrations' payment filter: the payment statuses, and the registrations with a payment received
 * that does not match a fee (not yet refunded in full).
 */
export const PAYMENT_FILTER_LABELS = {
  ...PAYMENT_STATUS_LABELS,
  UNMATCHED: 'Payment that does not match a fee',
} as const;

/** The payment section of a registration's details, and staff's 'Mark paid'. */
export const ADMIN_PAYMENT = {
  title: 'Payment',
  amount: 'Amount',
  reference: 'Payment reference',
  paidAt: 'Paid at',
  markPaid: 'Mark paid',
  amountDue: 'Amount due',
  /** Free, or without an event (the next intake sets no fee yet). */
  noAmountDue: 'No fee is recorded for this registration.',
  method: 'Paid by',
  methods: { BANK_TRANSFER: 'Bank transfer', CASH: 'Cash', OTHER: 'Other' },
  reason: 'Reason (kept in the history)',
  reasonHint: 'e.g. Transfer seen on the statement of 20 November',
  referenceField: 'Reference (optional)',
  saved: 'Payment recorded; a receipt is on its way to the registrant.',
  unmatched: {
    title: 'Payment received that does not match a fee',
    hint: 'It confirmed nothing. Refund it in Stripe (by its payment reference); once refunded in full it leaves the payment filter.',
    received: 'Received',
    session: 'Checkout session',
    refunded: 'Refunded',
    notRefunded: 'Not refunded yet',
    unknownAmount: 'Amount not stated',
  },
} as const;

export const ENQUIRY_STATUS_LABELS = {
  NEW: 'New',
  IN_PROGRESS: 'In progress',
  RESOLVED: 'Resolved',
} as const;

export const FAMILY_BOOKING_STATUS_LABELS = {
  BOOKED: 'Booked',
  CANCELLED: 'Cancelled',
} as const;

export const ADMIN_HISTORY = {
  columns: { at: 'When', actor: 'Who', summary: 'What' },
} as const;

export const ADMIN_ERASE = {
  action: 'Erase for good',
  confirmLabel: 'Type ERASE to confirm',
  confirmWord: 'ERASE',
  registrationWarning:
    'This removes the registration, its ID photos and profile image and any mail still waiting to be sent. It cannot be undone.',
  enquiryWarning: 'This removes the enquiry and any mail still waiting to be sent. It cannot be undone.',
  familyBookingWarning:
    'This removes the booking and any mail still waiting to be sent. It cannot be undone.',
  confirm: 'Erase',
  erased: 'Erased.',
} as const;

export const ADMIN_ENQUIRIES = {
  title: 'Contact Management',
  searchPlaceholder: 'Search by name, email, country, phone or status',
  loading: 'Loading contacts...',
  empty: 'No contacts found',
  emptyHint: 'Try adjusting your search criteria',
  failure: ADMIN_LIST_ERRORS.enquiries,
  caption: 'Enquiries',
  columns: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    country: 'Country',
    createdAt: 'Date',
    status: 'Status',
  },
  detailsTitle: 'Enquiry details',
  contactSection: 'Contact information',
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    country: 'Country',
    zipCode: 'Zip code',
    createdAt: 'Contact date',
    message: 'Message',
    status: 'Status',
  },
} as const;

export const ADMIN_FAMILY_BOOKINGS = {
  title: 'Family Consultations',
  searchPlaceholder: 'Search by member name, email, phone or venue',
  loading: 'Loading family bookings...',
  empty: 'No family bookings found',
  emptyHint: 'Try adjusting your search criteria',
  failure: ADMIN_LIST_ERRORS.familyBookings,
  caption: 'Family consultation bookings',
  columns: {
    name: 'Name',
    session: 'Session',
    venue: 'Venue',
    date: 'Session date',
    slot: 'Time slot',
    members: 'Family members',
    email: 'Email',
    phone: 'Phone',
    status: 'Status',
  },
  detailsTitle: 'Family booking details',
  bookingSection: 'Session and family',
  fields: {
    createdAt: 'Booked on',
  },
  cancel: 'Cancel booking',
  cancelGivesSeatsBack: 'Cancelling gives the booking’s seats back to the session.',
  cancelled: 'Booking cancelled.',
  /** Above the list while it shows one session's bookings, named by its rows when it has any. */
  oneSession: (name?: string) =>
    name ? `Showing the bookings of one session: ${name}` : 'Showing the bookings of one session',
  allSessions: 'Show every session’s bookings',
} as const;

/** The status and registration-date filters above every admin list. */
export const ADMIN_LIST_FILTERS = {
  status: 'Status',
  anyStatus: 'Any status',
  /** Registrations only: whether the fee has been received. */
  payment: 'Payment',
  anyPayment: 'Any payment',
  from: 'Date from',
  to: 'Date to',
  rangeOrder: 'Date to must not be before Date from: the dates are left out until it is',
} as const;

export const ADMIN_CSV_EXPORT = {
  legend: 'Export as CSV',
  /** The export takes the screen's search and filters; its From and To start as the screen's. */
  hint: 'Exports what the list shows: its search and filters. From and To are optional.',
  from: 'From',
  to: 'To',
  submit: 'Download CSV',
  exporting: 'Preparing…',
  done: (rows: number, filename: string) =>
    `${filename} downloaded (${rows === 1 ? '1 row' : `${rows} rows`}).`,
  rangeOrder: 'The end date cannot be before the start date',
} as const;

export const ADMIN_EVENTS = {
  allTitle: 'All events',
  decodeTitle: 'Decode events',
  hypnotherapyTitle: 'Hypnotherapy events',
  familyConstellationTitle: 'Family Constellation events',
  intro: 'The public calendar and the enrolment choices show these events as soon as they change.',
  includePast: 'Include past events',
  add: 'Add event',
  edit: 'Edit',
  open: 'Open',
  close: 'Close',
  delete: 'Delete',
  deleteConfirm: (name: string) => `Delete ${name}? This cannot be undone.`,
  /** The safe answer to a delete's question. */
  keep: 'Keep it',
  loading: 'Loading events...',
  empty: 'No events found',
  emptyHint: 'Add an event, or include past events.',
  caption: 'Calendar events',
  columns: {
    name: 'Event',
    date: 'Date',
    level: 'Level',
    location: 'Location',
    seats: 'Seats taken',
    seatBreakdown: 'Held · paid · expired · waiting',
    price: 'Fee',
    programme: 'Programme',
    availability: 'Availability',
  },
  /** How many wait for a seat of a full family session. */
  waiting: (count: number) => `${count} waiting`,
  /** Where an event's seats stand: unpaid holds, paid seats, holds that ran out, the waiting list. */
  seatBreakdown: ({ held, paid, expired, waiting }: SeatBreakdownCounts) =>
    `${held} held · ${paid} paid · ${expired} expired · ${waiting} waiting`,
  createTitle: 'Add event',
  editTitle: 'Edit event',
  save: 'Save event',
  saving: 'Saving…',
  saved: 'Event saved.',
  deleted: 'Event deleted.',
  /** Above a form whose fields the server refused, each with its message under it. */
  fixErrors: 'Please fix the errors below before submitting',
  cancel: 'Cancel',
  fields: {
    name: 'Name',
    programme: 'Programme',
    level: 'Level',
    date: 'Date',
    endDate: 'End date',
    time: 'Time',
    location: 'Location',
    trainer: 'Trainer',
    type: 'Type',
    participants: 'Participants',
    seats: 'Seats',
    priceValue: 'Fee',
    offerName: 'Offer name',
    offerAmount: 'Offer price',
    offerEndsOn: 'Offer ends on',
    paymentLink: 'Payment link',
    seatHoldHours: 'Hours an unpaid seat is held',
    noEnroll: 'Open entry (nothing to enrol in, no fee shown)',
    isOpen: 'Open for enrolment',
  },
  hints: {
    time: 'As printed, e.g. 9:00 AM - 6:00 PM (UAE time)',
    offerName: 'e.g. Early bird',
    offerAmount: "Whole units of the level's currency, below its fee",
    offerEndsOn: "The last day it applies (UAE time), at the latest the event's first day",
    endDate: 'Only for events of several days',
    seatHoldHours: 'Until it is paid or confirmed; empty for the site default',
  },
} as const;

/** The catalogue's screen: each programme level's one fee, currency, duration and hours. */
export const ADMIN_PROGRAMMES = {
  title: 'Programmes and fees',
  intro:
    'Each level has one fee, in one currency. Every calendar event of the level costs it, unless the event has an offer of its own; a registration keeps the fee it enrolled at.',
  loading: 'Loading the programmes...',
  failure: 'Failed to fetch the programmes',
  caption: 'Programme levels',
  columns: {
    programme: 'Programme',
    level: 'Level',
    fee: 'Fee',
    currency: 'Currency',
    duration: 'Duration',
    hours: 'Hours',
  },
  noHours: '–',
  edit: 'Edit',
  editTitle: (level: string) => `Edit ${level}`,
  fields: {
    feeAmount: 'Fee',
    currency: 'Currency',
    durationDays: 'Duration (days)',
    hours: 'Hours',
  },
  hints: {
    feeAmount: 'Whole units of the currency; every event of the level takes it',
    currency: 'Three letters, e.g. AED',
    hours: 'Teaching and supervised practice; empty when not stated',
  },
  save: 'Save level',
  saved: 'Level saved.',
  history: 'History',
} as const;

/** What the event form says of the fee it takes from its level. */
export const ADMIN_EVENT_FEE = {
  label: 'Fee',
  ofLevel: (fee: string) => `${fee}, the level’s fee (set in Programmes and fees)`,
  free: 'Free: this programme has no levels to price',
  openEntry: 'None: open entry',
  loading: 'Loading the level’s fee…',
  unknown: 'The level’s fee could not be loaded',
  offer: 'Offer',
  offerHint: 'A price of its own for this event until a day, e.g. an early bird. Leave empty for none.',
  addOffer: 'Add an offer',
  removeOffer: 'Remove the offer',
  offerEnded: (day: string) => `This offer ended on ${day}: the level’s fee applies.`,
} as const;

/** The seats of an event as staff follow them (the server's SeatBreakdown). */
export interface SeatBreakdownCounts {
  held: number;
  paid: number;
  expired: number;
  waiting: number;
}

/** An event's attendee list, one click from its seats taken. */
export const ADMIN_ATTENDEES = {
  title: (eventName: string) => `Attendees of ${eventName}`,
  /** The seats cell's link: its visible text first, then where it goes. */
  seatsLink: (taken: number, seats: number, eventName: string) =>
    `${taken} / ${seats}, attendees of ${eventName}`,
  seatsTaken: (taken: number, seats: number) => `${taken} / ${seats} seats taken`,
  backToEvents: 'All events',
  loadingEvent: 'Loading the event...',
  eventFailure: 'Failed to fetch the event',
  notFound: 'Event not found',
} as const;

export const ADMIN_FAMILY_SESSIONS = {
  title: 'Family sessions',
  includePast: 'Include past sessions',
  add: 'Add session',
  deleteConfirm: (name: string) => `Delete the session at ${name}? This cannot be undone.`,
  loading: 'Loading family sessions...',
  empty: 'No family sessions found',
  emptyHint: 'Add a session, or include past sessions.',
  caption: 'Family sessions',
  columns: {
    venue: 'Venue',
    date: 'Date',
    timeSlots: 'Time slots',
    seats: 'Seats taken',
    waiting: 'Waiting list',
    availability: 'Availability',
  },
  /** The seats cell's link: its visible text first, then where it goes. */
  seatsLink: (taken: number, seats: number, sessionName: string) =>
    `${taken} / ${seats}, bookings of ${sessionName}`,
  createTitle: 'Add family session',
  editTitle: 'Edit family session',
  save: 'Save session',
  saved: 'Session saved.',
  deleted: 'Session deleted.',
  fields: {
    venue: 'Venue',
    date: 'Date',
    timeSlots: 'Time slots',
    timeZone: 'Time zone',
    seats: 'Seats',
    isOpen: 'Open for booking',
  },
  hints: {
    timeSlots: 'One slot a line, e.g. 10:00 AM - 11:30 AM',
    timeZone: 'IANA name, e.g. Asia/Dubai',
  },
} as const;

export const EVENT_AVAILABILITY_LABELS = {
  OPEN: 'Open',
  FULL: 'Full',
  CLOSED: 'Closed',
  OPEN_ENTRY: 'Open entry',
} as const;

export const EVENT_TYPE_LABELS = {
  WORKSHOP: 'Workshop',
  TRAINING: 'Training',
  TALK: 'Talk',
  EXPO: 'Expo',
} as const;

/** The figures above the dashboard's list. */
export const ADMIN_DASHBOARD_SUMMARY = {
  heading: 'At a glance',
  loading: 'Loading the summary…',
  failure: 'The summary could not be loaded',
  registrationsThisWeek: 'Registrations this week',
  registrationsByDay: 'Registrations per day, the last seven days',
  enquiriesWaiting: 'Enquiries waiting',
  enquiriesLink: 'Open Contact Management',
  enquiriesPath: '/all-contacts.uae',
  upcomingSeats: 'Seats taken, upcoming events',
  noUpcomingEvents: 'No upcoming events to enrol in.',
  seatsTaken: (taken: number, seats: number) => `${taken} of ${seats}`,
  /** The seat chart's legend, in the order of its bars; waiting people hold no seat, so have no bar. */
  seatParts: {
    paid: 'Paid',
    held: 'Held, unpaid',
    other: 'Taken otherwise',
    free: 'Free',
  },
  seatLegend: 'What the bars show',
  waiting: (count: number) => `${count} waiting`,
  /** The written-out figures of one event's bar, for screen readers. */
  seatSplit: (parts: { paid: number; held: number; other: number; free: number; waiting: number }) =>
    `${parts.paid} paid, ${parts.held} held unpaid, ${parts.other} taken otherwise, ${parts.free} free, ${parts.waiting} waiting`,
} as const;

/** An event's waiting list, on its attendees page. */
export const ADMIN_WAITING_LIST = {
  title: 'Waiting list',
  empty: 'Nobody is waiting for a seat of this event.',
  loading: 'Loading the waiting list...',
  failure: 'The waiting list could not be loaded.',
  offeredUntil: (until: string) => `Offered a seat, held until ${until}`,
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  remove: (name: string) => `Remove ${name} from the waiting list`,
  up: 'Up',
  down: 'Down',
  removeLabel: 'Remove',
  /** Someone's number in line, before their name. */
  place: (place: number) => `${place}.`,
  leftTitle: 'No longer waiting',
  leftStatus: {
    REMOVED: 'Removed from the list',
    LAPSED: 'Did not claim the offered seat in time',
  },
} as const;
