import { CalendarEvent } from './calendar-event/calendar-event.entity';
import { Enquiry } from './enquiry/enquiry.entity';
import { enquiryMails } from './enquiry/enquiry.mails';
import { FamilyBooking } from './family-booking/family-booking.entity';
import { familyBookingMails } from './family-booking/family-booking.mails';
import { OutgoingMail } from './mail/mail-outbox';
import { greetingFor, visitorName, visitorNames } from './mail/visitor-text';
import { receiptMail, refundMail } from './payment/payment.mails';
import { holdExpiredMail } from './registration/seat-hold/hold-expiry.mails';
import { lostLinkMail } from './registration/private-link/lost-link';
import { RegistrationStatus } from './registration/registration-status.enum';
import { statusMails } from './registration/registration-status.mails';
import { Registration } from './registration/registration.entity';
import {
  alreadyRegisteredMail,
  emailChangeMails,
  registrationMails,
} from './registration/registration.mails';
import { familyBookingReminder, registrationReminder } from './reminder/reminder.mails';
import { WaitingListEntry } from './waiting-list/waiting-list-entry.entity';
import { confirmJoinMail, offerMail } from './waiting-list/waiting-list.mails';

/**
 * Issue 25 §3: every mail to an address a visitor typed, built from records whose free text is a
 * spammer's. None may carry that text to the address; the provider's notices to staff quote it all.
 */
const LURE = 'WIN A PRIZE at https://evil.example';
const PHISH = 'URGENT: verify your account at https://evil.example/login';
const STAFF = 'staff@academy.example.com';
const TYPED = 'victim@example.com';
const CARRIES_LURE = /evil\.example|WIN A PRIZE|URGENT/;

const registration = {
  id: '00000000-0000-4000-8000-000000000001',
  referenceCode: 'CLA-7K2Q9',
  createdAt: new Date('2026-11-23T08:00:00Z'),
  updatedAt: new Date('2026-11-23T08:00:00Z'),
  status: RegistrationStatus.PENDING,
  programme: 'DECODE',
  eventId: null,
  firstName: LURE,
  middleName: PHISH,
  lastName: PHISH,
  nameAsCertificate: `${LURE} ${PHISH}`,
  currentAddress: PHISH,
  permanenetAddress: PHISH,
  isSameAddress: false,
  city: PHISH,
  TelNo: '',
  mobileNo: '0501234567',
  email: TYPED,
  dob: '1990-04-12',
  occupation: PHISH,
  hearAbout: PHISH,
  communicationPreferences: false,
  termsandcondition: true,
  levelName: PHISH,
  holdUntil: null,
  amountPaid: 37500,
  paymentCurrency: 'AED',
  paymentReference: 'pi_123',
  paidAt: new Date('2026-11-24T08:00:00Z'),
} as unknown as Registration;

const event = {
  id: 'event-1',
  name: 'Decode Your Mind: Dubai',
  programme: 'DECODE',
  date: '2026-12-07',
  endDate: null,
  time: '9:00 AM - 6:00 PM',
  location: 'Dubai, Business Bay',
  level: 'Level 1',
  price: 'AED 375',
  priceValue: 375,
  paymentLink: 'https://pay.example.com/decode',
} as unknown as CalendarEvent;

const booking = {
  id: 'booking-1',
  createdAt: new Date('2026-11-23T08:00:00Z'),
  sessionVenue: 'Online (Zoom)',
  sessionDate: '2026-12-06',
  sessionSlot: '9:00 AM - 10:30 AM',
  familyMember0: LURE,
  familyMember1: 'Mira Haddad',
  familyMember2: PHISH,
  familyMember3: null,
  seats: 3,
  email: TYPED,
  phone: '5551234567',
} as unknown as FamilyBooking;

const enquiry = {
  id: 'enquiry-1',
  firstName: LURE,
  lastName: PHISH,
  email: TYPED,
  phoneNumber: '+971 50 123 4567',
  country: 'UK',
  zipCode: 'SW1A 1AA',
  message: PHISH,
  createdAt: new Date('2026-11-23T08:00:00Z'),
} as unknown as Enquiry;

const entry = {
  id: 'entry-1',
  kind: 'event',
  subjectId: event.id,
  firstName: LURE,
  lastName: PHISH,
  email: TYPED,
  mobileNo: '0501234567',
} as unknown as WaitingListEntry;

const seat = { name: event.name, date: event.date, time: event.time, venue: event.location };
const link = 'https://academy.example.com/my-registration/1#MAIL_SECRET';
const mail = { notifyAddress: STAFF, siteUrl: 'https://academy.example.com/' };

