import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { Enquiry as EnquiryFields } from '@academy/validation';
import { EnquiryStatus } from './enquiry-status.enum';

/**
 * A stored enquiry (SPEC.md 3.2 fields plus status and createdAt). The table keeps its first name,
 * contact_message, so existing databases open unchanged.
 */
@Entity('contact_message')
@Index('IDX_contact_message_createdAt', ['createdAt'])
export class Enquiry implements EnquiryFields {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30 })
  phoneNumber: string;

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
