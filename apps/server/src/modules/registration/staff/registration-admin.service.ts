import { Repository } from 'typeorm';
import { AppError } from '../../../common/app-error';
import { Database } from '../../../database/database';
import { Actor, AuditService } from '../../audit/audit.service';
import { SeatService } from '../../calendar-event/seat.service';
import { MailOutbox } from '../../mail/mail-outbox';
import { FileStorage } from '../../uploads/file-storage';
import { HoldExpiry } from '../seat-hold/hold-expiry';
import { REGISTRATION_NOT_FOUND, findRegistration } from '../registration-lookup';
import { RegistrationPage, RegistrationQuery, RegistrationSearch } from '../registration-search';
import { RegistrationStatusChange } from '../registration-status-change';
import { RegistrationStatus, holdsSeat } from '../registration-status.enum';
import { PHOTO_FIELDS, Registration } from '../registration.entity';

/** Staff's registrations: the lists and their search, status changes, histories and erasure. */
export class RegistrationAdminService {
  private readonly search = new RegistrationSearch(() => this.db.manager);

  constructor(
    private readonly db: Database,
    private readonly seats: SeatService,
    private readonly statusChange: RegistrationStatusChange,
    private readonly mail: MailOutbox,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly holds: HoldExpiry,
  ) {}

  private get registrations(): Repository<Registration> {
    return this.db.dataSource.getRepository(Registration);
  }

  /** A page of registrations for staff (see RegistrationSearch). */
  list(query: RegistrationQuery): Promise<RegistrationPage> {
    return this.search.page(query);
  }

  find(id: string): Promise<Registration | null> {
    return findRegistration(this.registrations, id);
  }

  /** Who changed the registration and when, oldest first. */
  history(id: string) {
    return this.audit.history('registration', id);
  }

  /**
   * See RegistrationStatusChange: cancelling frees the seat, reinstating takes one. Awaiting approval is
   * set only by an enrolment, with its request (modules/learner-path), never by hand.
   */
  async setStatus(id: string, status: RegistrationStatus, actor: Actor): Promise<Registration> {
    if (status === RegistrationStatus.PENDING_APPROVAL) {
      throw AppError.badInput([
        { field: 'status', message: 'Only an enrolment taken pending a prerequisite awaits approval' },
      ]);
    }
    return this.statusChange.apply(id, status, actor);
  }

  /** See HoldExpiry.release: an unpaid, unconfirmed seat given back before its deadline. */
  releaseHold(id: string, actor: Actor): Promise<void> {
    return this.holds.release(id, actor);
  }

  /**
   * Erases a registration for good when its person asks: the row, its search words, its photos and its
   * queued mails; its seat is given back. The log keeps only that an erasure happened.
   */
  async erase(id: string, actor: Actor): Promise<void> {
    const registration = await this.find(id);
    if (!registration) throw AppError.notFound(REGISTRATION_NOT_FOUND);
    await this.db.transaction(async (manager) => {
      // Its search words go with it (FK_registration_search_term_registration is ON DELETE CASCADE).
      const result = await manager.delete(Registration, { id });
      if (result.affected !== 1) throw AppError.notFound(REGISTRATION_NOT_FOUND);
      if (registration.eventId && holdsSeat(registration.status)) {
        await this.seats.release(manager, 'event', registration.eventId);
      }
      await this.mail.erase(manager, 'registration', id);
      await this.audit.recordErasure(manager, actor, {
        subjectKind: 'registration',
        subjectId: id,
        summary: 'Erased on request, with its photos and mails',
      });
    });
    for (const field of PHOTO_FIELDS) {
      const key = registration[field];
      if (key) await this.storage.delete(key).catch(() => undefined);
    }
  }
}
