import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Locale, ProgrammeKey } from '@academy/content';
import type { PreparedRegistration } from '@academy/validation';
import { PaymentStatus } from './payment-status.enum';
import { RegistrationStatus } from './registration-status.enum';

/** The photos a registrant uploads, by the field names existing clients use (SPEC.md 3.1). */
export { PHOTO_FIELDS, type PhotoField } from '@academy/validation';

/** An enrolment (SPEC.md 3.1), with every field in the spelling existing clients send. */
@Entity('registration')
@Index('IDX_registration_createdAt', ['createdAt'])
@Index('IDX_registration_programme_createdAt', ['programme', 'createdAt'])
@Index('IDX_registration_status_createdAt', ['status', 'createdAt'])
@Index('IDX_registration_status_holdUntil', ['status', 'holdUntil'])
@Index('IDX_registration_email', ['email'])
@Index('IDX_registration_eventId', ['eventId'])
@Index('IDX_registration_accessTokenHash', ['accessTokenHash'], { unique: true })
@Index('IDX_registration_referenceCode', ['referenceCode'], { unique: true })
@Index('IDX_registration_paymentReference', ['paymentReference'])
@Index('IDX_registration_checkoutSessionId', ['checkoutSessionId'])
export class Registration implements PreparedRegistration {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** What the registrant and staff quote ('K7QM-4XPB', see newReferenceCode); it opens nothing. */
  @Column({ type: 'varchar', length: 9 })
  referenceCode: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;

  @Column({ type: 'varchar', length: 16 })
  status: RegistrationStatus;

  @Column({ type: 'varchar', length: 32 })
  programme: ProgrammeKey;

  /**
   * The language it was made in (issue 30): the site's language of the form. The registrant's mails,
   * calendar invitation, private page and certificate are in it; staff's notices stay English.
   */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  locale: Locale;

  /** The calendar event whose seat this registration holds; null for the next available intake. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  eventId: string | null;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  middleName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 302 })
  nameAsCertificate: string;

  @Column({ type: 'varchar', length: 500 })
  currentAddress: string;

  @Column({ type: 'varchar', length: 500 })
  permanenetAddress: string;

  @Column({ type: 'boolean' })
  isSameAddress: boolean;

  /** The chosen workshop as 'location | name | date'. */
  @Column({ type: 'varchar', length: 300 })
  city: string;

  @Column({ type: 'varchar', length: 200 })
  venue: string;

  @Column({ type: 'varchar', length: 100 })
  timeslot: string;

  /** As typed, or the mobile number, or 'Not provided'. */
  @Column({ type: 'varchar', length: 30 })
  TelNo: string;

  /** '+97141234567'; null when it is 'Not provided' or ten digits without a country code. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  telNoE164: string | null;

  /** As the registrant typed it: '+971 50 123 4567', '050 123 4567'. */
  @Column({ type: 'varchar', length: 30 })
  mobileNo: string;

  /** '+971501234567'; null for an older client's ten digits without a country code. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  mobileNoE164: string | null;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 10 })
  dob: string;

  @Column({ type: 'varchar', length: 100 })
  occupation: string;

  @Column({ type: 'varchar', length: 100 })
  courseDetailDate: string;

  @Column({ type: 'varchar', length: 100 })
  courseDetailTime: string;

  @Column({ type: 'varchar', length: 200 })
  courseDetailVenue: string;

  @Column({ type: 'varchar', length: 40 })
  hearAbout: string;

  @Column({ type: 'boolean' })
  communicationPreferences: boolean;

  @Column({ type: 'boolean' })
  termsandcondition: boolean;

  @Column({ type: 'varchar', length: 200 })
  levelName: string;

  /** The office that looks after the registration: the emirate of the event, or null. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  office: string | null;

  /** Storage keys of the uploaded photos (never public paths). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  idPhotofront: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  idphotoback: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  profileImage: string | null;

  /** SHA-256 of the private link's token; the token itself is only ever in the registrant's mail. */
  @Column({ type: 'varchar', length: 64 })
  accessTokenHash: string;

  /** Makes a repeated submission (double click, retried request) return the first registration. */
  @Column({ type: 'varchar', length: 100, nullable: true, unique: true })
  submissionKey: string | null;

  /** SHA-256 of what came with the submission key: the key repeats that content only (submission-key.ts). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  submissionHash: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  cancelledAt: Date | null;

  /**
   * Until when an unpaid seat is held (online payment, a priced event); still pending then, the
   * registration expires and frees it. Null: held without a deadline.
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  holdUntil: Date | null;

  /**
   * A new address the registrant asked for, not in use until the link sent to it is opened: a private
   * link must never widen what it can read by taking over someone else's address.
   */
  @Column({ type: 'varchar', length: 254, nullable: true })
  pendingEmail: string | null;

  /** SHA-256 of the confirmation link's token, which is only ever in the mail to the new address. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  emailChangeTokenHash: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  emailChangeExpiresAt: Date | null;

  /**
   * What the registration owes, in the currency's minor units (fils): its event's fee on the day it
   * enrolled, an offer's price while one applied. Kept as it was, so a fee or an offer that changes later
   * does not change what was agreed. 0 for a free event; null without an event (the next intake).
   */
  @Column({ type: 'int', nullable: true })
  feeAmount: number | null;

  /** ISO 4217 code of feeAmount, upper case ('AED'). */
  @Column({ type: 'varchar', length: 3, nullable: true })
  feeCurrency: string | null;

  /** The offer feeAmount came from ('Early bird'), or null for the regular fee. */
  @Column({ type: 'varchar', length: 60, nullable: true })
  feeOffer: string | null;

  @Column({ type: 'varchar', length: 16, default: PaymentStatus.UNPAID })
  paymentStatus: PaymentStatus;

  /** What was received, in the currency's minor units (fils, cents); null until paid. */
  @Column({ type: 'int', nullable: true })
  amountPaid: number | null;

  /** ISO 4217 code of amountPaid, upper case ('AED'). */
  @Column({ type: 'varchar', length: 3, nullable: true })
  paymentCurrency: string | null;

  /** Stripe's PaymentIntent id for an online payment, or staff's reference (a bank transfer's). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentReference: string | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  paidAt: Date | null;

  /** The Stripe Checkout Session the registrant pays through, reused while it is still open. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  checkoutSessionId: string | null;
}
