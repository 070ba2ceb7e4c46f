import { randomUUID } from 'node:crypto';
import { formatEventDays, providerToday, PROVIDER } from '@academy/content';
import { EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error';
import { CheckInCodes } from '../../common/check-in-code';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import type { Actor, AuditService } from '../audit/audit.service';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { Registration } from '../registration/registration.entity';
import { Attendance } from './attendance.entity';
import {
  CheckInOutcome,
  CheckInRefusal,
  CheckInResult,
  EventAttendance,
  EventAttendee,
} from './attendance.type';
import { Attendees, isCancelled, isUnpaid } from './attendees';
import { eventDays } from './completion-rule';
import { CompletionService } from './completion.service';

const EVENT_NOT_FOUND = 'Event not found';
const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface CheckInRequest {
  eventId: string;
  /** The scanned or typed check-in code; or: */
  code?: string | null;
  /** the registration tapped in the list. */
  registrationId?: string | null;
  /** The event's day checked in for; today (Dubai) when absent. */
  day?: string | null;
  /** Staff let in a cancelled or unpaid registration. */
  admitAnyway?: boolean | null;
  /** When the phone checked them in, for a check-in kept while offline and sent later. */
  scannedAt?: Date | null;
}

const timeOfDay = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: PROVIDER.timeZone,
});

/**
 * Staff's check-in at the door, day by day: by the registrant's signed code or from the list. A
 * registration is checked in once a day; a second scan (another phone, or a check-in sent late from
 * an offline phone) settles on the first and answers when and by whom. Each check-in and undo settles
 * completion and goes to the audit log in the same transaction.
 */
export class CheckInService {
  constructor(
    private readonly db: Database,
    private readonly attendees: Attendees,
    private readonly completion: CompletionService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly codes: CheckInCodes,
  ) {}

  today(): string {
    return providerToday(this.clock.now());
  }

  async attendance(eventId: string): Promise<EventAttendance> {
    const event = await this.db.manager.findOneBy(CalendarEvent, { id: eventId });
    if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
    return {
      eventId: event.id,
      eventName: event.name,
      days: eventDays(event),
      today: this.today(),
      attendees: await this.attendees.ofEvent(event.id),
    };
  }

  async checkIn(request: CheckInRequest, actor: Actor): Promise<CheckInResult> {
    const registrationId = this.registrationOf(request);
    const event = await this.db.manager.findOneBy(CalendarEvent, { id: request.eventId });
    if (!event) throw AppError.notFound(EVENT_NOT_FOUND);
    const day = this.dayOf(event, request.day);
    const now = this.clock.now();
    // A phone's own time is taken only for a check-in kept offline for at most a day: it cannot move the
    // first check-in of a day far back.
    const scannedAt = request.scannedAt;
    const at = scannedAt && scannedAt < now && now.getTime() - scannedAt.getTime() < DAY_MS ? scannedAt : now;
    return this.db.transaction(async (manager) => {
      const registration = await this.registrationOfEvent(manager, registrationId, event, request);
      const refusal = isCancelled(registration)
        ? CheckInRefusal.CANCELLED
        : isUnpaid(registration)
          ? CheckInRefusal.UNPAID
          : null;
      const existing = await manager.findOneBy(Attendance, { registrationId, day });
      if (existing && existing.checkedInAt <= at) {
        return this.result(manager, registration, day, CheckInOutcome.ALREADY_CHECKED_IN, null, existing);
      }
      if (!existing && refusal && !request.admitAnyway) {
        return this.result(manager, registration, day, CheckInOutcome.REFUSED, refusal, null);
      }
      // A check-in made earlier on an offline phone is the first: it replaces the one sent before it.
      if (existing) await manager.delete(Attendance, { id: existing.id });
      await manager.insert(Attendance, {
        id: randomUUID(),
        registrationId,
        eventId: event.id,
        day,
        checkedInAt: at,
        checkedInById: actor.id,
        checkedInBy: actor.label,
      });
      await this.completion.settleByAttendance(manager, registrationId);
      const admitted = refusal ? ` (let in while ${refusal})` : '';
      await this.audit.record(manager, actor, {
        action: 'registration.check-in',
        subjectKind: 'registration',
        subjectId: registrationId,
        summary: `Checked in for ${day} at ${timeOfDay.format(at)}${admitted}`,
      });
      return this.result(manager, registration, day, CheckInOutcome.CHECKED_IN, null, null);
    });
  }

