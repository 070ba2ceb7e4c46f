import { randomUUID } from 'node:crypto';
import { EntityManager, Repository } from 'typeorm';
import {
  PROGRAMME_KEYS,
  enrolledEventFields,
  isProgrammeKey,
  levelFitsEvent,
  programmeOfLevel,
} from '@academy/content';
import { PreparedRegistration, prepareRegistration, validateRegistration } from '@academy/validation';
import { AppError, FieldError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { checkSubmissionKey, fieldErrorsOf, requireObject } from '../../common/input-validation';
import { requireSameSubmission, submissionHash } from '../../common/submission-key';
import { MailConfig } from '../../config';
import { Database, isDuplicateKeyError } from '../../database/database';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { SeatService } from '../calendar-event/seat.service';
import { CatalogueService } from '../catalogue/catalogue.service';
import { MailOutbox } from '../mail/mail-outbox';
import { SubmissionThrottleService } from '../throttle/submission-throttle.service';
import type { WaitingListService } from '../waiting-list/waiting-list.service';
import { CheckInPass } from '../mail/check-in-pass';
import { MAIL_SECRET } from '../mail/mail-secret';
import { type Locale, readLocale, sitePath } from '../mail/mail-locale';
import { NO_PAYMENT } from './payment-status.enum';
import { RegistrationStatus, SEATLESS_STATUSES } from './registration-status.enum';
import { Registration } from './registration.entity';
import { writeSearchTerms } from './registration-search';
import { alreadyRegisteredMail, registrationMails } from './registration.mails';
import { feeAtEnrolment } from './registration-fee';
import { newLinkToken } from './private-link/link-token';
import { addPrivateLink } from './private-link/private-links';
import { newReferenceCode } from './reference-code';
import { NO_PENDING_EMAIL } from './private-link/registrant-email';
import { holdDeadline } from './seat-hold/hold-deadline';
import { PrerequisiteCheck } from './prerequisite/prerequisite-check';
import { approvalRequestMails } from './prerequisite/approval.mails';

export const REGISTRATION_THANK_YOU =
  'Thank you for registering! A payment link has been sent to your registered email address.';

export const REGISTRATION_AWAITING_APPROVAL =
  'Thank you for registering! We will check the level you completed elsewhere and write to you: no payment is due until we have approved your registration.';

/** A registration of an address in an event that holds a seat (RegistrationService.enrolledIn). */
const ENROLLED_IN_EVENT = `eventId = ? AND LOWER(email) = ? AND status NOT IN (${SEATLESS_STATUSES.map(() => '?').join(', ')})`;
/** The thank-you of an enrolment from the Arabic site. */
export const REGISTRATION_THANK_YOU_AR = 'شكراً لتسجيلك! أرسلنا رابط الدفع إلى بريدك الإلكتروني المسجَّل لدينا.';

export const REGISTRATION_AWAITING_APPROVAL_AR =
  'شكراً لتسجيلك! سنراجع المستوى الذي أتممته لدى جهة أخرى ثم نكتب إليك، ولا يُطلب منك أي دفع قبل أن نوافق على تسجيلك.';

/**
 * The reply to an enrolment, by the status it was taken in (one awaiting approval asks no payment yet),
 * in the registration's language.
 */
export const thankYouFor = (status: RegistrationStatus, locale: Locale = 'en') =>
  status === RegistrationStatus.PENDING_APPROVAL
    ? locale === 'ar'
      ? REGISTRATION_AWAITING_APPROVAL_AR
      : REGISTRATION_AWAITING_APPROVAL
    : locale === 'ar'
      ? REGISTRATION_THANK_YOU_AR
      : REGISTRATION_THANK_YOU;

export interface RegisterOptions {
  /** Where the form came from (RequestAuth.clientAddress): the form limits count per address. */
  clientAddress: string;
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
  /** The private link's token of a new registration (only its hash is stored, so a repeat has none). */
  accessToken?: string;
}

const DUPLICATE_WINDOW_MS = 10 * 60_000;

export interface RegistrationSettings {
  publicUrl: string;
  mail: Pick<MailConfig, 'notifyAddress' | 'siteUrl'>;
  /** Online payment is on (STRIPE_*): mails send the registrant to their page to pay. */
  onlinePayment: boolean;
  /** SEAT_HOLD_HOURS: how long an unpaid seat of a priced event is held, unless the event says (holdDeadline). */
  holdHours: number;
  /** The check-in code and QR code of a registration, for its confirmation of a dated event. */
  checkInPass: (registrationId: string) => Promise<CheckInPass>;
}

/**
 * The registrant's private page, in the registration's language ('/ar/my-registration/…' for Arabic);
 * the token is in the fragment, which browsers never send to a server.
 */
export const privateLinkOf = (publicUrl: string, id: string, token: string, locale: Locale = 'en') =>
  `${publicUrl}${sitePath(locale, `/my-registration/${id}`)}#${token}`;

/** 'Dubai, Business Bay' → 'Dubai'; 'Online (Zoom)' → 'Online'. */
const officeOf = (location: string) =>
  location
    .split(',')[0]
    .replace(/\s*\(.*\)\s*$/, '')
    .trim()
    .slice(0, 60) || null;

/** What a RegistrationService works with, by name. */
export interface RegistrationServiceDeps {
  db: Database;
  calendar: CalendarEventService;
  seats: SeatService;
  mail: MailOutbox;
  clock: Clock;
  settings: RegistrationSettings;
  throttle: SubmissionThrottleService;
  waitingList: Pick<WaitingListService, 'claim'>;
  catalogue: Pick<CatalogueService, 'find'>;
  /** Whether a level's prerequisite is met, inside the enrolment's transaction (prerequisite/). */
  prerequisites: PrerequisiteCheck;
}

/**
 * Enrolment: the one place a registration is checked and stored with its seat and mails, whichever API
 * the form came through. The registrant's link is RegistrantService's; staff's work RegistrationAdminService's.
 */
export class RegistrationService {
  constructor(private readonly deps: RegistrationServiceDeps) {}

  private get registrations(): Repository<Registration> {
    return this.deps.db.dataSource.getRepository(Registration);
  }

  private privateLink(id: string, token: string, locale: Locale): string {
    return privateLinkOf(this.deps.settings.publicUrl, id, token, locale);
  }

  /**
   * Checks and stores an enrolment. With an event, a seat is taken in the same transaction (or the
   * enrolment is refused: full, closed, past); the mails are queued in it too, so a stored
   * registration always gets them and a refused one never does. A new one is first counted against
   * the form limits (RATE_LIMITED over one); a repeated submission is not. An address already enrolled
   * in the event is mailed its registration's link instead, and is counted like a new one (the seat
   * too), so neither the reply nor a limit tells a stranger that it is enrolled.
   */
  async register(raw: unknown, options: RegisterOptions): Promise<Registered> {
    const body = requireObject(raw);
    // One day for the whole enrolment: the form's date checks and the fee it records.
    const today = this.deps.calendar.today();
    const fieldErrors = fieldErrorsOf(validateRegistration(body, today));
    const eventId = readOptionalText(body, 'eventId', fieldErrors, 'Event');
    if (body.programme !== undefined && body.programme !== null && !isProgrammeKey(body.programme)) {
      fieldErrors.push({
        field: 'programme',
        message: `Programme must be one of ${PROGRAMME_KEYS.join(', ')}`,
      });
    }
    const locale = readLocale(body, fieldErrors);
    const claimToken = readOptionalText(body, 'claimToken', fieldErrors, 'Claim token');
    if (claimToken && !eventId) {
      fieldErrors.push({ field: 'eventId', message: 'A claimed seat is in an event: choose that event' });
    }
    const submissionKey =
      options.submissionKey ?? readOptionalText(body, 'submissionKey', fieldErrors, 'Submission key');
    checkSubmissionKey(submissionKey, fieldErrors);
    if (fieldErrors.length > 0) throw AppError.badInput(fieldErrors);

    const prepared = prepareRegistration(body);
    const requestedProgramme = isProgrammeKey(body.programme) ? body.programme : undefined;
    const now = this.deps.clock.now();
    // Numbers as the rules read them: '050-123-4567' and '0501234567' are one mobile, one body.
    const contentHash = submissionHash({
      ...prepared,
      mobileNo: prepared.mobileNoE164 ?? prepared.mobileNo,
      TelNo: prepared.telNoE164 ?? prepared.TelNo,
      eventId,
      requestedProgramme,
      claimToken,
    });
    const key = submissionKey ?? (options.deduplicateWithoutKey ? fingerprint(contentHash, now) : undefined);
    if (key) {
      const earlier = await this.registrations.findOneBy({ submissionKey: key });
      if (earlier) return replayOf(earlier, contentHash, prepared);
    }

    const { token, hash } = newLinkToken();
    const id = randomUUID();
    // Drawn before the transaction, which then does no more than store and queue.
    const checkIn = eventId ? await this.deps.settings.checkInPass(id) : null;
    try {
      const submission = {
        clientAddress: options.clientAddress,
        recipient: prepared.email,
        seats: eventId ? { kind: 'event' as const, id: eventId, count: 1 } : undefined,
      };
      const registered = await this.deps.throttle.admitIn(submission, async (manager) => {
        // A claim link's seat is held for it already: claiming it takes none.
        const event = !eventId
          ? null
          : claimToken
            ? await this.claimedEvent(manager, eventId, claimToken)
            : await this.deps.seats.take(manager, 'event', eventId);
        // Refused inside the transaction, so the seat just taken is given back.
        if (event && !levelFitsEvent(event, prepared.levelName)) throw levelMismatch(event.level);
        const programme = event?.programme ?? requestedProgramme ?? programmeOfLevel(prepared.levelName);
        // A level whose prerequisite is not completed here waits for staff, holding its seat unpaid.
        const pending = await this.deps.prerequisites.check(manager, body, { ...prepared, programme });
        const row: Registration = {
          ...prepared,
          ...(event ? courseDetailsOf(event) : {}),
          id,
          referenceCode: newReferenceCode(),
          createdAt: now,
          updatedAt: now,
          status: pending ? RegistrationStatus.PENDING_APPROVAL : RegistrationStatus.PENDING,
          programme,
          locale,
          eventId: event?.id ?? null,
          office: event ? officeOf(event.location) : null,
          idPhotofront: null,
          idphotoback: null,
          profileImage: null,
          accessTokenHash: hash,
          submissionKey: key ?? null,
          submissionHash: key ? contentHash : null,
          cancelledAt: null,
          holdUntil: pending ? null : holdDeadline(event, now, this.deps.settings.holdHours),
          // What it owes from now on, whatever the event's fee or offer becomes.
          ...feeAtEnrolment(event, today),
          ...NO_PENDING_EMAIL,
          ...NO_PAYMENT,
        };
        // Checked after the seat is taken: on MySQL its UPDATE holds the event's row until commit,
        // so two enrolments of one address cannot both see none (SQLite runs one at a time). A full
        // or mismatched event refuses first, as it would anybody.
        const enrolled = event ? await this.enrolledIn(manager, event.id, prepared.email) : null;
        if (event && enrolled) {
          await this.deps.seats.release(manager, 'event', event.id);
          // The same submission sent twice at once: the other request stored it while this one waited.
          if (key && enrolled.submissionKey === key) return replayOf(enrolled, contentHash, prepared);
          await this.remindEnrolled(manager, enrolled, event);
          // The reply must not tell a stranger the address is registered: it is the new enrolment's
          // own, built from what was sent under an id never stored, so it identifies nothing.
          return { registration: row, created: true, accessToken: token };
        }
        // The next intake has no event yet: its mails quote the level's fee in the catalogue as it is
        // now (read once the form limits admitted the submission).
        const intakeLevel = event
          ? null
          : await this.deps.catalogue.find(row.programme, row.levelName, manager);
        await this.deps.db.insertRows(manager, Registration, [row]);
        await writeSearchTerms(manager, row, { isNew: true });
        if (pending) {
          await this.deps.prerequisites.record(manager, id, pending, now);
          await this.deps.mail.queue(
            manager,
            approvalRequestMails({
              registration: row,
              event,
              pending,
              privateLink: this.privateLink(id, MAIL_SECRET, locale),
              token,
              mail: this.deps.settings.mail,
            }),
          );
          return { registration: row, created: true, accessToken: token };
        }
        await this.deps.mail.queue(
          manager,
          registrationMails({
            registration: row,
            event,
            privateLink: this.privateLink(id, MAIL_SECRET, locale),
            token,
            mail: this.deps.settings.mail,
            domain: this.deps.mail.domain,
            onlinePayment: this.deps.settings.onlinePayment,
            intakeFee: intakeLevel && { amount: intakeLevel.feeAmount, currency: intakeLevel.currency },
            checkIn,
          }),
        );
        return { registration: row, created: true, accessToken: token };
      });
      if (registered.created) this.deps.mail.nudge();
      return registered;
    } catch (error) {
      // The same submission arrived twice at once: the other request stored it first.
      if (key && isDuplicateKeyError(error)) {
        const earlier = await this.registrations.findOneBy({ submissionKey: key });
        if (earlier) return replayOf(earlier, contentHash, prepared);
      }
      throw error;
    }
  }

  /** The event whose held seat a claim link gives (refused when the link is used, lapsed or for another). */
  private async claimedEvent(manager: EntityManager, eventId: string, token: string): Promise<CalendarEvent> {
    await this.deps.waitingList.claim(manager, 'event', eventId, token);
    return manager.findOneByOrFail(CalendarEvent, { id: eventId });
  }

  /**
   * The address's registration in the event that holds a seat (e-mail compared case-insensitively), read
   * with a lock: a locking read sees what committed while this transaction waited for the event's row.
   */
  private async enrolledIn(
    manager: EntityManager,
    eventId: string,
    email: string,
  ): Promise<Registration | null> {
    const [enrolled] = await this.deps.db.selectRows(
      manager,
      Registration,
      ENROLLED_IN_EVENT,
      [eventId, email.trim().toLowerCase(), ...SEATLESS_STATUSES],
      { forUpdate: true },
    );
    return enrolled ?? null;
  }

  /**
   * Mails the address its registration's private link. Only the token's hash is stored, so the mail
   * carries a further link; the registrant's earlier links keep working, so whoever typed their address
   * into the form cannot break them.
   */
  private async remindEnrolled(manager: EntityManager, registration: Registration, event: CalendarEvent) {
    const token = await addPrivateLink(manager, registration.id, this.deps.clock.now());
    await this.deps.mail.queue(manager, [
      alreadyRegisteredMail({
        registration,
        event,
        privateLink: this.privateLink(registration.id, MAIL_SECRET, registration.locale),
        token,
      }),
    ]);
  }
}

/** The chosen workshop (eventId; the form's workshop select is `city`) is of another level. */
function levelMismatch(eventLevel: string): AppError {
  return AppError.badInput([
    {
      field: 'eventId',
      message: `This workshop is for ${eventLevel}: choose a workshop of your level, or Next available intake`,
    },
  ]);
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
function fingerprint(contentHash: string, now: Date): string {
  return `fp:${contentHash}:${Math.floor(now.getTime() / DUPLICATE_WINDOW_MS)}`;
}

/**
 * A submission repeated under its key: refused unless it is the same content (CONFLICT), and then
 * answered with the first reply. The key is not bound to the client's address, since a retry may come
 * over another network; the content is what proves the caller sent it.
 */
function replayOf(stored: Registration, hash: string, sent: PreparedRegistration): Registered {
  requireSameSubmission(stored.submissionHash, hash);
  return { registration: asFirstReplied(stored, sent), created: false };
}

/**
 * The registration as the first reply showed it: the details sent (the caller's own, the hash proved)
 * over what enrolling set. What the registrant or staff changed since (details, photos, status,
 * payment, a new address) is not the caller's to read. The course details stay those the event set.
 */
function asFirstReplied(stored: Registration, sent: PreparedRegistration): Registration {
  const {
    city: _city,
    venue: _venue,
    timeslot: _timeslot,
    courseDetailDate: _date,
    courseDetailTime: _time,
    courseDetailVenue: _courseVenue,
    ...personal
  } = sent;
  return {
    ...stored,
    ...personal,
    status: RegistrationStatus.PENDING,
    updatedAt: stored.createdAt,
    cancelledAt: null,
    idPhotofront: null,
    idphotoback: null,
    profileImage: null,
    ...NO_PENDING_EMAIL,
    ...NO_PAYMENT,
  };
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
