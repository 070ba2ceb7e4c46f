import DataLoader from 'dataloader';
import { In } from 'typeorm';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import { SeatService, SeatedKind } from '../calendar-event/seat.service';
import { WaitingListEntry } from './waiting-list-entry.entity';
import { WaitingListStatus } from './waiting-list-status.enum';
import { IN_LINE } from './waiting-list.service';

export const ENTRY_NOT_FOUND = 'Waiting-list entry not found';

/** Entries that left a line without a seat; staff see them apart from it. */
const LEFT_LINE = [WaitingListStatus.REMOVED, WaitingListStatus.LAPSED];

/** The most of them one list shows: the latest are the ones staff ask about. */
const LEFT_SHOWN = 50;

/** The history an entry's changes are written to: its event's or its session's. */
const auditKind = (kind: SeatedKind) => (kind === 'event' ? 'calendar-event' : 'family-session');

const splitKey = (key: string): [SeatedKind, string] => {
  const slash = key.indexOf('/');
  return [key.slice(0, slash) as SeatedKind, key.slice(slash + 1)];
};

/** Staff's view of a line: who waits in what order, reordering it and taking people off it. */
export class WaitingListAdminService {
  /** "N waiting" of a page of events in one query; nothing cached, so a count never lags a change. */
  private readonly counts = new DataLoader<string, number>(
    async (keys) => {
      const byKind = new Map<SeatedKind, string[]>();
      for (const key of keys) {
        const [kind, id] = splitKey(key);
        byKind.set(kind, [...(byKind.get(kind) ?? []), id]);
      }
      const found = new Map<string, number>();
      for (const [kind, ids] of byKind) {
        for (const [id, count] of await this.waitingCounts(kind, ids)) found.set(`${kind}/${id}`, count);
      }
      return keys.map((key) => found.get(key) ?? 0);
    },
    { cache: false },
  );

  constructor(
    private readonly db: Database,
    private readonly seats: SeatService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  private get entries() {
    return this.db.dataSource.getRepository(WaitingListEntry);
  }

  /** The line of one event or session: the offered first, then the waiting, each in order. */
  async list(kind: SeatedKind, subjectId: string): Promise<WaitingListEntry[]> {
    const rows = await this.entries.find({
      where: { kind, subjectId, status: In(IN_LINE) },
      order: { position: 'ASC', createdAt: 'ASC', id: 'ASC' },
    });
    return [
      ...rows.filter((row) => row.status === WaitingListStatus.OFFERED),
      ...rows.filter((row) => row.status === WaitingListStatus.WAITING),
    ];
  }

  /** Who left the line without a seat (removed by staff, or an offer let lapse), the latest first. */
  left(kind: SeatedKind, subjectId: string): Promise<WaitingListEntry[]> {
    return this.entries.find({
      where: { kind, subjectId, status: In(LEFT_LINE) },
      order: { updatedAt: 'DESC', id: 'ASC' },
      take: LEFT_SHOWN,
    });
  }

  /** How many wait (not yet offered a seat) for an event or session, batched with its page's. */
  waitingCount(kind: SeatedKind, subjectId: string): Promise<number> {
    return this.counts.load(`${kind}/${subjectId}`);
  }

  /** How many wait (not yet offered a seat) for each of the given events or sessions, in one query. */
  async waitingCounts(kind: SeatedKind, subjectIds: readonly string[]): Promise<Map<string, number>> {
    if (subjectIds.length === 0) return new Map();
    const rows = await this.entries
      .createQueryBuilder('e')
      .select('e.subjectId', 'subjectId')
      .addSelect('COUNT(*)', 'waiting')
      .where('e.kind = :kind AND e.status = :waiting', { kind, waiting: WaitingListStatus.WAITING })
      .andWhere('e.subjectId IN (:...subjectIds)', { subjectIds })
      .groupBy('e.subjectId')
      .getRawMany<{ subjectId: string; waiting: number | string }>();
    return new Map(rows.map((row) => [row.subjectId, Number(row.waiting)]));
  }

  /**
   * Puts the waiting entries of a line in the given order (every waiting entry once); offered ones
   * keep their seat. Refused when the line changed meanwhile, so nobody is silently reordered.
   */
  async reorder(
    kind: SeatedKind,
    subjectId: string,
    entryIds: string[],
    actor: Actor,
  ): Promise<WaitingListEntry[]> {
    await this.db.transaction(async (manager) => {
      const query = manager
        .createQueryBuilder(WaitingListEntry, 'e')
        .where('e.kind = :kind AND e.subjectId = :subjectId AND e.status = :waiting', {
          kind,
          subjectId,
          waiting: WaitingListStatus.WAITING,
        });
      const waiting = await this.db.forUpdate(query).getMany();
      const known = new Set(waiting.map((entry) => entry.id));
      if (
        entryIds.length !== known.size ||
        new Set(entryIds).size !== known.size ||
        entryIds.some((id) => !known.has(id))
      ) {
        throw AppError.badInput([
          {
            field: 'entryIds',
            message: 'The waiting list changed meanwhile: reload it and list every waiting entry once',
          },
        ]);
      }
      const now = this.clock.now();
      for (const [index, id] of entryIds.entries()) {
        await manager.update(WaitingListEntry, { id }, { position: index + 1, updatedAt: now });
      }
      await this.audit.record(manager, actor, {
        action: 'waiting-list.reorder',
        subjectKind: auditKind(kind),
        subjectId,
        summary: `Reordered the waiting list (${entryIds.length} waiting)`,
      });
    });
    return this.list(kind, subjectId);
  }

  /** Takes an entry off its line; an offered seat it held goes to the next in line, or is freed. */
  async remove(id: string, actor: Actor): Promise<void> {
    const entry = await this.entries.findOneBy({ id });
    if (!entry || !IN_LINE.includes(entry.status)) throw AppError.notFound(ENTRY_NOT_FOUND);
    await this.db.transaction(async (manager) => {
      const result = await manager
        .createQueryBuilder()
        .update(WaitingListEntry)
        .set({ status: WaitingListStatus.REMOVED, claimTokenHash: null, updatedAt: this.clock.now() })
        .where('id = :id AND status = :status', { id, status: entry.status })
        .execute();
      if (result.affected !== 1)
        throw AppError.conflict('The entry was changed meanwhile. Please reload it.');
      if (entry.status === WaitingListStatus.OFFERED) {
        await this.seats.release(manager, entry.kind, entry.subjectId, 1);
      }
      await this.audit.record(manager, actor, {
        action: 'waiting-list.remove',
        subjectKind: auditKind(entry.kind),
        subjectId: entry.subjectId,
        summary: `Removed the entry in place ${entry.position} from the waiting list`,
      });
    });
  }
}
