import { EntityManager } from 'typeorm';
import {
  PROGRAMME_KEYS,
  PROGRAMME_LEVELS,
  type ProgrammeKey,
  durationText,
  formatFee,
  levelNamed,
} from '@academy/content';
import { AppError, FieldError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import { ProgrammeLevel } from './programme-level.entity';

/** What staff set of a level: its one fee, currency, duration and hours. */
export interface ProgrammeLevelInput {
  programme: ProgrammeKey;
  /** The level's name, or what names it ('Level 2', '2'), as levelNamed reads it. */
  level: string;
  feeAmount: number;
  currency: string;
  durationDays: number;
  hours?: number | null;
}

/** A level as it was before staff changed it and as it is now. */
export interface ProgrammeLevelChange {
  before: ProgrammeLevel;
  after: ProgrammeLevel;
}

/**
 * Works inside the transaction that changes a level (the calendar prices the level's events there),
 * so the level and what follows from it change together; throwing an AppError refuses the change.
 */
export type CatalogueParticipant = (manager: EntityManager, change: ProgrammeLevelChange) => Promise<void>;

export const MAX_FEE = 1_000_000;
const MAX_DAYS = 365;
const MAX_HOURS = 2_000;

const wholeIn = (value: unknown, least: number, most: number) =>
  Number.isInteger(value) && (value as number) >= least && (value as number) <= most;

/** The ISO 4217 codes this runtime knows: a typo (AD, AEDD, XYZ) is refused, not charged. */
const CURRENCIES = new Set(Intl.supportedValuesOf('currency'));

/** Every problem of a level's terms as staff entered them, each naming its field. */
export function programmeLevelProblems(
  input: Omit<ProgrammeLevelInput, 'programme' | 'level'>,
): FieldError[] {
  const problems: FieldError[] = [];
  if (!wholeIn(input.feeAmount, 1, MAX_FEE)) {
    problems.push({ field: 'feeAmount', message: 'Fee must be a whole number from 1 to 1,000,000' });
  }
  if (!CURRENCIES.has(input.currency)) {
    problems.push({ field: 'currency', message: 'Currency must be a three-letter code such as AED' });
  }
  if (!wholeIn(input.durationDays, 1, MAX_DAYS)) {
    problems.push({
      field: 'durationDays',
      message: `Duration must be a whole number of days from 1 to ${MAX_DAYS}`,
    });
  }
  if (input.hours !== null && input.hours !== undefined && !wholeIn(input.hours, 1, MAX_HOURS)) {
    problems.push({ field: 'hours', message: 'Hours must be a whole number from 1 to 2,000, or empty' });
  }
  return problems;
}

/** Teaching order: the programmes as PROGRAMME_KEYS lists them, each one's levels as it teaches them. */
function teachingOrder(a: ProgrammeLevel, b: ProgrammeLevel): number {
  const rank = (row: ProgrammeLevel) => {
    const position = PROGRAMME_LEVELS[row.programme].indexOf(row.level);
    return position < 0 ? Number.MAX_SAFE_INTEGER : position;
  };
  return PROGRAMME_KEYS.indexOf(a.programme) - PROGRAMME_KEYS.indexOf(b.programme) || rank(a) - rank(b);
}

/** 'Fee AED 1,872 → AED 1,950; duration 2 days → 3 days'. */
export function levelChangeSummary(before: ProgrammeLevel, after: ProgrammeLevel): string {
  const fee = (row: ProgrammeLevel) => formatFee({ currency: row.currency, amount: row.feeAmount });
  const hours = (row: ProgrammeLevel) => (row.hours === null ? 'none' : String(row.hours));
  const changes = [
    fee(before) !== fee(after) && `fee ${fee(before)} → ${fee(after)}`,
    before.durationDays !== after.durationDays &&
      `duration ${durationText(before.durationDays)} → ${durationText(after.durationDays)}`,
    before.hours !== after.hours && `hours ${hours(before)} → ${hours(after)}`,
  ].filter((change): change is string => Boolean(change));
  const text = changes.join('; ') || 'nothing changed';
  return `${after.level}: ${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/**
 * The catalogue: every programme level's fee, currency, duration and hours, read by the public pages
 * and the calendar, changed by staff (audit-logged). Others take part in a change (`changing`, in its
 * transaction): the calendar prices the level's events, the public pages count a site change.
 */
export class CatalogueService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    private readonly changing: CatalogueParticipant,
  ) {}

  /** Every level, in teaching order. */
  async list(): Promise<ProgrammeLevel[]> {
    return (await this.db.manager.find(ProgrammeLevel)).sort(teachingOrder);
  }

  /**
   * The level of a programme a text names ('Level 2', its title, its full name), or null; read as
   * committed (no lock), inside `manager`'s transaction when given one.
   */
  find(
    programme: ProgrammeKey,
    levelText: string | null | undefined,
    manager: EntityManager = this.db.manager,
  ): Promise<ProgrammeLevel | null> {
    const level = levelNamed(programme, levelText);
    if (!level) return Promise.resolve(null);
    return manager
      .createQueryBuilder(ProgrammeLevel, 'level')
      .where('level.programme = :programme AND level.level = :level', { programme, level })
      .getOne();
  }

  /**
   * The level a text names, read inside a transaction. On MySQL the row stays locked until it commits,
   * so a fee staff are changing meanwhile is read once their change is committed, never before it.
   */
  async findIn(
    manager: EntityManager,
    programme: ProgrammeKey,
    levelText: string | null | undefined,
  ): Promise<ProgrammeLevel | null> {
    const level = levelNamed(programme, levelText);
    if (!level) return null;
    const query = manager
      .createQueryBuilder(ProgrammeLevel, 'level')
      .where('level.programme = :programme AND level.level = :level', { programme, level });
    return this.db.forUpdate(query).getOne();
  }

  /** Changes a level's terms, with its history entry, in one transaction with those taking part in it. */
  async update(input: ProgrammeLevelInput, actor: Actor): Promise<ProgrammeLevel> {
    const terms = {
      feeAmount: input.feeAmount,
      currency: String(input.currency ?? '')
        .trim()
        .toUpperCase(),
      durationDays: input.durationDays,
      hours: input.hours ?? null,
    };
    const problems = programmeLevelProblems(terms);
    const levels = PROGRAMME_LEVELS[input.programme] ?? [];
    if (!levelNamed(input.programme, input.level)) {
      problems.unshift({
        field: 'level',
        message:
          levels.length > 0
            ? `Level must be one of ${levels.join(', ')}`
            : 'This programme has no levels to price',
      });
    }
    if (problems.length > 0) throw AppError.badInput(problems);

    return this.db.transaction(async (manager) => {
      const before = await this.findIn(manager, input.programme, input.level);
      if (!before) throw AppError.notFound('This level is not in the catalogue');
      const after: ProgrammeLevel = { ...before, ...terms, updatedAt: this.clock.now() };
      await manager.update(ProgrammeLevel, { id: before.id }, { ...terms, updatedAt: after.updatedAt });
      await this.changing(manager, { before, after });
      await this.audit.record(manager, actor, {
        action: 'programme-level.update',
        subjectKind: 'programme-level',
        subjectId: before.id,
        summary: levelChangeSummary(before, after),
      });
      return after;
    });
  }

  history(id: string) {
    return this.audit.history('programme-level', id);
  }
}
