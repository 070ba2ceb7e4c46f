import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import {
  type FamilyBookingErrors,
  familyMemberField,
  readPhone,
  validateFamilyBooking,
} from '@academy/validation';
import { AppError, FieldError } from '../../common/app-error';
import { checkSubmissionKey, fieldErrorsOf, requireObject } from '../../common/input-validation';
import { requireSameSubmission, submissionHash } from '../../common/submission-key';
import { MailConfig } from '../../config';
import { Database, isDuplicateKeyError } from '../../database/database';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { SeatService } from '../calendar-event/seat.service';
import { MailOutbox } from '../mail/mail-outbox';
import { readLocale } from '../mail/mail-locale';
import type { WaitingListService } from '../waiting-list/waiting-list.service';
import { SubmissionThrottleService } from '../throttle/submission-throttle.service';
import { Clock } from '../../common/clock';
import { FamilyBookingStatus } from './family-booking-status.enum';
import { FamilyBooking } from './family-booking.entity';
import { familyBookingMails } from './family-booking.mails';
import { FamilySession } from '../family-session/family-session.entity';
import { FamilySessionListing } from '../family-session/family-session.type';
import { slotsOf, toSessionListing } from '../family-session/family-session';

export const FAMILY_BOOKING_CONFIRMATION =
  'Thank you! Your family session is booked. A confirmation has been sent to your email.';

/** The reply to a booking from the Arabic site. */
export const FAMILY_BOOKING_CONFIRMATION_AR =
  'شكراً لك! تمّ حجز جلستك العائلية، وأرسلنا رسالة التأكيد إلى بريدك الإلكتروني.';

/** What a FamilyBookingService works with, by name. */
export interface FamilyBookingServiceDeps {
  db: Database;
  calendar: CalendarEventService;
  seats: SeatService;
  mail: MailOutbox;
  clock: Clock;
  settings: { mail: Pick<MailConfig, 'notifyAddress' | 'siteUrl'> };
  throttle: SubmissionThrottleService;
  waitingList: Pick<WaitingListService, 'claim'>;
}

/** Family sessions and their bookings: one seat per family member, never more than the session has. */
export class FamilyBookingService {
  constructor(private readonly deps: FamilyBookingServiceDeps) {}

  private get sessions(): Repository<FamilySession> {
    return this.deps.db.dataSource.getRepository(FamilySession);
  }

  private get bookings(): Repository<FamilyBooking> {
    return this.deps.db.dataSource.getRepository(FamilyBooking);
  }

  /** Sessions by date, optionally only those still to come. */
  async listSessions(upcoming = false): Promise<FamilySessionListing[]> {
    const today = this.deps.calendar.today();
    const query = this.sessions
      .createQueryBuilder('session')
      .orderBy('session.date', 'ASC')
      .addOrderBy('session.id', 'ASC');
    if (upcoming) query.where('session.date >= :today', { today });
    return (await query.getMany()).map((session) => toSessionListing(session, today));
  }

