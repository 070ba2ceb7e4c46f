import { randomUUID } from 'node:crypto';
import { EntityManager, In } from 'typeorm';
import { WAITING_LIST, WAITING_LIST_CLAIM_PATHS, seatAvailability } from '@academy/content';
import { prepareWaitingList, validateWaitingList } from '@academy/validation';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { fieldErrorsOf, requireObject } from '../../common/input-validation';
import { Database } from '../../database/database';
import { CalendarEvent } from '../calendar-event/calendar-event.entity';
import { CalendarEventService } from '../calendar-event/calendar-event.service';
import { SeatService, SeatedKind } from '../calendar-event/seat.service';
import { FamilySession } from '../family-session/family-session.entity';
import { MAIL_SECRET } from '../mail/mail-secret';
import { readLocale, sitePath } from '../mail/mail-locale';
import { MailOutbox } from '../mail/mail-outbox';
import { SubmissionThrottleService } from '../throttle/submission-throttle.service';
import { hashClaimToken, newClaimToken, newJoinToken } from './claim-token';
import { WaitingListEntry } from './waiting-list-entry.entity';
import { WaitingListStatus } from './waiting-list-status.enum';
import { SeatSubject, confirmJoinMail, offerMail } from './waiting-list.mails';

const KINDS: readonly SeatedKind[] = ['event', 'family-session'];

/** How long the link that confirms a place in line works; an unconfirmed entry is deleted after. */
export const JOIN_CONFIRM_HOURS = 48;

/** Rows one purge of unconfirmed entries deletes: short enough to hold no lock for long. */
const PURGE_BATCH = 200;

