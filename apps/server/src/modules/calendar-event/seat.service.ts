import type { EntityManager, EntityTarget } from 'typeorm';
import { seatAvailability } from '@academy/content';
import { AppError } from '../../common/app-error';
import { CalendarEvent } from './calendar-event.entity';
import type { Database } from '../../database/database';
import type { SiteChanges } from '../shared-store/site-changes';
import { CalendarEventService } from './calendar-event.service';

/** What sells seats: a calendar event (enrolments) or a family session (family bookings). */
export type SeatedKind = 'event' | 'family-session';

/** A row that sells a number of seats. */
export interface SeatedRow {
  id: string;
  seats: number;
  seatsTaken: number;
  isOpen: boolean;
  date: string;
  noEnroll?: boolean;
}

/** The row `take` returns, by kind. */
interface SeatedRows {
  event: CalendarEvent;
  'family-session': SeatedRow;
}

/** Where a kind's seats are counted, and what else its row must be to sell one. */
export interface SeatTable {
  entity: EntityTarget<SeatedRow>;
  where?: Record<string, string | number | boolean>;
}

/**
 * Told inside the transaction that freed seats (a cancellation, an expiry, staff adding seats): the
 * waiting list offers them to the first in line before anybody else can take them.
 */
export type SeatsFreedListener = (
  manager: EntityManager,
  kind: SeatedKind,
  id: string,
  count: number,
) => Promise<void>;

/** Why a kind refuses seats, in the words its form shows. */
interface RefusalWords {
  missing(): AppError;
  openEntry: string;
  closed: string;
  full: string;
  /** `left` reads '1 seat is' or '3 seats are'. */
  fewer(left: string): string;
}

const SESSION_CLOSED = 'This session is closed for booking';

const REFUSALS: Record<SeatedKind, RefusalWords> = {
  event: {
    missing: () =>
      AppError.badInput(
        [{ field: 'eventId', message: 'This event does not exist' }],
        'This event does not exist',
      ),
    openEntry: 'This event takes no enrolments: everyone is welcome',
    closed: 'This event is closed for enrolment',
    full: 'This event is full',
    fewer: (left) => `Only ${left} left in this event`,
  },
  'family-session': {
    // A session removed meanwhile is closed to the family booking it.
    missing: () => AppError.conflict(SESSION_CLOSED),
    // Sessions have no open entry.
    openEntry: SESSION_CLOSED,
    closed: SESSION_CLOSED,
    full: 'This session is full',
    fewer: (left) => `Only ${left} left in this session: book fewer family members or choose another session`,
  },
};

/**
 * The seats of calendar events and family sessions: taken by enrolments and family bookings inside
 * their own transactions, given back by cancellations and erasures. One rule (libs/content's
 * seatAvailability) and one refusal for both.
 */
export class SeatService {
  private readonly tables = new Map<SeatedKind, SeatTable>([
    ['event', { entity: CalendarEvent, where: { noEnroll: false } }],
  ]);
  /** Each kind's seat-taking UPDATE, made once. */
  private readonly takeStatements = new Map<SeatedKind, string>();

  constructor(
    private readonly db: Database,
    private readonly calendar: CalendarEventService,
    private readonly siteChanges: SiteChanges,
    /** Emits `seatsFreed`, which the waiting list hears (this module cannot import it). */
    private readonly seatsFreed: SeatsFreedListener,
  ) {}

  /** The module that owns a kind's table names it at start (this module cannot import it). */
  register(kind: SeatedKind, table: SeatTable): void {
    if (this.tables.has(kind)) throw new Error(`The seats of ${kind} are registered twice`);
    this.tables.set(kind, table);
  }

  private table(kind: SeatedKind): SeatTable {
    const table = this.tables.get(kind);
    if (!table) throw new Error(`No table registered for the seats of ${kind}`);
    return table;
  }

  /** The row selling a kind's seats, as the transaction sees it. */
  async find(manager: EntityManager, kind: SeatedKind, id: string): Promise<SeatedRow | null> {
    return manager.findOneBy(this.table(kind).entity, { id });
  }

