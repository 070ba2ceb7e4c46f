import { Clock } from '../../common/clock';
import { AppError } from '../../common/app-error';
import { Database } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { SeatService } from '../calendar-event/seat.service';
import { MailConfig } from '../../config';
import { MailOutbox } from '../mail/mail-outbox';
import { holdDeadline } from './hold-expiry';
import { PaymentStatus } from './payment-status.enum';
import { REGISTRATION_NOT_FOUND } from './registration-lookup';
import { RegistrationSearchTerm } from './registration-search-term.entity';
import { RegistrationStatus, holdsSeat } from './registration-status.enum';
import { Registration } from './registration.entity';
import { statusMails } from './registration-status.mails';

/** The one way a registration's status changes: staff's status changes and the registrant's cancel. */
export class RegistrationStatusChange {
  constructor(
    private readonly db: Database,
    private readonly seats: SeatService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly calendar: CalendarEventService,
    private readonly mail: MailOutbox,
    private readonly settings: { mail: Pick<MailConfig, 'notifyAddress'>; holdHours: number },
  ) {}

  /**
   * Moves a registration to another status. Cancelling frees its seat; reinstating a cancelled or
   * expired one takes a seat again (and fails like a new enrolment when the event is full or closed). Each change
   * is one conditional update on the status it started from, so two staff members cannot both apply one.
   * The mails it calls for (see statusMails) are queued with it, so a change always sends them and a
   * refused one never does. A registrant (actor without an id) can only cancel. An unpaid registration
   * put back to pending is held anew from now (holdDeadline): its old deadline may have passed, and
   * the hold expiry would end it again at once.
   */
  async apply(id: string, status: RegistrationStatus, actor: Actor): Promise<Registration> {
    const current = await this.db.dataSource.getRepository(Registration).findOneBy({ id });
    if (!current) throw AppError.notFound(REGISTRATION_NOT_FOUND);
    if (current.status === status) return current;
    const now = this.clock.now();
    const event = current.eventId
      ? ((await this.calendar.findMany([current.eventId])).get(current.eventId) ?? null)
      : null;
    const renewedHold =
      status === RegistrationStatus.PENDING && current.paymentStatus === PaymentStatus.UNPAID
        ? holdDeadline(event, now, this.settings.holdHours)
        : undefined;
    const holdUntil = renewedHold === undefined ? current.holdUntil : renewedHold;
    const mails = statusMails({
      // The mails tell of a deadline only when this change sets one.
      registration: { ...current, holdUntil: renewedHold ?? null },
      event,
      status,
      byRegistrant: actor.id === null,
      mail: this.settings.mail,
    });
    await this.db.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Registration)
        .set({
          status,
          updatedAt: now,
          cancelledAt: status === RegistrationStatus.CANCELLED ? now : null,
          holdUntil,
        })
        .where('id = :id AND status = :from', { id, from: current.status })
        .execute();
      if (result.affected !== 1)
        throw AppError.conflict('The registration was changed meanwhile. Please reload it.');
      await manager.update(RegistrationSearchTerm, { registrationId: id }, { status });
      if (current.eventId && holdsSeat(current.status) && !holdsSeat(status)) {
        await this.seats.release(manager, 'event', current.eventId);
      }
      if (current.eventId && !holdsSeat(current.status) && holdsSeat(status)) {
        await this.seats.take(manager, 'event', current.eventId);
      }
      await this.audit.record(manager, actor, {
        action: 'registration.status',
        subjectKind: 'registration',
        subjectId: id,
        summary: `Status ${current.status} → ${status}`,
      });
      await this.mail.queue(manager, mails);
    });
    if (mails.length > 0) this.mail.nudge();
    return {
      ...current,
      status,
      holdUntil,
      updatedAt: now,
      cancelledAt: status === RegistrationStatus.CANCELLED ? now : null,
    };
  }
}
