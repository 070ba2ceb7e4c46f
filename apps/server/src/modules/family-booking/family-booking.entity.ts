import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Locale } from '@academy/content';
import { FamilyBookingStatus } from './family-booking-status.enum';

/** A family's booking of a session slot (SPEC.md 3.6: sessionSlot, familyMember0..3, email, phone). */
@Entity('family_booking')
@Index('IDX_family_booking_createdAt', ['createdAt'])
@Index('IDX_family_booking_sessionId', ['sessionId'])
export class FamilyBooking {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'varchar', length: 16 })
  status: FamilyBookingStatus;

  /** The session; null if staff later removed it (the venue and date below stay). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  sessionId: string | null;

  @Column({ type: 'varchar', length: 200 })
  sessionVenue: string;

  @Column({ type: 'varchar', length: 10 })
  sessionDate: string;

  @Column({ type: 'varchar', length: 60 })
  sessionSlot: string;

  @Column({ type: 'varchar', length: 100 })
  familyMember0: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  familyMember1: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  familyMember2: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  familyMember3: string | null;

  /** Seats the booking holds: one per family member. */
  @Column({ type: 'int' })
  seats: number;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** As the family typed it: '+971 50 123 4567', '050 123 4567' (older bookings: '+1 555 123 4567'). */
  @Column({ type: 'varchar', length: 30 })
  phone: string;

  /** '+971501234567'; null for ten digits without a country code. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  phoneE164: string | null;

  /** The language the family booked in (issue 30): its confirmation, invitation and reminders are in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  locale: Locale;

  @Column({ type: 'varchar', length: 100, nullable: true, unique: true })
  submissionKey: string | null;

  /** SHA-256 of what came with the submission key: the key repeats that content only (submission-key.ts). */
  @Column({ type: 'varchar', length: 64, nullable: true })
  submissionHash: string | null;
}
