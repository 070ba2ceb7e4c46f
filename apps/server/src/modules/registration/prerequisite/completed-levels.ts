import { EntityManager, In } from 'typeorm';
import { type ProgrammeKey, levelNamed } from '@academy/content';
import { Completion } from '../completion.entity';
import { Registration } from '../registration.entity';
import { ExternalCompletion } from './external-completion.entity';

/** The most registrations one learner's path reads: far more than anyone books, and a bound on its cost. */
export const PATH_ROWS = 100;

export interface CompletedLevel {
  programme: ProgrammeKey;
  level: string;
  completedAt: Date;
  /** Recorded by staff from another provider: no certificate of ours. */
  external: boolean;
  /** The registration completed here (a certificate is issued for it), null for an external one. */
  registrationId: string | null;
}

/** A learner is an e-mail address; addresses differing in case are one. */
export const learnerOf = (email: string) => email.trim().toLowerCase();

/** A registration's level as PROGRAMME_LEVELS names it (its own text for a level no longer listed). */
export const levelOf = (r: Pick<Registration, 'programme' | 'levelName'>) =>
  levelNamed(r.programme, r.levelName) ?? r.levelName;

/** The levels the address completed, here or as staff recorded from elsewhere. */
export async function completedLevelsOf(manager: EntityManager, email: string): Promise<CompletedLevel[]> {
  const learner = learnerOf(email);
  const registrations = await registrationsOf(manager, learner);
  const completions = registrations.length
    ? await manager.findBy(Completion, { registrationId: In(registrations.map((r) => r.id)) })
    : [];
  const byId = new Map(registrations.map((r) => [r.id, r]));
  const here = completions.flatMap((completion): CompletedLevel[] => {
    const r = byId.get(completion.registrationId);
    return r
      ? [
          {
            programme: r.programme,
            level: levelOf(r),
            completedAt: completion.completedAt,
            external: false,
            registrationId: r.id,
          },
        ]
      : [];
  });
  const elsewhere = await manager.find(ExternalCompletion, {
    where: { email: learner },
    order: { recordedAt: 'ASC' },
    take: PATH_ROWS,
  });
  return [
    ...here,
    ...elsewhere.map((e) => ({
      programme: e.programme,
      level: e.level,
      completedAt: e.recordedAt,
      external: true,
      registrationId: null,
    })),
  ].sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime());
}

/** The learner's registrations, oldest first (PATH_ROWS at most). */
export function registrationsOf(manager: EntityManager, learner: string): Promise<Registration[]> {
  return manager
    .createQueryBuilder(Registration, 'r')
    .where('LOWER(r.email) = :email', { email: learner })
    .orderBy('r.createdAt', 'ASC')
    .take(PATH_ROWS)
    .getMany();
}