/** Every template, with the mails it makes from the records above. */
const TEMPLATES: Record<string, () => OutgoingMail[]> = {
  enquiry: () => enquiryMails(enquiry, mail),
  'registration, next intake': () =>
    registrationMails({ registration, event: null, privateLink: link, token: 't', mail, domain: 'x' }),
  'registration, dated event': () =>
    registrationMails({ registration, event, privateLink: link, token: 't', mail, domain: 'x' }),
  'already registered': () => [alreadyRegisteredMail({ registration, event, privateLink: link, token: 't' })],
  'e-mail change': () =>
    emailChangeMails({ registration, newEmail: TYPED, confirmLink: link, token: 't', hours: 48 }),
  ...Object.fromEntries(
    [RegistrationStatus.CANCELLED, RegistrationStatus.CONFIRMED, RegistrationStatus.PENDING].map((status) => [
      `status ${status}`,
      () =>
        statusMails({
          registration: { ...registration, status: RegistrationStatus.CANCELLED } as Registration,
          event,
          status,
          byRegistrant: true,
          mail,
        }),
    ]),
  ),
  'hold expired': () => [holdExpiredMail(registration, null)],
  receipt: () => [receiptMail({ registration, event, method: 'Card (online)' })],
  refund: () => [refundMail({ registration, amount: 'AED 375.00', whole: true })],
  'lost link': () => [lostLinkMail(registration, null, link, 't')],
  reminder: () => [registrationReminder({ registration, event, privateLink: link, token: 't', domain: 'x' })],
  'family booking': () => familyBookingMails(booking, 'Asia/Dubai', mail, 'x'),
  'family reminder': () => [familyBookingReminder(booking, 'Asia/Dubai', 'x')],
  'waiting-list offer': () => [
    offerMail({
      entry,
      subject: seat,
      claimLink: link,
      token: 't',
      offerExpiresAt: new Date('2026-11-24T08:00:00Z'),
    }),
  ],
  'waiting-list confirmation': () => [
    confirmJoinMail({
      entry,
      subject: seat,
      confirmLink: link,
      token: 't',
      confirmBy: new Date('2026-11-25T08:00:00Z'),
    }),
  ],
};

describe('mails to an address a visitor typed', () => {
  it.each(Object.keys(TEMPLATES))('%s: repeat nothing a visitor wrote to that address', (name) => {
    const mails = TEMPLATES[name]();
    const toVisitor = mails.filter((outgoing) => outgoing.to !== STAFF);
    expect(toVisitor.length).toBeGreaterThan(0);
    for (const outgoing of toVisitor) {
      const parts = [
        outgoing.subject,
        outgoing.text,
        outgoing.html,
        ...(outgoing.attachments ?? []).map((a) => a.content),
      ];
      for (const part of parts) expect(part).not.toMatch(CARRIES_LURE);
      expect(outgoing.text).toMatch(/^Hello,$/m);
    }
  });

  it('leave the provider’s own notices quoting what the visitor wrote', () => {
    const notices = Object.values(TEMPLATES)
      .flatMap((build) => build())
      .filter((outgoing) => outgoing.to === STAFF);
    expect(notices.length).toBeGreaterThanOrEqual(3);
    for (const notice of notices) expect(notice.text).toMatch(CARRIES_LURE);
  });
});

