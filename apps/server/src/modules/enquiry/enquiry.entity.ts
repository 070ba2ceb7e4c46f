import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { PreparedEnquiry } from '@academy/validation';
import { EnquiryStatus } from './enquiry-status.enum';

/**
 * A stored enquiry (SPEC.md 3.2 fields plus status and createdAt). The table keeps its first name,
 * contact_message, so existing databases open unchanged.
 */
@Entity('contact_message')
@Index('IDX_contact_message_createdAt', ['createdAt'])
export class Enquiry implements PreparedEnquiry {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** As the visitor typed it. */
  @Column({ type: 'varchar', length: 30 })
  phoneNumber: string;

  /** '+971501234567'; null for an older client's ten digits without a country code. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  phoneNumberE164: string | null;

  @Column({ type: 'varchar', length: 2 })
  country: string;

  @Column({ type: 'varchar', length: 20 })
  zipCode: string;

  @Column({ type: 'text' })
  message: string;

  @Column({ type: 'boolean' })
  acceptPrivacyPolicy: boolean;

  @Column({ type: 'varchar', length: 16, default: EnquiryStatus.NEW })
  status: EnquiryStatus;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;
}
