import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** An admin session ended before its token expired (logout); rows past `until` can be dropped. */
@Entity('revoked_session')
@Index('IDX_revoked_session_until', ['until'])
export class RevokedSession {
  @PrimaryColumn({ type: 'varchar', length: 64 })
  id: string;

  @Column({ type: 'datetime', precision: 3 })
  until: Date;
}

/** Attempts under one key (a login account or address) in the current window; ended ones are purged. */
@Entity('throttle_counter')
@Index('IDX_throttle_counter_resetAt', ['resetAt'])
export class ThrottleCounter {
  @PrimaryColumn({ type: 'varchar', length: 200 })
  key: string;

  @Column({ type: 'int' })
  count: number;

  @Column({ type: 'datetime', precision: 3 })
  resetAt: Date;
}

/**
 * How many times what the public pages show (events, family sessions, fees) has changed: each change
 * counts one more in the transaction that makes it, so an instance that reads the new count also reads
 * the change, and renders its pages again (modules/public-pages).
 */
@Entity('site_version')
export class SiteVersion {
  @PrimaryColumn({ type: 'varchar', length: 32 })
  name: string;

  @Column({ type: 'int' })
  version: number;
}