/** An entry as its confirmation link shows it: its place in line, or null once a seat is offered to it. */
export interface ConfirmedPlace {
  entry: WaitingListEntry;
  place: number | null;
}

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
 * The waiting lists: joining one (a request, mailed a link that confirms it: only an address that
 * asked is put in line), offering each freed seat to the first in line inside the transaction that
 * freed it (SeatService tells it), claiming an offer, and letting unclaimed offers lapse to the next in
 * line. Nobody can jump the line: an offered seat stays taken until it is claimed through its link or
 * lapses.
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
   * Asks to put someone at the end of a full event's or session's line: the address is mailed one
   * link that confirms it, and nothing is held for it until the link is opened (confirm). Asked again
   * before then, it is mailed a fresh link instead (the earlier one stops working). The answer is the
   * same whether or not the address was already in line (then nothing changes and nothing is mailed),
   * so it tells a stranger nothing.
   */
  async join(raw: unknown, clientAddress: string): Promise<void> {
    const body = requireObject(raw);
    const fieldErrors = fieldErrorsOf(validateWaitingList(body));
    const kind = KINDS.find((known) => known === body.kind);
    if (!kind) fieldErrors.push({ field: 'kind', message: `Kind must be one of ${KINDS.join(', ')}` });
    const locale = readLocale(body, fieldErrors);
    const subjectId = typeof body.id === 'string' ? body.id.trim() : '';
    if (!subjectId || subjectId.length > 64) {
      fieldErrors.push({ field: 'id', message: 'Choose the event or session to wait for' });
    }
    if (fieldErrors.length > 0 || !kind) throw AppError.badInput(fieldErrors);
    const form = prepareWaitingList(body);
    const mailed = await this.throttle.admit({ clientAddress, recipient: form.email }, () =>
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
        if (await this.entryOf(manager, kind, subjectId, form.email, IN_LINE)) return false;
        const now = this.clock.now();
        const { token, hash } = newJoinToken();
        const confirmBy = new Date(now.getTime() + JOIN_CONFIRM_HOURS * 3_600_000);
        const asked = await this.entryOf(manager, kind, subjectId, form.email, [
          WaitingListStatus.UNCONFIRMED,
        ]);
        let entry: WaitingListEntry;
        if (asked) {
          // Asked again, perhaps from the other language's site: the new request's language.
          entry = { ...asked, ...form, locale, joinTokenHash: hash, confirmBy, updatedAt: now };
          await manager.update(
            WaitingListEntry,
            { id: asked.id },
            { ...form, locale, joinTokenHash: hash, confirmBy, updatedAt: now },
          );
        } else {
          entry = {
            id: randomUUID(),
            kind,
            subjectId,
            ...form,
            locale,
            // Given when the address confirms: the line is in the order of confirmation.
            position: 0,
            status: WaitingListStatus.UNCONFIRMED,
            claimTokenHash: null,
            offerExpiresAt: null,
            joinTokenHash: hash,
            confirmBy,
            createdAt: now,
            updatedAt: now,
          };
          await this.db.insertRows(manager, WaitingListEntry, [entry]);
        }
        const subject = await this.subjectOf(manager, kind, subjectId);
        if (!subject) return false;
        const confirmLink = `${this.settings.publicUrl}${sitePath(locale, WAITING_LIST_CLAIM_PATHS[kind])}#waiting-list=${MAIL_SECRET}`;
        await this.mail.queue(manager, [confirmJoinMail({ entry, subject, confirmLink, token, confirmBy })]);
        return true;
      }),
    );
    if (mailed) this.mail.nudge();
  }

  /** The address's entry of a line in one of the statuses (e-mail compared case-insensitively). */
  private entryOf(
    manager: EntityManager,
    kind: SeatedKind,
    subjectId: string,
    email: string,
    statuses: readonly WaitingListStatus[],
  ) {
    const query = manager
      .createQueryBuilder(WaitingListEntry, 'e')
      .where('e.kind = :kind AND e.subjectId = :subjectId', { kind, subjectId })
      .andWhere('LOWER(e.email) = :email', { email: email.toLowerCase() })
      .andWhere('e.status IN (:...statuses)', { statuses });
    // A locking read sees a join of the same address that committed while this one waited.
    return this.db.forUpdate(query).getOne();
  }

  /**
   * The link of a join's mail was opened: the entry joins the end of its line now (its place is the
   * order of confirmation), and a seat free at this moment is offered to the line at once. Opening the
   * link again changes nothing and shows the place again. NOT_FOUND for a link that is unknown, past
   * its time, or of an entry that has left the line; CONFLICT when the event or session closed.
   */
  async confirm(token: string): Promise<ConfirmedPlace> {
    const gone = () => AppError.notFound(WAITING_LIST.confirmGone);
    const hash = hashClaimToken(token);
    const entry = await this.db.transaction(async (manager) => {
      const query = manager
        .createQueryBuilder(WaitingListEntry, 'e')
        .where('e.joinTokenHash = :hash', { hash });
      const found = await this.db.forUpdate(query).getOne();
      if (!found) throw gone();
      if (found.status !== WaitingListStatus.UNCONFIRMED) {
        if (!IN_LINE.includes(found.status)) throw gone();
        return found;
      }
      const now = this.clock.now();
      if (!found.confirmBy || found.confirmBy <= now) throw gone();
      const { kind, subjectId } = found;
      const row = await this.seats.find(manager, kind, subjectId);
      const availability = row ? seatAvailability(row, this.calendar.today()).availability : 'CLOSED';
      if (availability !== 'FULL' && availability !== 'OPEN') throw AppError.conflict(NOT_FULL[kind].CLOSED);
      // The same address confirmed another request for this line meanwhile: that place stands.
      const already = await this.entryOf(manager, kind, subjectId, found.email, IN_LINE);
      if (already) {
        await manager.delete(WaitingListEntry, { id: found.id });
        return already;
      }
      const last = await manager
        .createQueryBuilder(WaitingListEntry, 'e')
        .select('MAX(e.position)', 'position')
        .where('e.kind = :kind AND e.subjectId = :subjectId', { kind, subjectId })
        .getRawOne<{ position: number | string | null }>();
      const position = Number(last?.position ?? 0) + 1;
      const result = await manager
        .createQueryBuilder()
        .update(WaitingListEntry)
        .set({ status: WaitingListStatus.WAITING, position, confirmBy: null, updatedAt: now })
        .where('id = :id AND status = :unconfirmed', {
          id: found.id,
          unconfirmed: WaitingListStatus.UNCONFIRMED,
        })
        .execute();
      if (result.affected !== 1)
        throw AppError.conflict('The waiting list changed meanwhile. Please try again.');
      // A seat freed while nobody confirmed was waiting is still free: the line gets it now.
      if (availability === 'OPEN') await this.offerFreed(manager, kind, subjectId, 1);
      return manager.findOneByOrFail(WaitingListEntry, { id: found.id });
    });
    this.mail.nudge();
    return { entry, place: await this.placeOf(entry) };
  }

  /** An entry's place among those waiting (1 is next); null once it is offered a seat. */
  private async placeOf(entry: WaitingListEntry): Promise<number | null> {
    if (entry.status !== WaitingListStatus.WAITING) return null;
    const ahead = await this.db.dataSource
      .getRepository(WaitingListEntry)
      .createQueryBuilder('e')
      .where('e.kind = :kind AND e.subjectId = :subjectId AND e.status = :waiting', {
        kind: entry.kind,
        subjectId: entry.subjectId,
        waiting: WaitingListStatus.WAITING,
      })
      // The order firstWaiting offers seats in.
      .andWhere(
        '(e.position < :position OR (e.position = :position AND (e.createdAt < :createdAt OR (e.createdAt = :createdAt AND e.id < :id))))',
        { position: entry.position, createdAt: entry.createdAt, id: entry.id },
      )
      .getCount();
    return ahead + 1;
  }

  /**
   * Deletes the requests whose confirmation link ran out unopened, with the mail that asked: they
   * held nothing, and the address may never have asked, so nothing of them is kept. Returns how many
   * went.
   */
  async purgeUnconfirmed(): Promise<number> {
    const now = this.clock.now();
    let purged = 0;
    for (;;) {
      const deleted = await this.db.transaction(async (manager) => {
        const query = manager
          .createQueryBuilder(WaitingListEntry, 'e')
          .select('e.id')
          .where('e.status = :unconfirmed AND e.confirmBy <= :now', {
            unconfirmed: WaitingListStatus.UNCONFIRMED,
            now,
          })
          .limit(PURGE_BATCH);
        // Locked, so a confirmation arriving meanwhile waits and then finds the request gone.
        const due = await this.db.forUpdate(query).getMany();
        if (due.length === 0) return 0;
        await manager.delete(WaitingListEntry, { id: In(due.map((entry) => entry.id)) });
        for (const entry of due) await this.mail.erase(manager, 'waiting-list-entry', entry.id);
        return due.length;
      });
      purged += deleted;
      if (deleted < PURGE_BATCH) return purged;
    }
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
    return this.db.forUpdate(query).getOne();
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
    const claimLink = `${this.settings.publicUrl}${sitePath(entry.locale, WAITING_LIST_CLAIM_PATHS[entry.kind])}#claim=${MAIL_SECRET}`;
    await this.mail.queue(manager, [offerMail({ entry, subject, claimLink, token, offerExpiresAt })]);
  }

  private async subjectOf(manager: EntityManager, kind: SeatedKind, id: string): Promise<SeatSubject | null> {
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
