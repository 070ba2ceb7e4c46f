import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import type { ContactEnquiry } from '@academy/validation';
import { EnquiryStatus } from './enquiry-status.enum';

/** A stored contact enquiry (SPEC.md 3.2 fields plus status and createdAt). */
@Entity('contact_message')
@Index('IDX_contact_message_createdAt', ['createdAt'])
export class ContactMessage implements ContactEnquiry {
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