  /**
   * Checks and stores a booking: the session's seats (one per member) are taken in the same
   * transaction as the booking and its mails, by one conditional update, so concurrent bookings can
   * never fill a session beyond its seats. A new booking is first counted against the form limits
   * (RATE_LIMITED over one).
   */
  async book(
    raw: unknown,
    clientAddress: string,
  ): Promise<{ booking: FamilyBooking; session: FamilySession; created: boolean }> {
    const body = requireObject(raw, 'The booking must be an object');
    const fieldErrors = formErrorsOf(validateFamilyBooking(body));
    const locale = readLocale(body, fieldErrors);
    const submissionKey =
      typeof body.submissionKey === 'string' && body.submissionKey ? body.submissionKey : undefined;
    checkSubmissionKey(submissionKey, fieldErrors);
    const claimToken = typeof body.claimToken === 'string' && body.claimToken ? body.claimToken : undefined;
    const sessionId = String(body.sessionId ?? '').trim();
    const sessionIdValid = !fieldErrors.some((error) => error.field === 'sessionId');
    const session = sessionIdValid ? await this.sessions.findOneBy({ id: sessionId }) : null;
    if (sessionId && !session && sessionIdValid) {
      fieldErrors.push({ field: 'sessionId', message: 'This session does not exist' });
    }
    const slot = String(body.sessionSlot ?? '').trim();
    if (session && slot && !slotsOf(session).includes(slot)) {
      fieldErrors.push({ field: 'sessionSlot', message: 'Please choose one of the session’s time slots' });
    }
    if (fieldErrors.length > 0 || !session) throw AppError.badInput(inFormOrder(fieldErrors));

    const members = (body.familyMembers as unknown[]).map((member) => String(member).trim());
    const email = String(body.email).trim();
    // Validated above: readPhone takes it.
    const read = readPhone(body.phone);
    const phone = read?.typed ?? String(body.phone).trim();
    // The number as the rules read it: two spellings of one number are one body.
    const hash = submissionHash({
      sessionId: session.id,
      slot,
      members,
      email,
      phone: read?.e164 ?? phone,
      claimToken,
    });
    if (submissionKey) {
      const earlier = await this.bookings.findOneBy({ submissionKey });
      if (earlier) return { booking: replayOf(earlier, hash), session, created: false };
    }
    const booking: FamilyBooking = {
      id: randomUUID(),
      createdAt: this.deps.clock.now(),
      status: FamilyBookingStatus.BOOKED,
      sessionId: session.id,
      sessionVenue: session.venue,
      sessionDate: session.date,
      sessionSlot: slot,
      familyMember0: members[0],
      familyMember1: members[1] ?? null,
      familyMember2: members[2] ?? null,
      familyMember3: members[3] ?? null,
      seats: members.length,
      email,
      phone,
      phoneE164: read?.e164 ?? null,
      locale,
      submissionKey: submissionKey ?? null,
      submissionHash: submissionKey ? hash : null,
    };
    const submission = {
      clientAddress,
      recipient: booking.email,
      seats: { kind: 'family-session' as const, id: session.id, count: members.length },
    };
    try {
      await this.deps.throttle.admit(submission, () =>
        this.deps.db.transaction(async (manager) => {
          // A claim link's seat is held for it already: the first member has it, the others take theirs.
          if (claimToken)
            await this.deps.waitingList.claim(manager, 'family-session', session.id, claimToken);
          const taking = members.length - (claimToken ? 1 : 0);
          if (taking > 0) await this.deps.seats.take(manager, 'family-session', session.id, taking);
          await manager
            .createQueryBuilder()
            .insert()
            .into(FamilyBooking)
            .values(booking)
            .updateEntity(false)
            .execute();
          await this.deps.mail.queue(
            manager,
            familyBookingMails(booking, session.timeZone, this.deps.settings.mail, this.deps.mail.domain),
          );
        }),
      );
    } catch (error) {
      if (submissionKey && isDuplicateKeyError(error)) {
        const earlier = await this.bookings.findOneBy({ submissionKey });
        if (earlier) return { booking: replayOf(earlier, hash), session, created: false };
      }
      throw error;
    }
    this.deps.mail.nudge();
    return { booking, session, created: true };
  }
}

/**
 * A booking repeated under its key: refused unless it is the same content (CONFLICT), and then answered
 * as it was first (booked), whatever staff did since. Everything else the reply shows was sent with it.
 */
function replayOf(stored: FamilyBooking, hash: string): FamilyBooking {
  requireSameSubmission(stored.submissionHash, hash);
  return { ...stored, status: FamilyBookingStatus.BOOKED };
}

const FORM_ORDER = ['sessionId', 'sessionSlot', 'familyMembers', 'email', 'phone'] as const;

/** The form's fields first, in the order they appear, then each member row's own message. */
function inFormOrder(errors: FieldError[]): FieldError[] {
  const rank = (field: string) => {
    const index = (FORM_ORDER as readonly string[]).indexOf(field);
    return index === -1 ? FORM_ORDER.length : index;
  };
  return [...errors].sort((a, b) => rank(a.field) - rank(b.field));
}

/** The form's errors, each member row's own message under its own field for clients that show one per row. */
function formErrorsOf({ members, ...fields }: FamilyBookingErrors): FieldError[] {
  const rows = Object.entries(members ?? {}).map(([index, message]) => [
    familyMemberField(Number(index)),
    message,
  ]);
  return fieldErrorsOf({ ...fields, ...Object.fromEntries(rows) }, FORM_ORDER);
}
