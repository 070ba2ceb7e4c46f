import { LATIN_IN_ARABIC } from '@academy/content';
import { CalendarEvent } from './calendar-event/calendar-event.entity';
import { certificateMail } from './certificate/certificate.mails';
import { FamilyBooking } from './family-booking/family-booking.entity';
import { familyBookingMails } from './family-booking/family-booking.mails';
import { calendarInvite } from './mail/calendar-invite';
import { OutgoingMail } from './mail/mail-outbox';
import { receiptMail, refundMail } from './payment/payment.mails';
import { PaymentStatus } from './registration/payment-status.enum';
import { approvalRequestMails, approvedMail, declinedMail } from './registration/prerequisite/approval.mails';
import { lostLinkMail } from './registration/private-link/lost-link';
import { RegistrationStatus } from './registration/registration-status.enum';
import { statusMails } from './registration/registration-status.mails';
import { Registration } from './registration/registration.entity';
import {
  alreadyRegisteredMail,
  emailChangeMails,
  registrationMails,
} from './registration/registration.mails';
import { holdExpiredMail, holdReleasedMail } from './registration/seat-hold/hold-expiry.mails';
import { familyBookingReminder, registrationReminder } from './reminder/reminder.mails';
import { WaitingListEntry } from './waiting-list/waiting-list-entry.entity';
import { confirmJoinMail, offerMail } from './waiting-list/waiting-list.mails';

/**
 * Issue 30 §5: every mail to the registrant of an Arabic registration is in Arabic, laid out right to
 * left; staff's notices stay English and name the language.
 */
const STAFF = 'staff@academy.example.com';
const registration = {
  id: '00000000-0000-4000-8000-000000000030',
  referenceCode: 'K7QM-4XPB',
  createdAt: new Date('2026-11-23T08:00:00Z'),
  updatedAt: new Date('2026-11-23T08:00:00Z'),
  status: RegistrationStatus.PENDING,
  programme: 'DECODE',
  locale: 'ar',
  eventId: 'decode-1',
  firstName: 'ليلى',
  middleName: '',
  lastName: 'حسن',
  nameAsCertificate: 'ليلى حسن',
  currentAddress: 'Dubai',
  permanenetAddress: 'Dubai',
  isSameAddress: true,
  city: 'Dubai | Decode Your Mind | 2026-12-07',
  TelNo: '0501234567',
  mobileNo: '0501234567',
  email: 'layla@example.ae',
  dob: '1990-04-12',
  occupation: 'Teacher',
  hearAbout: 'Other',
  communicationPreferences: false,
  termsandcondition: true,
  levelName: 'Level 1: Decode Your Mind',
  holdUntil: new Date('2026-11-25T18:00:00Z'),
  paymentStatus: PaymentStatus.UNPAID,
  feeAmount: 37500,
  feeCurrency: 'AED',
  feeOffer: null,
  amountPaid: 37500,
  paymentCurrency: 'AED',
  paymentReference: 'pi_123',
  paidAt: new Date('2026-11-24T10:00:00Z'),
} as unknown as Registration;
const event = {
  id: 'decode-1',
  name: 'Decode Your Mind',
  date: '2026-12-07',
  endDate: '2026-12-08',
  time: '9:00 AM - 6:00 PM',
  location: 'Dubai, Business Bay',
  paymentLink: null,
} as unknown as CalendarEvent;
const mail = { notifyAddress: STAFF, siteUrl: 'https://academy.example.com' };
const LINK = 'https://academy.example.com/ar/my-registration/00000000-0000-4000-8000-000000000030#{{secret}}';
const checkIn = {
  code: 'CHK-1',
  image: { filename: 'check-in.png', contentType: 'image/png', content: '', encoding: 'base64' as const },
};

/**
 * The Latin words an Arabic mail may hold: brand names, and what is not words of ours (the event's name,
 * time and venue as staff entered them, addresses, codes and Stripe's payment reference).
 */
function latinWords(text: string): string[] {
  const kept = text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/\S+@\S+/g, '')
    .replace(new RegExp([event.name, event.time, event.location, 'pi_123'].join('|'), 'g'), '')
    .replace(/\b(?:[A-Z0-9]+-)+[A-Z0-9]+\b/g, '');
  return (kept.match(/[A-Za-z]{2,}/g) ?? []).filter(
    (word) => !LATIN_IN_ARABIC.includes(word) && !['QR', 'UTC'].includes(word),
  );
}

