import { createHash, randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { PROGRAMME_KEYS, enrolledEventFields, isProgrammeKey, programmeOfLevel } from '@academy/content';
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
import { AppError, FieldError } from '../../common/app-error';
import { checkSubmissionKey, requireObject } from '../../common/input-validation';
import { MailConfig } from '../../config';
import { Database, isDuplicateKeyError } from '../../database/database';
import { AdminSession } from '../admin-auth/admin-session.service';
import { actorOf } from '../admin-auth/actor';
import { Actor, AuditService } from '../audit/audit.service';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { SeatService } from '../calendar-event/seat.service';
import { MailOutbox } from '../mail/mail-outbox';
import { Clock } from '../../common/clock';
import { FileStorage } from '../uploads/file-storage';
import { IMAGE_MIME_BY_EXTENSION, ImageType, detectImageType } from '../uploads/image-type';
import { RegistrationStatus } from './registration-status.enum';
import { PHOTO_FIELDS, PhotoField, Registration } from './registration.entity';
import { RegistrationSearchTerm } from './registration-search-term.entity';
import { registrationMails } from './registration.mails';
import {
  RegistrationPage,
  RegistrationQuery,
  RegistrationSearch,
  writeSearchTerms,
} from './registration-search';
import { accessTokenMatches, hashAccessToken, newAccessToken } from './registration-token';
import { RegistrationView } from './registration.type';
import { toView } from './registration.view';

export const REGISTRATION_NOT_FOUND = 'Registration not found';
export const REGISTRATION_THANK_YOU =
  'Thank you for registering! A payment link has been sent to your registered email address.';

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

export interface RegisterOptions {
  /** The client's key for this submission (GraphQL input, Idempotency-Key header). */
  submissionKey?: string;
  /**
   * For clients that send no key (the old REST client): identical submissions within ten minutes
   * count as one, so a double click or a retried request stores one registration.
   */
  deduplicateWithoutKey?: boolean;
}

export interface Registered {
  registration: Registration;
  /** False when the submission repeated an earlier one, which is returned instead. */
  created: boolean;
}

const DUPLICATE_WINDOW_MS = 10 * 60_000;
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 'Dubai, Business Bay' → 'Dubai'; 'Online (Zoom)' → 'Online'. */
const officeOf = (location: string) =>
  location
    .split(',')[0]
    .replace(/\s*\(.*\)\s*$/, '')
    .trim()
    .slice(0, 60) || null;

/**
 * Registrations: the one place they are checked, stored with their seat and mails, read, changed and
 * cancelled, whichever API the request came through.
 */
export class RegistrationService {
  private readonly search = new RegistrationSearch(() => this.db.manager);

  constructor(
    private readonly db: Database,
    private readonly calendar: CalendarEventService,
    private readonly seats: SeatService,
    private readonly mail: MailOutbox,
    private readonly storage: FileStorage,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly settings: { publicUrl: string; mail: Pick<MailConfig, 'notifyAddress'> },
  ) {}

  private get registrations(): Repository<Registration> {
    return this.db.dataSource.getRepository(Registration);
  }

  /** The registrant's private page; the token is in the fragment, which browsers never send to a server. */
  privateLink(id: string, token: string): string {
    return `${this.settings.publicUrl}/my-registration/${id}#${token}`;
  }

  /**
   * Checks and stores an enrolment. With an event, a seat is taken in the same transaction (or the
   * enrolment is refused: full, closed, past); the mails are queued in it too, so a stored
   * registration always gets them and a refused one never does.
   */
  async register(raw: unknown, options: RegisterOptions = {}): Promise<Registered> {
    const body = requireObject(raw);
    const fieldErrors = toFieldErrors(validateRegistration(body, this.calendar.today()));
    const eventId = readOptionalText(body, 'eventId', fieldErrors, 'Event');
    if (body.programme !== undefined && body.programme !== null && !isProgrammeKey(body.programme)) {
      fieldErrors.push({
        field: 'programme',
        message: `Programme must be one of ${PROGRAMME_KEYS.join(', ')}`,
      });
    }
    const submissionKey =
      options.submissionKey ?? readOptionalText(body, 'submissionKey', fieldErrors, 'Submission key');
    checkSubmissionKey(submissionKey, fieldErrors);
    if (fieldErrors.length > 0) throw AppError.badInput(fieldErrors);

    const prepared = prepareRegistration(body);
    const requestedProgramme = isProgrammeKey(body.programme) ? body.programme : undefined;
    const now = this.clock.now();
    const key =
      submissionKey ??
      (options.deduplicateWithoutKey
        ? fingerprint({ ...prepared, eventId, requestedProgramme }, now)
        : undefined);
    if (key) {
      const earlier = await this.registrations.findOneBy({ submissionKey: key });
      if (earlier) return { registration: earlier, created: false };
    }

    const { token, hash } = newAccessToken();
    const id = randomUUID();
    try {
      const registration = await this.db.transaction(async (manager) => {
        const event = eventId ? await this.seats.take(manager, 'event', eventId) : null;
        const row: Registration = {
          ...prepared,
          ...(event ? courseDetailsOf(event) : {}),
          id,
          createdAt: now,
          updatedAt: now,
          status: RegistrationStatus.PENDING,
          programme: event?.programme ?? requestedProgramme ?? programmeOfLevel(prepared.levelName),
          eventId: event?.id ?? null,
          office: event ? officeOf(event.location) : null,
          idPhotofront: null,
          idphotoback: null,
          profileImage: null,
          accessTokenHash: hash,
          submissionKey: key ?? null,
          cancelledAt: null,
        };
        await manager
          .createQueryBuilder()
          .insert()
          .into(Registration)
          .values(row)
          .updateEntity(false)
          .execute();
        await writeSearchTerms(manager, row);
        await this.mail.queue(
          manager,
          registrationMails({
            registration: row,
            event,
            privateLink: this.privateLink(id, token),
            mail: this.settings.mail,
            domain: this.mail.domain,
          }),
        );
        return row;
      });
      this.mail.nudge();
      return { registration, created: true };
    } catch (error) {
      // The same submission arrived twice at once: the other request stored it first.
      if (key && isDuplicateKeyError(error)) {
        const earlier = await this.registrations.findOneBy({ submissionKey: key });
        if (earlier) return { registration: earlier, created: false };
      }
      throw error;
    }
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
    const registration = await this.find(id);
    if (adminSession) {
      if (!registration) throw AppError.notFound(REGISTRATION_NOT_FOUND);
      return { registration, actor: actorOf(adminSession) };
    }
    if (!registration || !accessTokenMatches(registrationToken as string, registration.accessTokenHash)) {
      throw AppError.notFound(REGISTRATION_NOT_FOUND);
    }
    return { registration, actor: { id: null, label: 'registrant' } };
  }

  /** Registrations as their registrant and staff see them, with their events read in one query. */
  async views(rows: readonly Registration[]): Promise<RegistrationView[]> {
    const events = await this.calendar.findMany(rows.flatMap((row) => row.eventId ?? []));
    const today = this.calendar.today();
    return rows.map((row) => toView(row, (row.eventId ? events.get(row.eventId) : null) ?? null, today));
  }

  async view(registration: Registration): Promise<RegistrationView> {
    const [view] = await this.views([registration]);
    return view;
  }

  /** Registrations made with one e-mail address: all of them for staff, the link holder's own for a registrant. */
  async listByEmail(email: string, credentials: Credentials): Promise<Registration[]> {
    const wanted = email.trim().toLowerCase();
    if (!credentials.adminSession) {
      if (!credentials.registrationToken) throw AppError.unauthenticated();
      const holder = await this.registrations.findOneBy({
        accessTokenHash: hashAccessToken(credentials.registrationToken),
      });
      if (!holder || holder.email.toLowerCase() !== wanted) return [];
    }
    return this.registrations
      .createQueryBuilder('r')
      .where('LOWER(r.email) = :wanted', { wanted })
      .orderBy('r.createdAt', 'DESC')
      .getMany();
  }

  /** Cancels and gives back the seat; cancelling a cancelled registration changes nothing. */
  async cancel(registration: Registration, actor: Actor): Promise<Registration> {
    return this.setStatus(registration.id, RegistrationStatus.CANCELLED, actor);
  }

  /**
   * Moves a registration to another status. Cancelling frees its seat; reinstating a cancelled one
   * takes a seat again (and fails like a new enrolment when the event is full or closed). Each change
   * is one conditional update on the status it started from, so two staff members cannot both apply one.
   */
  async setStatus(id: string, status: RegistrationStatus, actor: Actor): Promise<Registration> {
    const current = await this.registrations.findOneBy({ id });
    if (!current) throw AppError.notFound(REGISTRATION_NOT_FOUND);
    if (current.status === status) return current;
    const now = this.clock.now();
    await this.db.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(Registration)
        .set({ status, updatedAt: now, cancelledAt: status === RegistrationStatus.CANCELLED ? now : null })
        .where('id = :id AND status = :from', { id, from: current.status })
        .execute();
      if (result.affected !== 1)
        throw AppError.conflict('The registration was changed meanwhile. Please reload it.');
      await manager.update(RegistrationSearchTerm, { registrationId: id }, { status });
      if (current.eventId && status === RegistrationStatus.CANCELLED) {
        await this.seats.release(manager, 'event', current.eventId);
      }
      if (current.eventId && current.status === RegistrationStatus.CANCELLED) {
        await this.seats.take(manager, 'event', current.eventId);
      }
      await this.audit.record(manager, actor, {
        action: 'registration.status',
        subjectKind: 'registration',
        subjectId: id,
        summary: `Status ${current.status} → ${status}`,
      });
    });
    return {
      ...current,
      status,
      updatedAt: now,
      cancelledAt: status === RegistrationStatus.CANCELLED ? now : null,
    };
  }

  /**
   * Corrects the registrant's details and stores new photos. Every field and file is checked before
   * anything is written; photos are stored first and the row updated after, so a failure leaves the
   * registration as it was (and removes the new files); replaced files are removed last.
   */
  async update(
    registration: Registration,
    raw: Readonly<Record<string, unknown>>,
    photos: Partial<Record<PhotoField, Buffer>>,
    actor: Actor,
  ): Promise<Registration> {
    if (registration.status === RegistrationStatus.CANCELLED && actor.id === null) {
      throw AppError.conflict('This registration is cancelled: please contact us to make changes');
    }
    const fieldErrors: FieldError[] = [];
    for (const field of FIXED_FIELDS) {
      if (raw[field] === undefined) continue;
      const stored = registration[field];
      const given =
        typeof stored === 'boolean'
          ? String(raw[field]) === String(stored)
          : String(raw[field]).trim() === stored;
      if (!given) {
        fieldErrors.push({
          field,
          message: `${REGISTRATION_FIELD_LABELS[field]} cannot be changed after registering; please contact us`,
        });
      }
    }
    const merged: Record<string, unknown> = { ...registration };
    for (const field of EDITABLE_FIELDS) if (raw[field] !== undefined) merged[field] = raw[field];
    const validation = toFieldErrors(validateRegistration(merged, this.calendar.today()));
    fieldErrors.push(
      ...validation.filter((error) => EDITABLE_FIELDS.includes(error.field as RegistrationField)),
    );
    const images = new Map<PhotoField, { bytes: Buffer; type: ImageType }>();
    for (const field of PHOTO_FIELDS) {
      const bytes = photos[field];
      if (!bytes) continue;
      const type = detectImageType(bytes);
      if (bytes.length > PHOTO_MAX_BYTES) fieldErrors.push({ field, message: photoSizeMessage(field) });
      else if (!type) fieldErrors.push({ field, message: photoTypeMessage(field) });
      else images.set(field, { bytes, type });
    }
    if (fieldErrors.length > 0) throw AppError.badInput(fieldErrors);

    const prepared = prepareRegistration(merged);
    const changes: Partial<Registration> = { updatedAt: this.clock.now() };
    for (const field of EDITABLE_FIELDS) (changes as Record<string, unknown>)[field] = prepared[field];
    changes.nameAsCertificate = prepared.nameAsCertificate;
    const stored: string[] = [];
    try {
      for (const [field, { bytes, type }] of images) {
        const key = `registrations/${registration.id}/${field}-${randomUUID()}.${type.extension}`;
        await this.storage.put(key, bytes);
        stored.push(key);
        changes[field] = key;
      }
      await this.db.transaction(async (manager) => {
        await manager.update(Registration, registration.id, changes);
        await writeSearchTerms(manager, { ...registration, ...changes });
        const changed = [
          ...EDITABLE_FIELDS.filter((field) => changes[field] !== registration[field]),
          ...images.keys(),
        ];
        if (changed.length > 0) {
          await this.audit.record(manager, actor, {
            action: 'registration.update',
            subjectKind: 'registration',
            subjectId: registration.id,
            summary: `Changed ${changed.join(', ')}`,
          });
        }
      });
    } catch (error) {
      await Promise.all(stored.map((key) => this.storage.delete(key).catch(() => undefined)));
      throw error;
    }
    for (const field of images.keys()) {
      const previous = registration[field];
      if (previous) await this.storage.delete(previous).catch(() => undefined);
    }
    return { ...registration, ...changes };
  }

  /** One of the registration's photos, to stream to someone allowed to see it. */
  async photo(registration: Registration, field: PhotoField) {
    const key = registration[field];
    if (!key) return undefined;
    const file = await this.storage.get(key);
    if (!file) return undefined;
    const extension = key.slice(key.lastIndexOf('.') + 1) as ImageType['extension'];
    return { file, mime: IMAGE_MIME_BY_EXTENSION[extension] ?? 'application/octet-stream' };
  }

  /** A page of registrations for staff (see RegistrationSearch). */
  list(query: RegistrationQuery): Promise<RegistrationPage> {
    return this.search.page(query);
  }

  find(id: string): Promise<Registration | null> {
    return UUID_PATTERN.test(id) ? this.registrations.findOneBy({ id }) : Promise.resolve(null);
  }

  /** Who changed the registration and when, oldest first. */
  history(id: string) {
    return this.audit.history('registration', id);
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
      if (registration.eventId && registration.status !== RegistrationStatus.CANCELLED) {
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

/** What an enrolment in an event records of it, so the registration reads right even if the event changes. */
function courseDetailsOf(event: CalendarEvent): Partial<Registration> {
  const fields = enrolledEventFields(event);
  // Cut to the columns' widths.
  return {
    ...fields,
    city: fields.city.slice(0, 300),
    courseDetailDate: fields.courseDetailDate.slice(0, 100),
  };
}

/** A stand-in submission key for clients that send none: the submission's content and its ten minutes. */
function fingerprint(content: object, now: Date): string {
  const digest = createHash('sha256').update(JSON.stringify(content)).digest('hex');
  return `fp:${digest}:${Math.floor(now.getTime() / DUPLICATE_WINDOW_MS)}`;
}

function readOptionalText(
  body: Record<string, unknown>,
  field: string,
  fieldErrors: FieldError[],
  label: string,
): string | undefined {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string') {
    fieldErrors.push({ field, message: `${label} must be text` });
    return undefined;
  }
  return value.trim() || undefined;
}

function toFieldErrors(errors: Partial<Record<string, string>>): FieldError[] {
  return Object.entries(errors).flatMap(([field, message]) => (message ? [{ field, message }] : []));
}
