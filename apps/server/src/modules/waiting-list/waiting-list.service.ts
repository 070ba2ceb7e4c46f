import { randomUUID } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { WAITING_LIST, WAITING_LIST_CLAIM_PATHS, seatAvailability } from '@academy/content';
import { prepareWaitingList, validateWaitingList } from '@academy/validation';
import { AppError, FieldError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { requireObject } from '../../common/input-validation';
import { Database } from '../../database/database';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { SeatService, SeatedKind } from '../calendar-event/seat.service';
import { toSessionListing } from '../family-booking/family-booking.service';
import type { FamilySessionListing } from '../family-booking/family-booking.type';
import { FamilySession } from '../family-booking/family-session.entity';
import { MAIL_SECRET } from '../mail/mail-secret';
import { MailOutbox } from '../mail/mail-outbox';
import { SubmissionThrottleService } from '../throttle/submission-throttle.service';
import { hashClaimToken, newClaimToken } from './claim-token';
import { WaitingListEntry } from './waiting-list-entry.entity';
import { WaitingListStatus } from './waiting-list-status.enum';
import { OfferMailContext, offerMail } from './waiting-list.mails';

const KINDS: readonly SeatedKind[] = ['event', 'family-session'];

/** Entries still in line: waiting, or offered a seat they have not claimed yet. */
export const IN_LINE = [WaitingListStatus.WAITING, WaitingListStatus.OFFERED];

/** Why a line cannot be joined, in the words of the kind's own form. */
const NOT_FULL: Record<SeatedKind, Record<'OPEN' | 'CLOSED', string>> = {
  event: {
    OPEN: 'Seats are still free: please enrol instead',
    CLOSED: 'This event is closed for enrolment',
  },
  'family-session': {
    OPEN: 'Seats are still free: please book instead',
    CLOSED: 'This session is closed for booking',
  },
};

export interface WaitingListSettings {
  publicUrl: string;
  claimHours: number;
}

/**
 * The waiting lists: joining one, offering each freed seat to the first in line inside the
 * transaction that freed it (SeatService tells it), claiming an offer, and letting unclaimed offers
 * lapse to the next in line. Nobody can jump the line: an offered seat stays taken until it is
 * claimed through its link or lapses.
 */
export class WaitingListService {
  constructor(
    private readonly db: Database,
    private readonly calendar: CalendarEventService,
    private readonly seats: SeatService,
    private readonly mail: MailOutbox,
    private readonly clock: Clock,
    private readonly throttle: SubmissionThrottleService,
    private readonly settings: WaitingListSettings,
  ) {}

  /**
   * Puts someone at the end of a full event's or session's line. The answer is the same whether or
   * not the address was already in it (then nothing changes), so it tells a stranger nothing.
   */
  async join(raw: unknown, clientAddress: string): Promise<void> {
    const body = requireObject(raw);
    const fieldErrors: FieldError[] = Object.entries(validateWaitingList(body)).map(([field, message]) => ({
      field,
      message: message as string,
    }));
    const kind = KINDS.find((known) => known === body.kind);
    if (!kind) fieldErrors.push({ field: 'kind', message: `Kind must be one of ${KINDS.join(', ')}` });
    const subjectId = typeof body.id === 'string' ? body.id.trim() : '';
    if (!subjectId || subjectId.length > 64) {
      fieldErrors.push({ field: 'id', message: 'Choose the event or session to wait for' });
    }
    if (fieldErrors.length > 0 || !kind) throw AppError.badInput(fieldErrors);
    const form = prepareWaitingList(body);
    await this.throttle.admit({ clientAddress, recipient: form.email }, () =>
      this.db.transaction(async (manager) => {
        const row = await this.seats.find(manager, kind, subjectId);
        if (!row) {
          throw AppError.badInput([
            {
              field: 'id',
              message: kind === 'event' ? 'This event does not exist' : 'This session does not exist',
            },
          ]);
        }
        const { availability } = seatAvailability(row, this.calendar.today());
        if (availability !== 'FULL') {
          throw AppError.conflict(NOT_FULL[kind][availability === 'OPEN' ? 'OPEN' : 'CLOSED']);
        }
        if (await this.inLine(manager, kind, subjectId, form.email)) return;
        const now = this.clock.now();
        const last = await manager
          .createQueryBuilder(WaitingListEntry, 'e')
          .select('MAX(e.position)', 'position')
          .where('e.kind = :kind AND e.subjectId = :subjectId', { kind, subjectId })
          .getRawOne<{ position: number | string | null }>();
        await this.db.insertRows(manager, WaitingListEntry, [
          {
            id: randomUUID(),
            kind,
            subjectId,
            ...form,
            position: Number(last?.position ?? 0) + 1,
            status: WaitingListStatus.WAITING,
            claimTokenHash: null,
            offerExpiresAt: null,
            createdAt: now,
            updatedAt: now,
          },
        ]);
      }),
    );
  }

  /** The address's entry still in the line (e-mail compared case-insensitively). */
  private inLine(manager: EntityManager, kind: SeatedKind, subjectId: string, email: string) {
    const query = manager
      .createQueryBuilder(WaitingListEntry, 'e')
      .where('e.kind = :kind AND e.subjectId = :subjectId', { kind, subjectId })
      .andWhere('LOWER(e.email) = :email', { email: email.toLowerCase() })
      .andWhere('e.status IN (:...inLine)', { inLine: IN_LINE });
    // A locking read sees a join of the same address that committed while this one waited.
    return (this.db.engine === 'mysql' ? query.setLock('pessimistic_write') : query).getOne();
  }

  /**
   * `count` seats were freed (SeatService's listener, inside the transaction that freed them): each goes
   * to the next waiting entry, taken again for it and offered by mail, until the line is empty.
   */
  async offerFreed(
    manager: EntityManager,
    kind: SeatedKind,
    subjectId: string,
    count: number,
  ): Promise<void> {
    for (let offered = 0; offered < count; offered += 1) {
      const next = await this.firstWaiting(manager, kind, subjectId);
      // Nobody waits, or the event closed meanwhile: the seat stays free.
      if (!next || !(await this.seats.tryTake(manager, kind, subjectId))) return;
      await this.offer(manager, next);
    }
  }

  private firstWaiting(manager: EntityManager, kind: SeatedKind, subjectId: string) {
    const query = manager
      .createQueryBuilder(WaitingListEntry, 'e')
      .where('e.kind = :kind AND e.subjectId = :subjectId', { kind, subjectId })
      .andWhere('e.status = :waiting', { waiting: WaitingListStatus.WAITING })
      .orderBy('e.position', 'ASC')
      .addOrderBy('e.createdAt', 'ASC')
      .addOrderBy('e.id', 'ASC')
      .limit(1);
    // Locked, so two transactions freeing seats at once offer them to two different entries.
    return (this.db.engine === 'mysql' ? query.setLock('pessimistic_write') : query).getOne();
  }

  private async offer(manager: EntityManager, entry: WaitingListEntry): Promise<void> {
    const now = this.clock.now();
    const { token, hash } = newClaimToken();
    const offerExpiresAt = new Date(now.getTime() + this.settings.claimHours * 3_600_000);
    const result = await manager
      .createQueryBuilder()
      .update(WaitingListEntry)
      .set({ status: WaitingListStatus.OFFERED, claimTokenHash: hash, offerExpiresAt, updatedAt: now })
      .where('id = :id AND status = :waiting', { id: entry.id, waiting: WaitingListStatus.WAITING })
      .execute();
    if (result.affected !== 1)
      throw AppError.conflict('The waiting list changed meanwhile. Please try again.');
    const subject = await this.subjectOf(manager, entry.kind, entry.subjectId);
    if (!subject) return;
    const claimLink = `${this.settings.publicUrl}${WAITING_LIST_CLAIM_PATHS[entry.kind]}#claim=${MAIL_SECRET}`;
    await this.mail.queue(manager, [offerMail({ entry, subject, claimLink, token, offerExpiresAt })]);
  }

  private async subjectOf(
    manager: EntityManager,
    kind: SeatedKind,
    id: string,
  ): Promise<OfferMailContext['subject'] | null> {
    if (kind === 'event') {
      const event = await manager.findOneBy(CalendarEvent, { id });
      return (
        event && {
          name: event.name,
          date: event.date,
          endDate: event.endDate,
          time: event.time,
          venue: event.location,
        }
      );
    }
    const session = await manager.findOneBy(FamilySession, { id });
    return session && { name: 'Family Constellation session', date: session.date, venue: session.venue };
  }

  /**
   * Turns an offer into the claimant's registration or booking (the caller stores it in the same
   * transaction): the seat the offer holds becomes theirs, so the caller takes none. Refused when the
   * link is unknown, used, lapsed or for another event.
   */
  async claim(manager: EntityManager, kind: SeatedKind, subjectId: string, token: string): Promise<void> {
    const now = this.clock.now();
    const result = await manager
      .createQueryBuilder()
      .update(WaitingListEntry)
      .set({ status: WaitingListStatus.CLAIMED, claimTokenHash: null, updatedAt: now })
      .where('claimTokenHash = :hash AND status = :offered', {
        hash: hashClaimToken(token),
        offered: WaitingListStatus.OFFERED,
      })
      .andWhere('kind = :kind AND subjectId = :subjectId', { kind, subjectId })
      .andWhere('offerExpiresAt > :now', { now })
      .execute();
    if (result.affected !== 1) throw AppError.conflict(WAITING_LIST.claimGone);
  }

  /** The offer a claim link holds, for the form it opens; NOT_FOUND once used or lapsed. */
  async offerOf(token: string): Promise<WaitingListEntry> {
    const entry = await this.db.dataSource
      .getRepository(WaitingListEntry)
      .findOneBy({ claimTokenHash: hashClaimToken(token), status: WaitingListStatus.OFFERED });
    if (!entry || !entry.offerExpiresAt || entry.offerExpiresAt <= this.clock.now()) {
      throw AppError.notFound(WAITING_LIST.claimGone);
    }
    return entry;
  }

  /** The session a family claim link holds a seat in, as the booking form shows it. */
  async familySessionOf(id: string): Promise<FamilySessionListing | null> {
    const session = await this.db.dataSource.getRepository(FamilySession).findOneBy({ id });
    return session && toSessionListing(session, this.calendar.today());
  }

  /**
   * Lets the offers whose time ran out lapse, each in its own transaction: a conditional UPDATE, so
   * of several instances only one lapses an offer, and a claim arriving meanwhile wins or loses whole.
   * Its seat is released, which offers it to the next in line or frees it. Returns how many lapsed.
   */
  async lapseDue(limit = 50): Promise<number> {
    const now = this.clock.now();
    const due = await this.db.dataSource
      .getRepository(WaitingListEntry)
      .createQueryBuilder('e')
      .where('e.status = :offered', { offered: WaitingListStatus.OFFERED })
      .andWhere('e.offerExpiresAt <= :now', { now })
      .orderBy('e.offerExpiresAt', 'ASC')
      .limit(limit)
      .getMany();
    let lapsed = 0;
    for (const entry of due) {
      const done = await this.db.transaction(async (manager) => {
        const result = await manager
          .createQueryBuilder()
          .update(WaitingListEntry)
          .set({ status: WaitingListStatus.LAPSED, claimTokenHash: null, updatedAt: now })
          .where('id = :id AND status = :offered AND offerExpiresAt <= :now', {
            id: entry.id,
            offered: WaitingListStatus.OFFERED,
            now,
          })
          .execute();
        if (result.affected !== 1) return false;
        await this.seats.release(manager, entry.kind, entry.subjectId, 1);
        return true;
      });
      if (done) lapsed += 1;
    }
    if (lapsed > 0) this.mail.nudge();
    return lapsed;
  }
}
