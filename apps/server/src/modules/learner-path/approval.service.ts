import { AppError } from '../../common/app-error';
import { Database } from '../../database/database';
import { Actor } from '../audit/audit.service';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { MailOutbox } from '../mail/mail-outbox';
import { REGISTRATION_NOT_FOUND } from '../registration/registration-lookup';
import { RegistrationStatusChange } from '../registration/registration-status-change';
import { RegistrationStatus } from '../registration/registration-status.enum';
import { Registration } from '../registration/registration.entity';
import { approvedMail, declinedMail } from '../registration/prerequisite/approval.mails';
import { PrerequisiteRequest } from '../registration/prerequisite/prerequisite-request.entity';

export const NOT_AWAITING_APPROVAL = 'This registration is not awaiting approval';

/**
 * Staff's decision on an enrolment taken pending approval of a prerequisite completed elsewhere.
 * Both go through the one status change (its conditional write, seat and audit entry), with the
 * decision and its mail in the same transaction: approved, it is pending with its seat held from now
 * and payment asked; declined, it is cancelled and its seat freed.
 */
export class ApprovalService {
  constructor(
    private readonly db: Database,
    private readonly statusChange: RegistrationStatusChange,
    private readonly calendar: CalendarEventService,
    private readonly mail: MailOutbox,
    private readonly settings: { siteUrl: string; onlinePayment: boolean },
  ) {}

  async approve(id: string, actor: Actor): Promise<Registration> {
    const { current, event } = await this.awaiting(id);
    const approved = await this.db.transaction(async (manager) => {
      const changed = await this.statusChange.applyWithin(
        manager,
        current,
        RegistrationStatus.PENDING,
        actor,
        {
          reason: 'prerequisite approved',
          notify: false,
        },
      );
      await manager.update(
        PrerequisiteRequest,
        { registrationId: id },
        { decision: 'approved', decidedAt: changed.updatedAt },
      );
      await this.mail.queue(manager, [approvedMail({ registration: changed, event, ...this.settings })]);
      return changed;
    });
    this.mail.nudge();
    return approved;
  }

  async decline(id: string, reason: string, actor: Actor): Promise<Registration> {
    const note = reason.trim();
    if (note.length > 500) throw AppError.badInput([{ field: 'reason', message: 'At most 500 characters' }]);
    const { current, event } = await this.awaiting(id);
    const declined = await this.db.transaction(async (manager) => {
      const changed = await this.statusChange.applyWithin(
        manager,
        current,
        RegistrationStatus.CANCELLED,
        actor,
        {
          reason: note ? `prerequisite declined: ${note}` : 'prerequisite declined',
          notify: false,
        },
      );
      await manager.update(
        PrerequisiteRequest,
        { registrationId: id },
        { decision: 'declined', decidedAt: changed.updatedAt },
      );
      await this.mail.queue(manager, [declinedMail({ registration: changed, event, reason: note })]);
      return changed;
    });
    this.mail.nudge();
    return declined;
  }

  /** The registration and its event, refused unless it awaits approval (CONFLICT once decided). */
  private async awaiting(id: string) {
    const current = await this.db.manager.findOneBy(Registration, { id });
    if (!current) throw AppError.notFound(REGISTRATION_NOT_FOUND);
    if (current.status !== RegistrationStatus.PENDING_APPROVAL)
      throw AppError.conflict(NOT_AWAITING_APPROVAL);
    const event = current.eventId
      ? ((await this.calendar.findMany([current.eventId])).get(current.eventId) ?? null)
      : null;
    return { current, event };
  }
}
