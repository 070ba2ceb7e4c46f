import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A staff account of the admin area (one role: admin, SPEC.md 6). */
@Entity('admin_user')
export class AdminUser {
  @PrimaryColumn({ type: 'varchar', length: 36 })
  id: string;

  /** Lower case; unique. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** argon2id, with its parameters and salt (PHC string). */
  @Column({ type: 'varchar', length: 200 })
  passwordHash: string;

  /**
   * Sessions signed before this moment are refused (403): set when the password changes, so a stolen
   * session ends with the password it was opened with, on every instance at once.
   */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  sessionsValidAfter: Date | null;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastLoginAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
