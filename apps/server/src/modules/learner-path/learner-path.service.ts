import { randomUUID } from 'node:crypto';
import { PROGRAMME_LEVELS, type ProgrammeKey, levelNamed, levelRank } from '@academy/content';
import { AppError } from '../../common/app-error';
import { Clock } from '../../common/clock';
import { Database } from '../../database/database';
import { Actor, AuditService } from '../audit/audit.service';
import { REGISTRATION_NOT_FOUND } from '../registration/registration-lookup';
import { RegistrationStatus, holdsSeat } from '../registration/registration-status.enum';
import { Registration } from '../registration/registration.entity';
import { ExternalCompletion } from '../registration/prerequisite/external-completion.entity';
import {
  CompletedLevel,
  completedLevelsOf,
  learnerOf,
  levelOf,
  registrationsOf,
} from '../registration/prerequisite/completed-levels';

export interface BookedLevel {
  programme: ProgrammeKey;
  level: string;
  status: RegistrationStatus;
  registrationId: string;
  /** Its dates as recorded at enrolment, or null for the next intake. */
  date: string | null;
}

export interface LearnerPathData {
  completed: CompletedLevel[];
  booked: BookedLevel[];
  /** Per programme begun, the level after the highest completed, unless booked already. */
  next: Array<{ programme: ProgrammeKey; level: string }>;
}

/**
 * Each learner's path through the levels: what they completed here (registration_completion) or
 * elsewhere (recorded by staff), what they have booked, and what comes next.
 */
export class LearnerPathService {
  constructor(
    private readonly db: Database,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  /** The learner's whole path, from the address of any of their registrations. */
  async pathOf(email: string): Promise<LearnerPathData> {
    const learner = learnerOf(email);
    const [completed, registrations] = await Promise.all([
      completedLevelsOf(this.db.manager, learner),
      registrationsOf(this.db.manager, learner),
    ]);
    const done = new Set(completed.flatMap((c) => c.registrationId ?? []));
    const booked = registrations
      .filter((r) => holdsSeat(r.status) && !done.has(r.id))
      .map((r) => ({
        programme: r.programme,
        level: levelOf(r),
        status: r.status,
        registrationId: r.id,
        date: r.courseDetailDate || null,
      }));
    return { completed, booked, next: nextLevels(completed, booked) };
  }

  /**
   * Records, from one of the learner's registrations, a level they completed elsewhere: it counts for
   * prerequisites from now on. In the audit log of that registration.
   */
  async recordExternal(
    registrationId: string,
    input: { programme: ProgrammeKey; level: string; note: string },
    actor: Actor,
  ): Promise<Registration> {
    const registration = await this.db.manager.findOneBy(Registration, { id: registrationId });
    if (!registration) throw AppError.notFound(REGISTRATION_NOT_FOUND);
    const level = levelNamed(input.programme, input.level);
    const problems = [
      ...(level ? [] : [{ field: 'level', message: 'Choose one of the programme’s levels' }]),
      ...(input.note.trim() === ''
        ? [{ field: 'note', message: 'Say where and when it was completed' }]
        : []),
      ...(input.note.trim().length > 500 ? [{ field: 'note', message: 'At most 500 characters' }] : []),
    ];
    if (problems.length > 0 || !level) throw AppError.badInput(problems);
    await this.db.transaction(async (manager) => {
      await manager.insert(ExternalCompletion, {
        id: randomUUID(),
        email: learnerOf(registration.email),
        programme: input.programme,
        level,
        note: input.note.trim(),
        registrationId,
        recordedAt: this.clock.now(),
        recordedBy: actor.label,
      });
      await this.audit.record(manager, actor, {
        action: 'learner.external-completion',
        subjectKind: 'registration',
        subjectId: registrationId,
        summary: `Recorded ${level} as completed elsewhere (${input.note.trim()})`,
      });
    });
    return registration;
  }
}

/** Per programme with ordered levels, the one after the highest completed, unless it is booked. */
export function nextLevels(
  completed: ReadonlyArray<Pick<CompletedLevel, 'programme' | 'level'>>,
  booked: ReadonlyArray<Pick<BookedLevel, 'programme' | 'level'>>,
): Array<{ programme: ProgrammeKey; level: string }> {
  const highest = new Map<ProgrammeKey, number>();
  for (const c of completed) {
    highest.set(c.programme, Math.max(highest.get(c.programme) ?? 0, levelRank(c.programme, c.level)));
  }
  return [...highest].flatMap(([programme, rank]) => {
    const level = PROGRAMME_LEVELS[programme][rank];
    const isBooked = booked.some((b) => b.programme === programme && levelRank(programme, b.level) > rank);
    return level && !isBooked ? [{ programme, level }] : [];
  });
}