  /** Takes back a check-in, on the day it was made only (a mistaken tap at the door). */
  async undo(registrationId: string, day: string, actor: Actor): Promise<EventAttendee> {
    return this.db.transaction(async (manager) => {
      const registration = await this.completion.lockRegistration(manager, registrationId);
      const row = await manager.findOneBy(Attendance, { registrationId, day });
      if (!row) throw AppError.notFound('Not checked in on that day');
      if (providerToday(row.checkedInAt) !== this.today()) {
        throw AppError.badInput([
          { field: 'day', message: 'A check-in can be undone only on the day it was made' },
        ]);
      }
      await manager.delete(Attendance, { id: row.id });
      await this.completion.settleByAttendance(manager, registrationId);
      await this.audit.record(manager, actor, {
        action: 'registration.check-in-undo',
        subjectKind: 'registration',
        subjectId: registrationId,
        summary: `Check-in for ${day} undone`,
      });
      return this.attendees.one(manager, registration);
    });
  }

  private registrationOf({ code, registrationId }: CheckInRequest): string {
    if (code?.trim()) {
      const id = this.codes.registrationOf(code);
      if (!id) throw AppError.badInput([{ field: 'code', message: 'This is not a check-in code' }]);
      return id;
    }
    if (registrationId) return registrationId;
    throw AppError.badInput([{ field: 'code', message: 'Scan or type a check-in code' }]);
  }

  private dayOf(event: CalendarEvent, asked: string | null | undefined): string {
    if (asked && !ISO_DAY.test(asked)) {
      throw AppError.badInput([{ field: 'day', message: 'Day must be a date (YYYY-MM-DD)' }]);
    }
    const days = eventDays(event);
    const day = asked ?? this.today();
    if (days.includes(day)) return day;
    const message = asked
      ? `${asked} is not a day of this event (${formatEventDays(event)})`
      : `Today is not a day of this event (${formatEventDays(event)}): choose its day`;
    throw AppError.badInput([{ field: 'day', message }]);
  }

  /** The registration, locked, when it is one of this event's; refused with the event it is for otherwise. */
  private async registrationOfEvent(
    manager: EntityManager,
    registrationId: string,
    event: CalendarEvent,
    request: CheckInRequest,
  ): Promise<Registration> {
    const registration = await this.completion.lockRegistration(manager, registrationId).catch((error) => {
      // A valid code whose registration was erased.
      if (request.code && error instanceof AppError && error.code === 'NOT_FOUND') {
        throw AppError.badInput([{ field: 'code', message: 'This registration no longer exists' }]);
      }
      throw error;
    });
    if (registration.eventId === event.id) return registration;
    const other = registration.eventId
      ? await manager.findOneBy(CalendarEvent, { id: registration.eventId })
      : null;
    const where = other ? `${other.name}, ${formatEventDays(other)}` : 'the next available intake';
    throw AppError.badInput([
      {
        field: request.code ? 'code' : 'registrationId',
        message: `${registration.firstName} ${registration.lastName} is registered for another event: ${where}`,
      },
    ]);
  }

  private async result(
    manager: EntityManager,
    registration: Registration,
    day: string,
    outcome: CheckInOutcome,
    refusal: CheckInRefusal | null,
    existing: Attendance | null,
  ): Promise<CheckInResult> {
    const name = `${registration.firstName} ${registration.lastName}`;
    const message = existing
      ? `Already checked in at ${timeOfDay.format(existing.checkedInAt)} by ${existing.checkedInBy}`
      : refusal === CheckInRefusal.CANCELLED
        ? `${name}'s registration is ${registration.status}`
        : refusal === CheckInRefusal.UNPAID
          ? `${name} has not paid`
          : `${name} checked in`;
    return { outcome, refusal, message, day, attendee: await this.attendees.one(manager, registration) };
  }
}
