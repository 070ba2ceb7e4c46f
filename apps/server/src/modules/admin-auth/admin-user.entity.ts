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
   * Every session token carries the version it was issued under; one of another version is refused
   * (403). Raised when the password changes, so a stolen session ends with the password it was opened
   * with, on every instance at once.
   */
  @Column({ type: 'int', default: 0 })
  sessionVersion: number;

  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastLoginAt: Date | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  @Column({ type: 'datetime', precision: 3 })
  updatedAt: Date;
}