describe('the names a mail may repeat', () => {
  it.each([
    'Layla',
    "Anne-Marie O'Neil",
    'J. R. Smith',
    'Zoë Ångström',
    'ليلى حسن',
    'O’Brien',
    'Mary Ann de la Cruz',
    // Issue 30: Persian and Arabic names as typed, with the joiners, diacritics and tatweel they keep.
    'مریم\u200Cزاده',
    'می\u200Cخواهم نیک\u200Cنام',
    'لا\u200Dله',
    'مُحَمَّد عَلِيّ',
    'عبد الرحمٰن',
    'محـــمد',
  ])('greets %s by name', (name) => {
    expect(greetingFor(name)).toBe(`Dear ${name},`);
  });

  it.each([
    LURE,
    'evil.example',
    'Layla www.evil.example',
    'mail me at a@b.co',
    'Call 0501234567',
    'Layla 2',
    'x'.repeat(41),
    'Layla\u202Egnp.exe',
    '<b>Layla</b>',
    '',
    '   ',
    '-Layla',
    // Joiners only between letters, and never a way round the refusals above.
    '\u200Cمریم',
    'مریم\u200C',
    'مریم\u200C\u200Cزاده',
    'مریم \u200Cزاده',
    'evil\u200C.example',
    'evil.\u200Dexample',
    'Layla\u200C2',
    'Layla\u200B',
    'Layla\u200Egnp.exe',
    'ليلى\u202Bحسن',
    'ليلى\u2067حسن',
    'ليلى\u0000',
    'ليلى \u0662',
    'اتصل ٠٥٠١٢٣٤٥٦٧',
    '<b>ليلى</b>',
  ])('greets %j generically', (name) => {
    expect(visitorName(name)).toBeUndefined();
    expect(greetingFor(name)).toBe('Hello,');
  });

  it('lists the names it may show and counts the others', () => {
    expect(visitorNames(['Omar Haddad', 'Mira Haddad'])).toBe('Omar Haddad, Mira Haddad');
    expect(visitorNames(['Omar Haddad', LURE, PHISH])).toBe('Omar Haddad and 2 more');
    expect(visitorNames([LURE])).toBe('1 person');
    expect(visitorNames([LURE, PHISH])).toBe('2 people');
  });
});

describe('times in mails (issue 26 §4)', () => {
  const occurrences = (text: string, words: string) => text.split(words).length - 1;

  it.each(Object.entries(TEMPLATES))('%s names the time zone of its times once', (_name, make) => {
    for (const sent of make()) {
      expect(sent.text).not.toContain('(UAE time)');
      expect(occurrences(sent.text, 'Gulf Standard Time')).toBeLessThanOrEqual(1);
      if (/^Time: /m.test(sent.text) || /held until/i.test(sent.text)) {
        expect(occurrences(sent.text, 'All times are UAE time (Gulf Standard Time, UTC+4).')).toBe(1);
      }
    }
  });

  it('says the hold of a new registration in UAE time, naming the zone once', () => {
    const held = { ...registration, holdUntil: new Date('2026-11-25T08:00:00Z') } as Registration;
    const [, confirmation] = registrationMails({
      registration: held,
      event,
      privateLink: link,
      token: 't',
      mail,
      domain: 'x',
    });
    expect(confirmation.text).toContain('Your seat is held until Wed, 25 Nov 2026, 12:00 pm.');
    expect(confirmation.text).toContain('Time: 9:00 AM - 6:00 PM\n');
    expect(occurrences(confirmation.text, 'Gulf Standard Time')).toBe(1);
    expect(occurrences(confirmation.html, 'Gulf Standard Time')).toBe(1);
  });

  it("gives the receipt one date line, the event's, and the payment's moment in Dubai time", () => {
    // 21:30 in London on 30 November is half past one on 1 December in Dubai.
    const paid = { ...registration, paidAt: new Date('2026-11-30T21:30:00Z') } as Registration;
    const [receipt] = [receiptMail({ registration: paid, event, method: 'Card (online)' })];
    expect(receipt.text.match(/^Date: .*$/gm)).toEqual(['Date: Mon, 7 Dec 2026']);
    expect(receipt.text).toContain('Paid on: Tue, 1 Dec 2026, 1:30 am\n');
  });
});

describe('notices to staff (issue 26 §4)', () => {
  const noticeLinks: [string, () => OutgoingMail[], string][] = [
    ['enquiry', TEMPLATES.enquiry, `/all-contacts.uae?q=${encodeURIComponent(TYPED)}`],
    ['registration', TEMPLATES['registration, dated event'], '/admin/registrations?q=CLA-7K2Q9'],
    ['cancellation', TEMPLATES['status cancelled'], '/admin/registrations?q=CLA-7K2Q9'],
    [
      'family booking',
      TEMPLATES['family booking'],
      `/all-FamilyConsultationTable.usa?q=${encodeURIComponent(TYPED)}`,
    ],
  ];

  it.each(noticeLinks)('the %s notice links to its record in the admin', (_name, make, path) => {
    const notices = make().filter((sent) => sent.to === STAFF);
    expect(notices).toHaveLength(1);
    const url = `https://academy.example.com${path}`;
    expect(notices[0].text).toContain(`Open in the admin:\n${url}`);
    expect(notices[0].html).toContain(`href="${url}"`);
  });

  it('links nothing of the admin in a mail to a visitor', () => {
    for (const make of Object.values(TEMPLATES)) {
      for (const sent of make().filter((one) => one.to !== STAFF))
        expect(sent.text).not.toContain('Open in the admin');
    }
  });
});