const toRegistrant = (mails: OutgoingMail | OutgoingMail[]) =>
  [mails].flat().filter((mail) => mail.to !== STAFF);

const booking = {
  id: '00000000-0000-4000-8000-000000000031',
  createdAt: new Date('2026-11-23T08:00:00Z'),
  sessionVenue: event.location,
  sessionDate: '2026-12-12',
  sessionSlot: event.time,
  familyMember0: 'ليلى',
  familyMember1: 'عمر',
  familyMember2: 'WIN A PRIZE at https://evil.example',
  familyMember3: null,
  email: 'family@example.ae',
  phone: '0501234567',
  locale: 'ar',
} as unknown as FamilyBooking;
const entry = {
  id: '00000000-0000-4000-8000-000000000032',
  kind: 'event',
  email: 'waiting@example.ae',
  firstName: 'ليلى',
  locale: 'ar',
} as unknown as WaitingListEntry;
const seat = { name: event.name, date: event.date, endDate: null, time: event.time, venue: event.location };

const MAILS: Array<[string, () => OutgoingMail | OutgoingMail[]]> = [
  ['family booking', () => familyBookingMails(booking, 'Asia/Dubai', mail, 'academy.example.com')],
  ['family reminder', () => familyBookingReminder(booking, 'Asia/Dubai', 'academy.example.com')],
  [
    'waiting list confirmation',
    () =>
      confirmJoinMail({
        entry,
        subject: seat,
        confirmLink: 'https://academy.example.com/ar/practitioner#waiting-list={{secret}}',
        token: 't',
        confirmBy: new Date('2026-11-25T08:00:00Z'),
      }),
  ],
  [
    'waiting list offer',
    () =>
      offerMail({
        entry,
        subject: seat,
        claimLink: 'https://academy.example.com/ar/practitioner#claim={{secret}}',
        token: 't',
        offerExpiresAt: new Date('2026-11-25T08:00:00Z'),
      }),
  ],
  [
    'confirmation',
    () =>
      registrationMails({
        registration,
        event,
        privateLink: LINK,
        token: 't',
        mail,
        domain: 'academy.example.com',
        onlinePayment: true,
        checkIn,
      }),
  ],
  [
    'confirmation of the next intake',
    () =>
      registrationMails({
        registration: { ...registration, eventId: null, holdUntil: null, feeAmount: null },
        event: null,
        privateLink: LINK,
        token: 't',
        mail,
        domain: 'academy.example.com',
        intakeFee: { amount: 1465, currency: 'AED' },
      }),
  ],
  ['already registered', () => alreadyRegisteredMail({ registration, event, privateLink: LINK, token: 't' })],
  [
    'e-mail change',
    () =>
      emailChangeMails({
        registration,
        newEmail: 'new@example.ae',
        confirmLink: LINK,
        token: 't',
        hours: 24,
      }),
  ],
  ...[true, false].map((byRegistrant): [string, () => OutgoingMail[]] => [
    `cancelled (by the registrant: ${byRegistrant})`,
    () => statusMails({ registration, event, status: RegistrationStatus.CANCELLED, byRegistrant, mail }),
  ]),
  [
    'confirmed, paying online',
    () =>
      statusMails({
        registration,
        event,
        status: RegistrationStatus.CONFIRMED,
        byRegistrant: false,
        mail,
        onlinePayment: true,
      }),
  ],
  [
    'reinstated',
    () =>
      statusMails({
        registration: { ...registration, status: RegistrationStatus.CANCELLED },
        event,
        status: RegistrationStatus.PENDING,
        byRegistrant: false,
        mail,
      }),
  ],
  ['hold expired', () => holdExpiredMail(registration, event)],
  ['hold released', () => holdReleasedMail(registration, event)],
  [
    'approval asked',
    () =>
      approvalRequestMails({
        registration,
        event,
        pending: { neededLevel: 'Level 1: Decode Your Mind', note: 'Done elsewhere' } as never,
        privateLink: LINK,
        token: 't',
        mail,
      }),
  ],
  ['approved', () => approvedMail({ registration, event, onlinePayment: false, siteUrl: mail.siteUrl })],
  ['declined', () => declinedMail({ registration, event, reason: 'لا توجد شهادة' })],
  ['lost link', () => lostLinkMail(registration, event, LINK, 't')],
  ...[RegistrationStatus.CONFIRMED, RegistrationStatus.EXPIRED, RegistrationStatus.CANCELLED].map(
    (status): [string, () => OutgoingMail] => [
      `receipt (${status})`,
      () => receiptMail({ registration: { ...registration, status }, event, method: 'Card (online)' }),
    ],
  ),
  [
    'refund',
    () =>
      refundMail({
        registration,
        amount: 'AED 375.00',
        refunded: { amount: 37500, currency: 'AED' },
        whole: true,
        cancelled: true,
      }),
  ],
  [
    'reminder',
    () => registrationReminder({ registration, event, privateLink: LINK, token: 't', domain: 'd', checkIn }),
  ],
  [
    'certificate',
    () =>
      certificateMail({
        certificate: {
          programme: 'DECODE',
          levelName: 'Level 1: Decode Your Mind',
          nameAsCertificate: 'ليلى حسن',
          startDate: '2027-03-12',
          endDate: null,
          number: 'CLA-2027-7KQM-4XPB',
          registrationId: registration.id,
          replaces: null,
        } as never,
        to: registration.email,
        firstName: 'ليلى',
        verifyUrl: 'https://academy.example.com/ar/certificates/CLA-2027-7KQM-4XPB',
        pdf: Buffer.from('%PDF-'),
        locale: 'ar',
      }),
  ],
];

