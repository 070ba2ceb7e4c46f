import { EntityManager, In } from 'typeorm';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import type { Actor, AuditService } from '../audit/audit.service';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { Registration } from '../registration/registration.entity';
import { Attendance } from './attendance.entity';
import { completedByAttendance, eventDays } from './completion-rule';
import { Completion } from './completion.entity';

const REGISTRATION_NOT_FOUND = 'Registration not found';
const REASON_MAX = 500;

/**
 * Which registrations are completed (the `completion` service). A registration is completed when it
 * attended every day of its event, or when staff marked it so by hand with a reason. The table
 * registration_completion is the one place to read it: check-ins and undos settle it in their own
 * transaction (settleByAttendance), staff marks write it directly.
 */
export class CompletionService {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The completed registrations of an event. */
  async completedRegistrationIds(eventId: string): Promise<string[]> {
    const rows = await this.db.manager
      .createQueryBuilder(Completion, 'completion')
      .innerJoin(Registration, 'registration', 'registration.id = completion.registrationId')
      .where('registration.eventId = :eventId', { eventId })
      .select('completion.registrationId', 'registrationId')
      .orderBy('completion.registrationId', 'ASC')
      .getRawMany<{ registrationId: string }>();
    return rows.map((row) => row.registrationId);
  }

  async isCompleted(registrationId: string): Promise<boolean> {
    return (await this.db.manager.countBy(Completion, { registrationId })) > 0;
  }

  /** The completion of each given registration that has one, by registration id. */
  async completionsOf(registrationIds: readonly string[]): Promise<Map<string, Completion>> {
    if (registrationIds.length === 0) return new Map();
    const rows = await this.db.manager.findBy(Completion, { registrationId: In([...registrationIds]) });
    return new Map(rows.map((row) => [row.registrationId, row]));
  }

  /**
   * Staff mark a registration completed by hand, whatever its attendance (a day missed for a good
   * reason). The mark stands until staff remove it; one already completed by attendance becomes staff's.
   */
  async markCompleted(registrationId: string, reason: string, actor: Actor): Promise<Completion> {
    const why = reason.trim();
    if (!why) {
      throw AppError.badInput([
        { field: 'reason', message: 'Say why it is completed without full attendance' },
      ]);
    }
    if (why.length > REASON_MAX) {
      throw AppError.badInput([
        { field: 'reason', message: `Reason must be at most ${REASON_MAX} characters` },
      ]);
    }
    return this.db.transaction(async (manager) => {
      await this.lockRegistration(manager, registrationId);
      const completion: Completion = {
        registrationId,
        completedAt: this.clock.now(),
        how: 'staff',
        byStaff: actor.label,
        reason: why,
      };
      await manager.delete(Completion, { registrationId });
      await manager.insert(Completion, completion);
      await this.audit.record(manager, actor, {
        action: 'registration.complete',
        subjectKind: 'registration',
        subjectId: registrationId,
        summary: `Marked completed: ${why}`,
      });
      return completion;
    });
  }

  /**
   * Removes staff's mark; the attendance rule decides again at once (a registration that attended
   * every day stays completed).
   */
  async unmarkCompleted(registrationId: string, actor: Actor): Promise<Completion | null> {
    return this.db.transaction(async (manager) => {
      await this.lockRegistration(manager, registrationId);
      const removed = await manager.delete(Completion, { registrationId, how: 'staff' });
      if (!removed.affected) {
        throw AppError.badInput([
          { field: 'registrationId', message: 'It was not marked completed by hand' },
        ]);
      }
      await this.audit.record(manager, actor, {
        action: 'registration.uncomplete',
        subjectKind: 'registration',
        subjectId: registrationId,
        summary: 'Completion by hand removed',
      });
      return this.settleByAttendance(manager, registrationId);
    });
  }

  /**
   * Writes or deletes the registration's attendance completion from its check-ins so far: called in
   * the transaction of each check-in and undo, after the registration's row was locked. A staff mark
   * is left as it is. Returns the completion the registration has afterwards.
   */
  async settleByAttendance(manager: EntityManager, registrationId: string): Promise<Completion | null> {
    const current = await manager.findOneBy(Completion, { registrationId });
    if (current?.how === 'staff') return current;
    const registration = await manager.findOneBy(Registration, { id: registrationId });
    const event = registration?.eventId
      ? await manager.findOneBy(CalendarEvent, { id: registration.eventId })
      : null;
    const attended = event
      ? (await manager.findBy(Attendance, { registrationId, eventId: event.id })).map((row) => row.day)
      : [];
    const completed = event !== null && completedByAttendance(eventDays(event), attended);
    if (completed && !current) {
      const completion: Completion = {
        registrationId,
        completedAt: this.clock.now(),
        how: 'attendance',
        byStaff: null,
        reason: null,
      };
      await manager.insert(Completion, completion);
      return completion;
    }
    if (!completed && current) {
      await manager.delete(Completion, { registrationId, how: 'attendance' });
      return null;
    }
    return current;
  }

  /** Takes the registration's row lock, so its check-ins and completion change one at a time. */
  async lockRegistration(manager: EntityManager, registrationId: string): Promise<Registration> {
    const registration = await this.db
      .forUpdate(manager.createQueryBuilder(Registration, 'registration'))
      .where('registration.id = :registrationId', { registrationId })
      .getOne();
    if (!registration) throw AppError.notFound(REGISTRATION_NOT_FOUND);
    return registration;
  }
}
