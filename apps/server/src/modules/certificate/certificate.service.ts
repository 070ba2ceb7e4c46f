import { randomUUID } from 'node:crypto';
import { providerToday } from '@academy/content';
import { EntityManager, IsNull } from 'typeorm';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { Database, isDuplicateKeyError } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { CatalogueService } from '../catalogue/catalogue.service';
import { MailOutbox } from '../mail/mail-outbox';
import { Registration } from '../registration/registration.entity';
import { CompletionReader } from './certificate-access';
import { CertificateLookup, Issued } from './certificate-lookup';
import { newCertificateNumber } from './certificate-number';
import { certificateMail } from './certificate.mails';
import { Certificate } from './certificate.entity';

const MAX_NAME = 302;
const MAX_REASON = 500;

/**
 * Certificates of completed registrations: issued once per registration (a unique "current" key, so
 * parallel requests settle on one), corrected by a new certificate that replaces the old, revoked with a
 * reason staff keep. Each change is in the audit log, and the registrant's mail with the PDF is queued
 * in the same transaction.
 */
export class CertificateService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly mail: MailOutbox,
    private readonly catalogue: CatalogueService,
    private readonly completion: CompletionReader,
    private readonly lookup: CertificateLookup,
  ) {}

  /**
   * Issues the certificates of every completed registration of an event that has none yet, from its
   * last day on. Answers the event's current certificates.
   */
  async issueForEvent(eventId: string, actor: Actor): Promise<Certificate[]> {
    const event = await this.db.manager.findOneBy(CalendarEvent, { id: eventId });
    if (!event) throw AppError.notFound('No such event');
    this.requireLastDayReached(event);
    for (const registrationId of await this.completion.completedRegistrationIds(eventId)) {
      await this.issue(registrationId, actor);
    }
    return (await this.lookup.forEvent(eventId)).filter((certificate) => certificate.currentFor !== null);
  }

  /**
   * The registration's certificate: issued now when it has none, the one it has otherwise (however many
   * ask at once). Only for a completed registration, from its event's last day on.
   */
  async issue(registrationId: string, actor: Actor): Promise<Certificate> {
    const current = await this.lookup.currentOf(registrationId);
    if (current) return current;
    const registration = await this.db.manager.findOneBy(Registration, { id: registrationId });
    if (!registration) throw AppError.notFound('No such registration');
    const event = registration.eventId
      ? await this.db.manager.findOneBy(CalendarEvent, { id: registration.eventId })
      : null;
    if (!event) throw AppError.conflict('This registration is for no event, so it has no certificate.');
    this.requireLastDayReached(event);
    if (!(await this.completion.isCompleted(registrationId))) {
      throw AppError.conflict('This registration is not completed yet: it has no certificate.');
    }
    const level = await this.catalogue.find(registration.programme, registration.levelName);
    const certificate = await this.newCertificate({
      registrationId,
      nameAsCertificate: registration.nameAsCertificate,
      programme: registration.programme,
      levelName: registration.levelName,
      eventId: event.id,
      startDate: event.date,
      endDate: event.endDate,
      hours: level?.hours ?? null,
      trainer: event.trainer,
      replaces: null,
      issuedBy: actor.label,
    });
    const pdf = await this.lookup.render(certificate, registration.locale);
    try {
      await this.db.transaction(async (manager) => {
        await manager.insert(Certificate, certificate);
        await this.recordAndMail(
          manager,
          actor,
          certificate,
          registration,
          pdf,
          'certificate.issue',
          'issued',
        );
      });
    } catch (error) {
      // Issued meanwhile by another request: that one stands (and sent the mail).
      const issued = isDuplicateKeyError(error) ? await this.lookup.currentOf(registrationId) : null;
      if (!issued) throw error;
      return issued;
    }
    this.mail.nudge();
    return certificate;
  }

  /** A corrected certificate under a new number, replacing this one (which then says so). */
  async reissue(typed: string, nameAsCertificate: string, actor: Actor): Promise<Certificate> {
    const name = nameAsCertificate.trim().replace(/\s+/g, ' ');
    if (!name || name.length > MAX_NAME) {
      throw AppError.badInput([
        {
          field: 'nameAsCertificate',
          message: `Please enter the name as on the certificate (at most ${MAX_NAME} characters)`,
        },
      ]);
    }
    const old = await this.lookup.byNumber(typed);
    if (old.revokedAt) throw AppError.conflict('A revoked certificate cannot be reissued.');
    if (old.replacedBy)
      throw AppError.conflict(`This certificate was already replaced by ${old.replacedBy}.`);
    const registration = await this.db.manager.findOneBy(Registration, { id: old.registrationId });
    if (!registration) throw AppError.notFound('No such registration');
    const certificate = await this.newCertificate({
      ...old,
      nameAsCertificate: name,
      replaces: old.number,
      issuedBy: actor.label,
    });
    const pdf = await this.lookup.render(certificate, registration.locale);
    await this.db.transaction(async (manager) => {
      // The old one stops being current first: of two corrections at once, only one finds it current.
      const { affected } = await manager.update(
        Certificate,
        { id: old.id, currentFor: old.registrationId },
        { currentFor: null, replacedBy: certificate.number },
      );
      if (affected !== 1)
        throw AppError.conflict('This certificate was just replaced by another correction.');
      await manager.insert(Certificate, certificate);
      await this.recordAndMail(
        manager,
        actor,
        certificate,
        registration,
        pdf,
        'certificate.reissue',
        `reissued as ${certificate.number} (replaces ${old.number})`,
      );
    });
    this.mail.nudge();
    return certificate;
  }

  /** Withdraws a certificate: its number then answers "revoked" with the date; the reason stays with staff. */
  async revoke(typed: string, reason: string, actor: Actor): Promise<Certificate> {
    const why = reason.trim();
    if (!why || why.length > MAX_REASON) {
      throw AppError.badInput([
        { field: 'reason', message: `Please give the reason (at most ${MAX_REASON} characters)` },
      ]);
    }
    const certificate = await this.lookup.byNumber(typed);
    if (certificate.revokedAt) return certificate;
    const now = this.clock.now();
    await this.db.transaction(async (manager) => {
      const { affected } = await manager.update(
        Certificate,
        { id: certificate.id, revokedAt: IsNull() },
        { revokedAt: now, revokeReason: why },
      );
      if (affected !== 1) return;
      await this.audit.record(manager, actor, {
        action: 'certificate.revoke',
        subjectKind: 'registration',
        subjectId: certificate.registrationId,
        summary: `Certificate ${certificate.number} revoked: ${why}`,
      });
    });
    return this.lookup.byNumber(certificate.number);
  }

  private requireLastDayReached(event: CalendarEvent): void {
    const lastDay = event.endDate ?? event.date;
    if (providerToday(this.clock.now()) < lastDay) {
      throw AppError.conflict(`Certificates are issued from the event's last day (${lastDay}) on.`);
    }
  }

  private async newCertificate(
    fields: Pick<
      Certificate,
      | 'nameAsCertificate'
      | 'programme'
      | 'levelName'
      | 'eventId'
      | 'startDate'
      | 'endDate'
      | 'hours'
      | 'trainer'
      | 'replaces'
      | 'issuedBy'
    > & { registrationId: string },
  ): Promise<Issued> {
    const issuedAt = this.clock.now();
    const year = Number(providerToday(issuedAt).slice(0, 4));
    let number = newCertificateNumber(year);
    // One in billions, but a number is never given twice (the unique index would refuse it anyway).
    while (await this.db.manager.existsBy(Certificate, { number })) number = newCertificateNumber(year);
    return {
      id: randomUUID(),
      number,
      currentFor: fields.registrationId,
      registrationId: fields.registrationId,
      external: false,
      nameAsCertificate: fields.nameAsCertificate,
      programme: fields.programme,
      levelName: fields.levelName,
      eventId: fields.eventId,
      startDate: fields.startDate,
      endDate: fields.endDate,
      hours: fields.hours,
      trainer: fields.trainer,
      issuedAt,
      issuedBy: fields.issuedBy,
      revokedAt: null,
      revokeReason: null,
      replacedBy: null,
      replaces: fields.replaces,
    };
  }

  private async recordAndMail(
    manager: EntityManager,
    actor: Actor,
    certificate: Issued,
    registration: Registration,
    pdf: Buffer,
    action: string,
    summary: string,
  ): Promise<void> {
    await this.audit.record(manager, actor, {
      action,
      subjectKind: 'registration',
      subjectId: registration.id,
      summary: `Certificate ${certificate.number} ${summary}`,
    });
    await this.mail.queue(manager, [
      certificateMail({
        certificate,
        to: registration.email,
        firstName: registration.firstName,
        verifyUrl: this.lookup.verifyUrl(certificate.number, registration.locale),
        locale: registration.locale,
        pdf,
      }),
    ]);
  }
}
