import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { SeatService } from '../calendar-event/seat.service';
import { MailOutbox } from '../mail/mail-outbox';
import { holdExpiredMail } from './hold-expiry.mails';
import { RegistrationSearchTerm } from './registration-search-term.entity';
import { RegistrationStatus } from './registration-status.enum';
import { Registration } from './registration.entity';

/** Registrations looked at per round; the next round takes the rest. */
const BATCH = 50;

/**
 * Expires unpaid registrations whose seat hold ran out: each in its own transaction, a conditional
 * UPDATE (still pending, still past its deadline) so that of several instances only one expires it and
 * frees its seat, which goes to the waiting list's first in line; the registrant is mailed.
 */
export class HoldExpiry {
  constructor(
    private readonly db: Database,
    private readonly seats: SeatService,
    private readonly calendar: CalendarEventService,
    private readonly mail: MailOutbox,
    private readonly clock: Clock,
  ) {}

  /** Expires every hold due now, a batch at a time; returns how many expired. */
  async expireDue(): Promise<number> {
    let expired = 0;
    for (;;) {
      const now = this.clock.now();
      const due = await this.db.dataSource
        .getRepository(Registration)
        .createQueryBuilder('r')
        .where('r.status = :pending', { pending: RegistrationStatus.PENDING })
        .andWhere('r.holdUntil <= :now', { now })
        .orderBy('r.holdUntil', 'ASC')
        .limit(BATCH)
        .getMany();
      let round = 0;
      for (const registration of due) if (await this.expire(registration, now)) round += 1;
      expired += round;
      // A batch expired by another instance meanwhile would come back whole: stop then.
      if (due.length < BATCH || round === 0) break;
    }
    if (expired > 0) this.mail.nudge();
    return expired;
  }

  private async expire(registration: Registration, now: Date): Promise<boolean> {
    const event = registration.eventId
      ? ((await this.calendar.findMany([registration.eventId])).get(registration.eventId) ?? null)
      : null;
    return this.db.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Registration)
        .set({ status: RegistrationStatus.EXPIRED, updatedAt: now })
        .where('id = :id AND status = :pending AND holdUntil <= :now', {
          id: registration.id,
          pending: RegistrationStatus.PENDING,
          now,
        })
        .execute();
      if (result.affected !== 1) return false;
      await manager.update(
        RegistrationSearchTerm,
        { registrationId: registration.id },
        { status: RegistrationStatus.EXPIRED },
      );
      if (registration.eventId) await this.seats.release(manager, 'event', registration.eventId);
      await this.mail.queue(manager, [holdExpiredMail(registration, event)]);
      return true;
    });
  }
}
