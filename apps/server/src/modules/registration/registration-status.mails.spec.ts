import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { PaymentStatus } from './payment-status.enum';
import { RegistrationStatus } from './registration-status.enum';
import { statusMails } from './registration-status.mails';
import { Registration } from './registration.entity';

const registration = {
  id: '00000000-0000-4000-8000-000000000001',
  referenceCode: 'CLA-7K2Q9',
  status: RegistrationStatus.PENDING,
  programme: 'DECODE',
  eventId: 'event-1',
  firstName: 'Amal',
  nameAsCertificate: 'Amal Haddad',
  email: 'amal@example.com',
  mobileNo: '+971501234567',
  levelName: 'Level 1',
  city: 'Dubai',
  holdUntil: null,
  feeAmount: 150000,
  feeCurrency: 'AED',
  feeOffer: 'Early bird',
  paymentStatus: PaymentStatus.UNPAID,
  amountPaid: null,
  paymentCurrency: null,
} as unknown as Registration;

const event = {
  id: 'event-1',
  name: 'Decode Your Mind: Dubai',
  programme: 'DECODE',
  date: '2026-12-07',
  endDate: null,
  time: '9:00 AM - 6:00 PM',
  location: 'Dubai, Business Bay',
  priceValue: 1872,
  currency: 'AED',
  paymentLink: null,
} as unknown as CalendarEvent;

const mail = { notifyAddress: 'staff@academy.example.com', siteUrl: 'https://academy.example.com' };

function confirmationText(
  r: Partial<Registration>,
  options: { event?: CalendarEvent | null; onlinePayment?: boolean } = {},
) {
  const [sent] = statusMails({
    registration: { ...registration, ...r } as Registration,
    event: options.event === undefined ? event : options.event,
    status: RegistrationStatus.CONFIRMED,
    byRegistrant: false,
    mail,
    onlinePayment: options.onlinePayment ?? true,
  });
  return sent;
}

describe('the confirmation mail of an unpaid seat', () => {
  it('says the recorded fee is still due and how to pay online', () => {
    const sent = confirmationText({});
    expect(sent.text).toContain('Payment of AED 1,500 (Early bird) is still due.');
    expect(sent.text).toContain('pay online from your registration page');
    expect(sent.text).toContain('https://academy.example.com/my-registration');
    expect(sent.html).toContain('Payment of AED 1,500 (Early bird) is still due.');
  });

  it("offers the event's payment link when online payment is off", () => {
    const sent = confirmationText(
      {},
      {
        event: { ...event, paymentLink: 'https://pay.example.com/decode' } as CalendarEvent,
        onlinePayment: false,
      },
    );
    expect(sent.text).toContain('is still due.');
    expect(sent.text).toContain('Pay for your seat:\nhttps://pay.example.com/decode');
  });

  it('asks the registrant to reply for the payment details without a way to pay online', () => {
    const sent = confirmationText({}, { onlinePayment: false });
    expect(sent.text).toContain('Please reply to this mail and we will send you the payment details.');
  });

  it("falls back to the event's fee for a registration from before fees were recorded", () => {
    const sent = confirmationText({ feeAmount: null, feeCurrency: null, feeOffer: null });
    expect(sent.text).toContain('Payment of AED 1,872 is still due.');
  });

  it('says nothing is due once paid, or for a free seat', () => {
    expect(confirmationText({ paymentStatus: PaymentStatus.PAID }).text).not.toContain('still due');
    expect(confirmationText({ feeAmount: 0 }).text).not.toContain('still due');
    expect(
      confirmationText({ feeAmount: null, feeCurrency: null, feeOffer: null }, { event: null }).text,
    ).not.toContain('still due');
  });
});