describe('the mails of an Arabic registration (issue 30)', () => {
  it.each(MAILS)('%s: in Arabic, right to left, with nothing left in English', (_name, make) => {
    const mails = toRegistrant(make());
    expect(mails.length).toBeGreaterThan(0);
    for (const sent of mails) {
      expect(sent.subject).toMatch(/[\u0600-\u06FF]/);
      expect(latinWords(sent.subject)).toEqual([]);
      expect(latinWords(sent.text)).toEqual([]);
      expect(sent.html).toContain('<html lang="ar" dir="rtl">');
      expect(sent.html).toContain('direction:rtl');
      expect(sent.text).toContain('فريق أكاديمية الحياة الواعية');
      // Western digits, as the UAE writes them.
      expect(sent.text).not.toMatch(/[\u0660-\u0669]/);
    }
  });

  it('greets by name, and dates in Arabic month names', () => {
    const [, confirmation] = registrationMails({
      registration,
      event,
      privateLink: LINK,
      token: 't',
      mail,
      domain: 'academy.example.com',
    });
    expect(confirmation.text).toContain('مرحباً ليلى،');
    expect(confirmation.text).toContain('من الاثنين، 7 ديسمبر 2026 إلى الثلاثاء، 8 ديسمبر 2026');
    expect(confirmation.text).toContain('الرسوم: 375 درهم');
    expect(confirmation.text).toContain(`اطّلع على تسجيلك أو عدّله:\n${LINK}`);
  });

  it('keeps staff’s notices in English, naming the language', () => {
    const [notice] = registrationMails({
      registration,
      event,
      privateLink: LINK,
      token: 't',
      mail,
      domain: 'academy.example.com',
    });
    expect(notice.to).toBe(STAFF);
    expect(notice.subject).toMatch(/^New registration: /);
    expect(notice.text).toContain('Language: Arabic');
    expect(notice.text).toContain('Programme: Decode');
    expect(notice.html).not.toContain('dir="rtl"');
    const [, cancelNotice] = statusMails({
      registration,
      event,
      status: RegistrationStatus.CANCELLED,
      byRegistrant: true,
      mail,
    });
    expect(cancelNotice.to).toBe(STAFF);
    expect(cancelNotice.text).toContain('Language: Arabic');
    expect(cancelNotice.text).toContain('Reference: K7QM-4XPB');
  });

  it('writes the invitation in Arabic', () => {
    const invite = calendarInvite({
      uid: 'u@d',
      summary: event.name,
      description: 'وصف',
      location: event.location,
      date: event.date,
      endDate: null,
      time: event.time,
      timeZone: 'Asia/Dubai',
      locale: 'ar',
    });
    expect(invite.content).toContain('X-WR-CALNAME:أكاديمية الحياة الواعية');
    expect(invite.content).toContain('//AR');
    expect(invite.content).toContain('DESCRIPTION:وصف');
  });
});
