import { MY_REGISTRATION } from '@academy/content';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import {
  PHOTO_MAX_BYTES,
  REGISTRATION_FIELDS,
  REGISTRATION_FIELD_LABELS,
  type RegistrationField,
  photoSizeMessage,
  photoTypeMessage,
  prepareRegistration,
  validateRegistration,
} from '@academy/validation';
import { AppError, FieldError } from '../../../common/app-error';
import { Clock } from '../../../common/clock';
import { fieldErrorsOf } from '../../../common/input-validation';
import { Database } from '../../../database/database';
import { AdminSession } from '../../admin-auth/admin-session.service';
import { actorOf } from '../../audit/actor';
import { Actor, AuditService } from '../../audit/audit.service';
import { CalendarEventService } from '../../calendar-event/calendar-event.service';
import { FileStorage } from '../../uploads/file-storage';
import { IMAGE_MIME_BY_EXTENSION, ImageType, detectImageType } from '../../uploads/image-type';
import { StagedFile } from '../../uploads/staged-file';
import { REGISTRATION_NOT_FOUND, findRegistration } from '../registration-lookup';
import { registrationChangeSummary } from '../staff/registration-change-summary';
import { writeSearchTerms } from '../registration-search';
import { RegistrationStatusChange } from '../registration-status-change';
import { RegistrationStatus, holdsSeat } from '../registration-status.enum';
import { PHOTO_FIELDS, PhotoField, Registration } from '../registration.entity';
import { privateLinkReplacedAt, opensRegistration, registrationOpenedBy } from './private-links';
import { NO_PENDING_EMAIL, PendingEmail, RegistrantEmailChange, isOtherAddress } from './registrant-email';
import { SubmissionThrottleService } from '../../throttle/submission-throttle.service';

/** Fields a registrant may correct after enrolling; the course itself is changed by staff only. */
const EDITABLE_FIELDS: readonly RegistrationField[] = [
  'firstName',
  'middleName',
  'lastName',
  'currentAddress',
  'permanenetAddress',
  'isSameAddress',
  'TelNo',
  'mobileNo',
  'email',
  'dob',
  'occupation',
  'hearAbout',
  'communicationPreferences',
];
const FIXED_FIELDS = REGISTRATION_FIELDS.filter((field) => !EDITABLE_FIELDS.includes(field));

/** Who may act on a registration: staff, or the holder of its private link. */
export interface Credentials {
  adminSession: AdminSession | null;
  registrationToken?: string;
}

export interface Updated {
  registration: Registration;
  /** A registrant asked for this new address: a link to confirm it was sent there. */
  emailChangeSentTo?: string;
}

/** What a RegistrantService works with, by name. */
export interface RegistrantServiceDeps {
  db: Database;
  calendar: CalendarEventService;
  statusChange: RegistrationStatusChange;
  storage: FileStorage;
  audit: AuditService;
  clock: Clock;
  emailChange: RegistrantEmailChange;
  throttle: SubmissionThrottleService;
}

/**
 * The registrant's private link (and staff acting through the same paths): opening a registration,
 * correcting it with photos, cancelling it, and the registrations of one e-mail address.
 */
export class RegistrantService {
  constructor(private readonly deps: RegistrantServiceDeps) {}

  private get registrations(): Repository<Registration> {
    return this.deps.db.dataSource.getRepository(Registration);
  }

  /**
   * The registration, for staff or for the holder of its private link. Anyone else learns nothing,
   * not even whether it exists: 401 without credentials, 404 with a link that does not open it.
   */
  async authorize(
    id: string,
    credentials: Credentials,
  ): Promise<{ registration: Registration; actor: Actor }> {
    const { adminSession, registrationToken } = credentials;
    if (!adminSession && !registrationToken) throw AppError.unauthenticated();
    const registration = await findRegistration(this.registrations, id);
    if (adminSession) {
      if (!registration) throw AppError.notFound(REGISTRATION_NOT_FOUND);
      return { registration, actor: actorOf(adminSession) };
    }
    if (!registration) throw AppError.notFound(REGISTRATION_NOT_FOUND);
    const token = registrationToken as string;
    if (!(await opensRegistration(this.deps.db, registration, token))) {
      // A link that once opened it, replaced by a newer one, says so (never who asked for it).
      const replacedAt = await privateLinkReplacedAt(this.deps.db, registration.id, token);
      if (replacedAt) {
        throw new AppError('NOT_FOUND', MY_REGISTRATION.replacedLink(replacedAt), { replacedAt });
      }
      throw AppError.notFound(REGISTRATION_NOT_FOUND);
    }
    return { registration, actor: { id: null, label: 'registrant' } };
  }

  /**
   * Registrations made with one e-mail address: all of them for staff; for a registrant, the one their
   * token opens when it has that address, never the others of the same address (a token opens its own).
   */
  async listByEmail(email: string, credentials: Credentials): Promise<Registration[]> {
    const wanted = email.trim().toLowerCase();
    if (!credentials.adminSession) {
      if (!credentials.registrationToken) throw AppError.unauthenticated();
      const holder = await registrationOpenedBy(this.deps.db, credentials.registrationToken);
      return holder && holder.email.toLowerCase() === wanted ? [holder] : [];
    }
    return this.registrations
      .createQueryBuilder('r')
      .where('LOWER(r.email) = :wanted', { wanted })
      .orderBy('r.createdAt', 'DESC')
      .getMany();
  }

