import { randomUUID } from 'node:crypto';
import DataLoader from 'dataloader';
import { EntityManager, In } from 'typeorm';
import { Database } from '../../database/database';
import { Clock } from '../../common/clock';
import { AuditEntry } from './audit-entry.entity';

/** Who acts: an admin account, or the registrant through their private link. */
export interface Actor {
  id: string | null;
  label: string;
}

export interface AuditRecord {
  action: string;
  subjectKind: string;
  subjectId: string;
  summary: string;
}

/** The record a history belongs to. */
interface Subject {
  kind: string;
  id: string;
}

const subjectKey = ({ kind, id }: Subject) => `${kind}/${id}`;

/** Records changes in the same transaction as the change itself, so the log never misses one. */
export class AuditService {
  /**
   * Histories asked for in the same tick are read in one query: a list of rows whose `history` field is
   * resolved row by row costs one query, not one a row. Nothing is cached, so a history read after a
   * change always includes it.
   */
  private readonly histories = new DataLoader<Subject, AuditEntry[], string>(
    (subjects) => this.readHistories(subjects),
    { cache: false, cacheKeyFn: subjectKey },
  );

  constructor(
    private readonly clock: Clock,
    private readonly db: Database,
  ) {}

  async record(manager: EntityManager, actor: Actor, record: AuditRecord): Promise<void> {
    await manager
      .createQueryBuilder()
      .insert()
      .into(AuditEntry)
      .values({
        id: randomUUID(),
        at: this.clock.now(),
        actorId: actor.id,
        actor: actor.label,
        ...record,
        summary: record.summary.slice(0, 500),
      })
      .updateEntity(false)
      .execute();
  }

  /** The history of one record, oldest first. */
  history(subjectKind: string, subjectId: string): Promise<AuditEntry[]> {
    return this.histories.load({ kind: subjectKind, id: subjectId });
  }

  private async readHistories(subjects: readonly Subject[]): Promise<AuditEntry[][]> {
    const entries = await this.db.manager.find(AuditEntry, {
      where: {
        subjectKind: In([...new Set(subjects.map((subject) => subject.kind))]),
        subjectId: In([...new Set(subjects.map((subject) => subject.id))]),
      },
      order: { at: 'ASC' },
    });
    const bySubject = new Map<string, AuditEntry[]>();
    for (const entry of entries) {
      const key = subjectKey({ kind: entry.subjectKind, id: entry.subjectId });
      const history = bySubject.get(key);
      if (history) history.push(entry);
      else bySubject.set(key, [entry]);
    }
    return subjects.map((subject) => bySubject.get(subjectKey(subject)) ?? []);
  }

  /**
   * Records that a record was erased, in place of its whole history, whose summaries could repeat
   * personal details: the log keeps only that the erasure happened (action `<kind>.erase`).
   */
  async recordErasure(
    manager: EntityManager,
    actor: Actor,
    erased: { subjectKind: string; subjectId: string; summary: string },
  ): Promise<void> {
    await manager.delete(AuditEntry, { subjectKind: erased.subjectKind, subjectId: erased.subjectId });
    await this.record(manager, actor, { action: `${erased.subjectKind}.erase`, ...erased });
  }
}
