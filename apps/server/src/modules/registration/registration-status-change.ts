import { EntityManager, ObjectLiteral } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { Clock } from '../../common/clock';
import { AppError } from '../../common/app-error';
import { Database } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { SeatService } from '../calendar-event/seat.service';
import { MailConfig } from '../../config';
import { MailOutbox, OutgoingMail } from '../mail/mail-outbox';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { holdDeadline } from './seat-hold/hold-deadline';
import { PaymentStatus } from './payment-status.enum';
import { REGISTRATION_NOT_FOUND } from './registration-lookup';
import { RegistrationSearchTerm } from './registration-search-term.entity';
import { RegistrationStatus, holdsSeat } from './registration-status.enum';
import { Registration } from './registration.entity';
import { statusMails } from './registration-status.mails';

/** How a registration's status is written: the columns written with it, and what the row must still be. */
export interface StatusWrite {
  /** Columns written in the same UPDATE (updatedAt, the payment's columns…). */
  set: QueryDeepPartialEntity<Registration>;
  /** The state the caller read, which the row must still be in besides its id: SQL with `params`. */
  where: string;
  params?: ObjectLiteral;
}

/**
 * The one writer of a registration's status column and of its copy in the search terms, inside the
 * caller's transaction: one conditional UPDATE, so of two changes begun from the same state only one
 * applies. False when the row was no longer in that state (then nothing was written).
 */
export async function writeStatus(
  manager: EntityManager,
  current: Pick<Registration, 'id' | 'status'>,
  status: RegistrationStatus,
  { set, where, params = {} }: StatusWrite,
): Promise<boolean> {
  const result = await manager
    .createQueryBuilder()
    .update(Registration)
    .set({ ...set, status })
    .where(`id = :id AND ${where}`, { ...params, id: current.id })
    .execute();
  if (result.affected !== 1) return false;
  if (status !== current.status) {
    await manager.update(RegistrationSearchTerm, { registrationId: current.id }, { status });
  }
  return true;
}

/**
 * The one way a registration's status changes: staff's status changes, the registrant's cancel and a
 * full refund's cancel.
 */
export class RegistrationStatusChange {
  constructor(
    private readonly db: Database,
    private readonly seats: SeatService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly calendar: CalendarEventService,
    private readonly mail: MailOutbox,
    private readonly settings: {
      mail: Pick<MailConfig, 'notifyAddress' | 'siteUrl'>;
      holdHours: number;
      /** Online payment is on: a confirmed unpaid registrant is told to pay from their page. */
      onlinePayment?: boolean;
    },
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
    const event = await this.eventOf(current);
    const holdUntil = this.holdFor(current, status, event);
    const mails = this.mailsFor(current, status, actor, event, holdUntil);
    const changed = await this.db.transaction((manager) =>
      this.write(manager, current, status, actor, mails, holdUntil),
    );
    if (mails.length > 0) this.mail.nudge();
    return changed;
  }

  /**
   * The same change inside the caller's transaction (a refund's, which the payment webhook applies
   * once), `current` as that transaction read it. `reason` goes into the history; `notify: false`
   * leaves the mail to the caller, whose own mail says what happened (the refund mail says the
   * registration is cancelled). The caller nudges the mail worker once it has committed.
   */
  async applyWithin(
    manager: EntityManager,
    current: Registration,
    status: RegistrationStatus,
    actor: Actor,
    { reason, notify = true }: { reason?: string; notify?: boolean } = {},
  ): Promise<Registration> {
    if (current.status === status) return current;
    const event = await this.eventOf(current);
    const holdUntil = this.holdFor(current, status, event);
    const mails = notify ? this.mailsFor(current, status, actor, event, holdUntil) : [];
    return this.write(manager, current, status, actor, mails, holdUntil, reason);
  }

  private async eventOf(current: Registration): Promise<CalendarEvent | null> {
    return current.eventId
      ? ((await this.calendar.findMany([current.eventId])).get(current.eventId) ?? null)
      : null;
  }

  /** The seat hold after the change: a new one from now for an unpaid registration put back to pending. */
  private holdFor(current: Registration, status: RegistrationStatus, event: CalendarEvent | null) {
    const renewed =
      status === RegistrationStatus.PENDING && current.paymentStatus === PaymentStatus.UNPAID
        ? holdDeadline(event, this.clock.now(), this.settings.holdHours)
        : undefined;
    return { renewed, holdUntil: renewed === undefined ? current.holdUntil : renewed };
  }

  private mailsFor(
    current: Registration,
    status: RegistrationStatus,
    actor: Actor,
    event: CalendarEvent | null,
    hold: { renewed: Date | null | undefined },
  ) {
    return statusMails({
      // The mails tell of a deadline only when this change sets one.
      registration: { ...current, holdUntil: hold.renewed ?? null },
      event,
      status,
      // Stripe acts without an id too; only the registrant's own cancel is theirs.
      byRegistrant: actor.id === null && actor.label === 'registrant',
      mail: this.settings.mail,
      onlinePayment: this.settings.onlinePayment,
    });
  }

  private async write(
    manager: EntityManager,
    current: Registration,
    status: RegistrationStatus,
    actor: Actor,
    mails: OutgoingMail[],
    { holdUntil }: { holdUntil: Date | null },
    reason?: string,
  ): Promise<Registration> {
    const now = this.clock.now();
    const id = current.id;
    const cancelledAt = status === RegistrationStatus.CANCELLED ? now : null;
    const written = await writeStatus(manager, current, status, {
      set: { updatedAt: now, cancelledAt, holdUntil },
      where: 'status = :from',
      params: { from: current.status },
    });
    if (!written) throw AppError.conflict('The registration was changed meanwhile. Please reload it.');
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
      summary: `Status ${current.status} → ${status}${reason ? ` (${reason})` : ''}`,
    });
    await this.mail.queue(manager, mails);
    return { ...current, status, holdUntil, updatedAt: now, cancelledAt };
  }
}