  /** Cancels and gives back the seat; cancelling a cancelled registration changes nothing. */
  async cancel(registration: Registration, actor: Actor): Promise<Registration> {
    return this.deps.statusChange.apply(registration.id, RegistrationStatus.CANCELLED, actor);
  }

  /**
   * Corrects the registrant's details and stores new photos. Every field and file is checked before
   * anything is written; photos are stored first and the row updated after, so a failure leaves the
   * registration as it was (and removes the new files); replaced files are removed last. Staff change
   * the e-mail address at once; a registrant's new address waits for the link sent to it.
   */
  async update(
    registration: Registration,
    raw: Readonly<Record<string, unknown>>,
    photos: Partial<Record<PhotoField, StagedFile>>,
    actor: Actor,
    clientAddress: string,
  ): Promise<Updated> {
    if (!holdsSeat(registration.status) && actor.id === null) {
      throw AppError.conflict(
        `This registration is ${registration.status}: please contact us to make changes`,
      );
    }
    const fieldErrors: FieldError[] = [];
    for (const field of FIXED_FIELDS) {
      if (raw[field] === undefined) continue;
      const stored = registration[field];
      // Only a plain value can repeat the stored one; an object or array is a change (and String() of
      // an object whose toString is not a function throws).
      const value = raw[field];
      const given = ['string', 'number', 'boolean'].includes(typeof value) ? String(value) : undefined;
      const same = typeof stored === 'boolean' ? given === String(stored) : given?.trim() === stored;
      if (!same) {
        fieldErrors.push({
          field,
          message: `${REGISTRATION_FIELD_LABELS[field]} cannot be changed after registering; please contact us`,
        });
      }
    }
    const merged: Record<string, unknown> = { ...registration };
    for (const field of EDITABLE_FIELDS) if (raw[field] !== undefined) merged[field] = raw[field];
    const validation = fieldErrorsOf(validateRegistration(merged, this.deps.calendar.today()));
    fieldErrors.push(
      ...validation.filter((error) => EDITABLE_FIELDS.includes(error.field as RegistrationField)),
    );
    const images = new Map<PhotoField, { file: StagedFile; type: ImageType }>();
    for (const field of PHOTO_FIELDS) {
      const file = photos[field];
      if (!file) continue;
      const type = detectImageType(file.head);
      if (file.size > PHOTO_MAX_BYTES) fieldErrors.push({ field, message: photoSizeMessage(field) });
      else if (!type) fieldErrors.push({ field, message: photoTypeMessage(field) });
      else images.set(field, { file, type });
    }
    if (fieldErrors.length > 0) throw AppError.badInput(fieldErrors);

    const prepared = prepareRegistration(merged);
    const changes: Partial<Registration> = { updatedAt: this.deps.clock.now() };
    for (const field of EDITABLE_FIELDS) (changes as Record<string, unknown>)[field] = prepared[field];
    changes.nameAsCertificate = prepared.nameAsCertificate;
    changes.mobileNoE164 = prepared.mobileNoE164;
    changes.telNoE164 = prepared.telNoE164;
    const askedEmail =
      actor.id === null && isOtherAddress(registration, prepared.email) ? prepared.email : undefined;
    if (askedEmail) changes.email = registration.email;
    else if (changes.email !== registration.email) Object.assign(changes, NO_PENDING_EMAIL);
    const stored: string[] = [];
    try {
      for (const [field, { file, type }] of images) {
        const key = `registrations/${registration.id}/${field}-${randomUUID()}.${type.extension}`;
        await this.deps.storage.put(key, file.open());
        stored.push(key);
        changes[field] = key;
      }
      const save = () =>
        this.deps.db.transaction(async (manager) => {
          const pending: Partial<PendingEmail> = askedEmail
            ? await this.deps.emailChange.request(manager, registration, askedEmail)
            : {};
          Object.assign(changes, pending);
          await manager.update(Registration, registration.id, changes);
          await writeSearchTerms(manager, { ...registration, ...changes });
          const changed = [
            ...EDITABLE_FIELDS.filter((field) => changes[field] !== registration[field]),
            ...images.keys(),
            ...(askedEmail ? ['pendingEmail'] : []),
          ];
          if (changed.length > 0) {
            await this.deps.audit.record(manager, actor, {
              action: 'registration.update',
              subjectKind: 'registration',
              subjectId: registration.id,
              summary: registrationChangeSummary(changed),
            });
          }
        });
      // A confirmation link is a mail to an address the caller chose: the public form limits apply.
      await (askedEmail ? this.deps.throttle.admit({ clientAddress, recipient: askedEmail }, save) : save());
    } catch (error) {
      await Promise.all(stored.map((key) => this.deps.storage.delete(key).catch(() => undefined)));
      throw error;
    }
    for (const field of images.keys()) {
      const previous = registration[field];
      if (previous) await this.deps.storage.delete(previous).catch(() => undefined);
    }
    if (askedEmail) this.deps.emailChange.sent();
    return { registration: { ...registration, ...changes }, emailChangeSentTo: askedEmail };
  }

  /** One of the registration's photos, to stream to someone allowed to see it. */
  async photo(registration: Registration, field: PhotoField) {
    const key = registration[field];
    if (!key) return undefined;
    const file = await this.deps.storage.get(key);
    if (!file) return undefined;
    const extension = key.slice(key.lastIndexOf('.') + 1) as ImageType['extension'];
    return { file, mime: IMAGE_MIME_BY_EXTENSION[extension] ?? 'application/octet-stream' };
  }
}
