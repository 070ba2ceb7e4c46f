import { Gauge, Registry } from 'prom-client';
import { In } from 'typeorm';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import { OutboxMail, OutboxStatus } from './outbox-mail.entity';

/** Sent mails pile up for good; counting them would read the whole table at every scrape. */
const COUNTED: OutboxStatus[] = ['pending', 'sending', 'failed'];
const QUEUED: OutboxStatus[] = ['pending', 'sending'];

/**
 * How the outbox is doing, read from the database at each scrape (so every instance reports the one
 * shared queue): mails by status, and the age of the oldest one not yet sent, which grows while the
 * mail server refuses or the workers are down.
 */
export function registerOutboxMetrics(registry: Registry, db: Database, clock: Clock): void {
  const mails = () => db.dataSource.getRepository(OutboxMail);
  new Gauge({
    name: 'mail_outbox_mails',
    help: 'Mails in the outbox not sent: pending (waiting for an attempt), sending (claimed), failed (given up)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await mails()
        .createQueryBuilder('mail')
        .select('mail.status', 'status')
        .addSelect('COUNT(*)', 'count')
        .where({ status: In(COUNTED) })
        .groupBy('mail.status')
        .getRawMany<{ status: OutboxStatus; count: string | number }>();
      for (const status of COUNTED) {
        const row = rows.find((candidate) => candidate.status === status);
        this.set({ status }, Number(row?.count ?? 0));
      }
    },
  });
  new Gauge({
    name: 'mail_outbox_oldest_queued_age_seconds',
    help: 'Age of the oldest mail waiting to be sent (pending or sending); 0 when none waits',
    registers: [registry],
    async collect() {
      const oldest = await mails().findOne({
        select: { id: true, createdAt: true },
        where: { status: In(QUEUED) },
        order: { createdAt: 'ASC' },
      });
      const ageMs = oldest ? clock.now().getTime() - oldest.createdAt.getTime() : 0;
      this.set(Math.max(0, ageMs) / 1000);
    },
  });
}