  /**
   * Takes `count` seats of an open row dated today or later, in one conditional UPDATE: the check and
   * the increment cannot be split by a concurrent booking (on MySQL the row lock orders them, on SQLite
   * transactions run one at a time). Returns the row, or throws the kind's refusal without taking any.
   */
  async take<K extends SeatedKind>(
    manager: EntityManager,
    kind: K,
    id: string,
    count = 1,
  ): Promise<SeatedRows[K]> {
    const row = await this.takeRow(manager, kind, id, count);
    if (row) return row as SeatedRows[K];
    const refused = await manager.findOneBy(this.table(kind).entity, { id });
    throw refusal(kind, refused, this.calendar.today(), count);
  }

  /** `take` without the refusal: true when the seats were taken. */
  async tryTake(manager: EntityManager, kind: SeatedKind, id: string, count = 1): Promise<boolean> {
    return (await this.takeRow(manager, kind, id, count)) !== null;
  }

  /** The row after its seats were taken (read once, under the UPDATE's lock), or null when they were not. */
  private async takeRow(
    manager: EntityManager,
    kind: SeatedKind,
    id: string,
    count: number,
  ): Promise<SeatedRow | null> {
    const { entity, where = {} } = this.table(kind);
    const taken = await this.db.changedRows(manager, this.takeStatement(kind), [
      count,
      id,
      true,
      this.calendar.today(),
      count,
      ...Object.values(where),
    ]);
    if (taken !== 1) return null;
    const [row] = await this.db.selectRows(manager, entity, 'id = ?', [id]);
    // The last seat taken: the pages offer the waiting list instead of Enroll Now from now on.
    if (row && row.seatsTaken >= row.seats) await this.siteChanges.changed(manager);
    return row;
  }

  /**
   * The conditional UPDATE taking a kind's seats, made once: on MySQL the enrolment holds the event's row
   * from this statement to its commit, so what runs meanwhile is kept short.
   */
  private takeStatement(kind: SeatedKind): string {
    let sql = this.takeStatements.get(kind);
    if (!sql) {
      const { entity, where = {} } = this.table(kind);
      const { tableName } = this.db.dataSource.getMetadata(entity);
      const conditions = ['id = ?', 'isOpen = ?', 'date >= ?', 'seatsTaken + ? <= seats'];
      for (const column of Object.keys(where)) conditions.push(`${column} = ?`);
      sql = `UPDATE ${tableName} SET seatsTaken = seatsTaken + ? WHERE ${conditions.join(' AND ')}`;
      this.takeStatements.set(kind, sql);
    }
    return sql;
  }

  /**
   * Gives back seats a booking held (a cancellation, an expiry or an erasure), never counting below
   * zero, and offers them to the waiting list in the same transaction.
   */
  async release(manager: EntityManager, kind: SeatedKind, id: string, count = 1): Promise<void> {
    const before = await manager.findOneBy(this.table(kind).entity, { id });
    await manager
      .createQueryBuilder()
      .update(this.table(kind).entity)
      .set({
        seatsTaken: () =>
          `CASE WHEN seatsTaken >= ${Number(count)} THEN seatsTaken - ${Number(count)} ELSE 0 END`,
      })
      .where('id = :id', { id })
      .execute();
    // A full row has a seat again: the pages offer Enroll Now instead of the waiting list.
    if (before && before.seatsTaken >= before.seats && count > 0) await this.siteChanges.changed(manager);
    await this.freed(manager, kind, id, count);
  }

  /** Seats became free without a release (staff added seats): the waiting list is offered them. */
  async freed(manager: EntityManager, kind: SeatedKind, id: string, count: number): Promise<void> {
    await this.seatsFreed(manager, kind, id, count);
  }
}

/** Why a row refused `count` seats, in the words of its kind's form. */
function refusal(kind: SeatedKind, row: SeatedRow | null, today: string, count: number): AppError {
  const words = REFUSALS[kind];
  if (!row) return words.missing();
  const { availability, seatsLeft } = seatAvailability(row, today);
  if (availability === 'OPEN_ENTRY') return AppError.conflict(words.openEntry);
  if (availability === 'CLOSED') return AppError.conflict(words.closed);
  if (availability === 'OPEN' && seatsLeft < count) {
    return AppError.conflict(words.fewer(`${seatsLeft} ${seatsLeft === 1 ? 'seat is' : 'seats are'}`));
  }
  return AppError.conflict(words.full);
}
