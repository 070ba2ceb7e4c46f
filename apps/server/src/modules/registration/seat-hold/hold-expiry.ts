import { AppError } from '../../../common/app-error';
import { Clock } from '../../../common/clock';
import { Database } from '../../../database/database';
import { Actor, AuditService } from '../../audit/audit.service';
import { CalendarEventService } from '../../calendar-event/calendar-event.service';
import { SeatService } from '../../calendar-event/seat.service';
import { MailOutbox } from '../../mail/mail-outbox';
import { holdExpiredMail, holdReleasedMail } from './hold-expiry.mails';
import { PaymentStatus } from '../payment-status.enum';
import { REGISTRATION_NOT_FOUND, findRegistration } from '../registration-lookup';
import { writeStatus } from '../registration-status-change';
import { RegistrationStatus } from '../registration-status.enum';
import { Registration } from '../registration.entity';

/** Registrations looked at per round; the next round takes the rest. */
const BATCH = 50;

/**
 * Ends seat holds: unpaid registrations whose hold ran out (expireDue, the periodic task) and those
 * staff release before their deadline (release). Each in its own transaction, a conditional UPDATE
 * (still pending, still unpaid) so that of several instances, or an instance and a payment arriving,
 * only one acts; the seat goes to the waiting list's first in line and the registrant is mailed.
 */
export class HoldExpiry {
  constructor(
    private readonly db: Database,
    private readonly seats: SeatService,
    private readonly calendar: CalendarEventService,
    private readonly mail: MailOutbox,
    private readonly clock: Clock,
    private readonly audit: AuditService,
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
        .andWhere('r.paymentStatus = :unpaid', { unpaid: PaymentStatus.UNPAID })
        .orderBy('r.holdUntil', 'ASC')
        .limit(BATCH)
        .getMany();
      let round = 0;
      for (const registration of due) if (await this.end(registration, now)) round += 1;
      expired += round;
      // A batch expired by another instance meanwhile would come back whole: stop then.
      if (due.length < BATCH || round === 0) break;
    }
    if (expired > 0) this.mail.nudge();
    return expired;
  }

  /**
   * Staff end a held seat before its deadline: a pending, unpaid registration holding an event's seat
   * becomes expired, as at its deadline, and the change is in its history. Anything else is refused
   * with the reason (a confirmed registration is cancelled instead, with its own mail).
   */
  async release(id: string, actor: Actor): Promise<void> {
    const registration = await findRegistration(this.db.dataSource.getRepository(Registration), id);
    if (!registration) throw AppError.notFound(REGISTRATION_NOT_FOUND);
    const notHeld = whyNotHeld(registration);
    if (notHeld) throw AppError.conflict(notHeld);
    if (!(await this.end(registration, this.clock.now(), actor))) {
      throw AppError.conflict('The registration was changed meanwhile. Please reload it.');
    }
    this.mail.nudge();
  }

  /** Expires one hold (at its deadline, or released by `actor`); false when it is no longer held. */
  private async end(registration: Registration, now: Date, actor?: Actor): Promise<boolean> {
    const event = registration.eventId
      ? ((await this.calendar.findMany([registration.eventId])).get(registration.eventId) ?? null)
      : null;
    return this.db.transaction(async (manager) => {
      const written = await writeStatus(manager, registration, RegistrationStatus.EXPIRED, {
        set: { updatedAt: now },
        // Released by staff: any time while it holds an event's seat; expired: once its deadline passed.
        where: `status = :pending AND paymentStatus = :unpaid AND ${actor ? 'eventId IS NOT NULL' : 'holdUntil <= :now'}`,
        params: { pending: RegistrationStatus.PENDING, unpaid: PaymentStatus.UNPAID, now },
      });
      if (!written) return false;
      if (registration.eventId) await this.seats.release(manager, 'event', registration.eventId);
      if (actor) {
        await this.audit.record(manager, actor, {
          action: 'registration.hold-release',
          subjectKind: 'registration',
          subjectId: registration.id,
          summary: `Seat hold released: ${RegistrationStatus.PENDING} → ${RegistrationStatus.EXPIRED}`,
        });
      }
      await this.mail.queue(manager, [
        actor ? holdReleasedMail(registration, event) : holdExpiredMail(registration, event),
      ]);
      return true;
    });
  }
}

/** Why a registration has no held seat to release, or undefined when it has one. */
function whyNotHeld(registration: Registration): string | undefined {
  if (registration.status === RegistrationStatus.CONFIRMED) {
    return 'This registration is confirmed: cancel it to free its seat';
  }
  if (registration.status !== RegistrationStatus.PENDING) {
    return `This registration is ${registration.status}: it holds no seat`;
  }
  if (registration.paymentStatus !== PaymentStatus.UNPAID) {
    return `This registration is ${registration.paymentStatus}: cancel it to free its seat`;
  }
  if (!registration.eventId) {
    return 'This registration holds no seat: it is for the next available intake';
  }
  return undefined;
}
